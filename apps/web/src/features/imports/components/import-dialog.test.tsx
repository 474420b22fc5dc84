import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, listTransactions } from "../../../test/money-factories";
import { EUROPEAN_CSV, statementFile } from "../test/import-factories";
import { openWizardOnTransactions } from "../test/import-wizard";

describe("ImportDialog", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads a European CSV, shows what it detected, imports it and undoes it", async () => {
    await signInNewUser();
    await createAccount({ name: "Girokonto" });
    const { user, dialog } = await openWizardOnTransactions();

    await user.click(within(dialog).getByRole("combobox", { name: "Account" }));
    await user.click(await screen.findByRole("option", { name: "Girokonto" }));
    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );

    const mapping = await within(dialog).findByRole("group", {
      name: "Map columns",
    });
    expect(
      within(mapping).getByRole("combobox", { name: "Date format" }),
    ).toHaveTextContent("DD.MM.YYYY");
    expect(
      within(mapping).getByRole("combobox", { name: "Decimal separator" }),
    ).toHaveTextContent("Comma (1.234,56)");
    expect(
      within(mapping).getByRole("combobox", { name: "Date column" }),
    ).toHaveTextContent("Datum");
    const sample = within(mapping).getByRole("table", {
      name: "First rows as read",
    });
    expect(within(sample).getByText("Mar 15, 2024")).toBeInTheDocument();
    expect(within(sample).getByText("-$1,234.56")).toBeInTheDocument();
    expect(within(sample).getByText("+$2,500.00")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    const review = await within(dialog).findByRole("group", { name: "Review" });
    const counts = within(review).getByRole("group", {
      name: "Rows by status",
    });
    expect(counts).toHaveTextContent("New 2");
    expect(counts).toHaveTextContent("Duplicates 0");
    expect(counts).toHaveTextContent("Errors 0");
    expect(
      within(review).getByRole("checkbox", { name: "Import row 1: Miete" }),
    ).toBeChecked();

    await user.click(
      within(dialog).getByRole("button", { name: "Import 2 transactions" }),
    );

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Imported 2 transactions");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(
      (await listTransactions()).map((t) => [t.description, t.amount]),
    ).toEqual(
      expect.arrayContaining([
        ["Miete", 1234.56],
        ["Gehalt", 2500],
      ]),
    );

    await user.click(within(notice).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Import undone")).toBeInTheDocument();
    expect(await listTransactions()).toEqual([]);
  });

  it("leaves out a row the person unticks, and flags rows already imported as duplicates", async () => {
    await signInNewUser();
    await createAccount({ name: "Girokonto" });
    const { user, dialog } = await openWizardOnTransactions();
    await user.click(within(dialog).getByRole("combobox", { name: "Account" }));
    await user.click(await screen.findByRole("option", { name: "Girokonto" }));
    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );
    await user.click(
      await within(dialog).findByRole("button", { name: "Next" }),
    );

    await user.click(
      await within(dialog).findByRole("checkbox", {
        name: "Import row 2: Gehalt",
      }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Import 1 transaction" }),
    );
    expect(
      await screen.findByText("Imported 1 transaction"),
    ).toBeInTheDocument();
    expect((await listTransactions()).map((t) => t.description)).toEqual([
      "Miete",
    ]);

    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole("button", { name: "Import" }));
    const again = await screen.findByRole("dialog", {
      name: "Import statement",
    });
    await user.click(within(again).getByRole("combobox", { name: "Account" }));
    await user.click(await screen.findByRole("option", { name: "Girokonto" }));
    await user.upload(
      within(again).getByLabelText("Statement file"),
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );
    await user.click(
      await within(again).findByRole("button", { name: "Next" }),
    );
    const review = await within(again).findByRole("group", { name: "Review" });
    expect(
      within(review).getByRole("group", { name: "Rows by status" }),
    ).toHaveTextContent("New 1Duplicates 1");
    expect(
      within(review).getByRole("checkbox", { name: "Import row 1: Miete" }),
    ).not.toBeChecked();
    expect(
      within(again).getByRole("button", { name: "Import 1 transaction" }),
    ).toBeEnabled();
  });

  it("says why a file cannot be read, beside the file", async () => {
    await signInNewUser();
    const { user, dialog } = await openWizardOnTransactions();

    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile("notes.txt", "Dear diary, nothing to see here."),
    );

    const step = within(dialog).getByRole("group", { name: "Choose a file" });
    expect(await within(step).findByRole("alert")).toHaveTextContent(
      "We could not find a date column and an amount column in this file",
    );
    expect(
      within(step).getByRole("button", { name: "Choose a file" }),
    ).toHaveAccessibleDescription(
      /We could not find a date column and an amount column in this file/,
    );
    expect(
      within(dialog).queryByRole("group", { name: "Map columns" }),
    ).not.toBeInTheDocument();
  });
});
