import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, getAccount } from "../../../test/money-factories";
import { createRule } from "../../../test/rule-factories";
import { statementFile } from "../test/import-factories";
import { uploadOnTransactions } from "../test/import-wizard";

/** 120 coffees in January and February 2024, and one row whose date does not exist. */
const LONG_CSV = [
  "Date,Description,Amount",
  ...Array.from(
    { length: 120 },
    (_, i) =>
      `2024-0${String(1 + Math.floor(i / 28))}-${String(1 + (i % 28)).padStart(2, "0")},Coffee ${String(i + 1)},-4.50`,
  ),
  "2024-02-30,Impossible day,-1.00",
].join("\n");

async function reviewOnTransactions(file: File) {
  const rendered = await uploadOnTransactions(file);
  const { dialog } = rendered;
  await rendered.user.click(
    await within(dialog).findByRole("button", { name: "Next" }),
  );
  const review = await within(dialog).findByRole("group", { name: "Review" });
  return { ...rendered, dialog, review };
}

describe("ImportDialog's review", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the category each row will carry, marked when a rule or a suggestion set it", async () => {
    await signInNewUser();
    await createAccount({ name: "Checking" });
    await createRule({
      name: "Nursery",
      conditions: [
        { field: "description", op: "contains", value: "green leaf" },
      ],
      actions: [{ set: "category", value: "shopping" }],
    });
    const { review } = await reviewOnTransactions(
      statementFile(
        "october.csv",
        [
          "Date,Description,Amount",
          "2024-10-01,SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA,-5.75",
          "2024-10-02,GREEN LEAF NURSERY 88 PORTLAND OR,-36.00",
          "2024-10-03,ZXQV 55,-12.00",
        ].join("\n"),
      ),
    );
    const table = within(review).getByRole("table", {
      name: "Rows of the file",
    });
    const rowOf = (text: string) => {
      const row = within(table).getByText(text).closest("tr");
      if (row === null) throw new Error(`no row for ${text}`);
      return within(row);
    };
    const coffee = rowOf("SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA");
    expect(coffee.getByText("Food & Dining")).toBeInTheDocument();
    expect(coffee.getByTitle("Suggested category")).toBeInTheDocument();
    const nursery = rowOf("GREEN LEAF NURSERY 88 PORTLAND OR");
    expect(nursery.getByText("Shopping")).toBeInTheDocument();
    expect(nursery.getByTitle("Categorised by a rule")).toBeInTheDocument();
    const unknown = rowOf("ZXQV 55");
    expect(unknown.getByText("Other")).toBeInTheDocument();
    expect(unknown.queryByTitle("Suggested category")).toBeNull();
    expect(unknown.queryByTitle("Categorised by a rule")).toBeNull();
  });

  it("pages through the rows, filters them by status and disables rows in error", async () => {
    await signInNewUser();
    await createAccount({ name: "Checking" });
    const { user, review } = await reviewOnTransactions(
      statementFile("coffees.csv", LONG_CSV),
    );
    const table = () =>
      within(review).getByRole("table", { name: "Rows of the file" });

    expect(
      within(review).getByRole("group", { name: "Rows by status" }),
    ).toHaveTextContent("New 120Duplicates 0Errors 1");
    expect(within(table()).getAllByRole("row")).toHaveLength(51);
    expect(within(review).getByText("1–50 of 121")).toBeInTheDocument();
    await user.click(
      within(review).getByRole("button", { name: "Go to next page" }),
    );
    expect(within(table()).getByText("Coffee 51")).toBeInTheDocument();

    await user.click(within(review).getByRole("combobox", { name: "Show" }));
    await user.click(await screen.findByRole("option", { name: "Errors" }));

    const rows = within(table()).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole("checkbox")).toBeDisabled();
    expect(rows[1]).toHaveTextContent(/2024-02-30/);
  });

  it("imports one account of a file that holds several", async () => {
    await signInNewUser();
    const everyday = await createAccount({ name: "Everyday" });
    const { user, dialog, review } = await reviewOnTransactions(
      statementFile(
        "export.csv",
        [
          "Date,Description,Amount,Account Name",
          "2025-03-10,Coffee,-4.50,Everyday",
          "2025-03-11,Interest,1.20,Savings",
          "2025-03-12,Bakery,-3.20,Everyday",
        ].join("\n"),
      ),
    );
    const inFile = within(review).getByRole("combobox", {
      name: "Account in the file",
    });
    expect(inFile).toHaveTextContent("Every account's rows");
    await user.click(inFile);
    await user.click(
      await screen.findByRole("option", { name: "Everyday (2 rows)" }),
    );
    const table = within(review).getByRole("table", {
      name: "Rows of the file",
    });
    await waitFor(() => {
      expect(within(table).queryByText("Interest")).toBeNull();
    });
    expect(within(table).getByText("Coffee")).toBeInTheDocument();

    await user.click(within(review).getByRole("combobox", { name: "Account" }));
    await user.click(await screen.findByRole("option", { name: "Everyday" }));
    await user.click(
      await within(dialog).findByRole("button", {
        name: "Import 2 transactions",
      }),
    );
    expect(
      await screen.findByText("Imported 2 transactions"),
    ).toBeInTheDocument();
    expect((await getAccount(everyday.id)).transaction_count).toBe(2);
  });

  it("asks for the account when the file names none, keeps the choices, and imports into it", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Checking" });
    const { user, dialog, review } = await reviewOnTransactions(
      statementFile("coffees.csv", LONG_CSV),
    );
    await user.click(
      within(review).getByRole("checkbox", { name: "Import row 1: Coffee 1" }),
    );
    const importButton = within(dialog).getByRole("button", {
      name: "Import 119 transactions",
    });
    expect(importButton).toBeDisabled();
    expect(
      within(review).getByText("Choose the account these transactions go to."),
    ).toBeInTheDocument();

    await user.click(within(review).getByRole("combobox", { name: "Account" }));
    await user.click(await screen.findByRole("option", { name: "Checking" }));

    await within(review).findByText(
      "Duplicates are found among this account's transactions.",
    );
    expect(
      within(review).getByRole("checkbox", { name: "Import row 1: Coffee 1" }),
    ).not.toBeChecked();
    await user.click(importButton);
    expect(
      await screen.findByText("Imported 119 transactions"),
    ).toBeInTheDocument();
    expect((await getAccount(account.id)).transaction_count).toBe(119);
  });
});
