import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, listTransactions } from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function openFromCard(accountName: string) {
  const rendered = renderWithProviders(createRoutes(), "/accounts");
  await screen.findByRole("article", { name: accountName });
  await rendered.user.click(
    screen.getByRole("button", { name: `Actions for ${accountName}` }),
  );
  await rendered.user.click(
    await screen.findByRole("menuitem", { name: "Import statement" }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Import statement",
  });
  return { ...rendered, dialog };
}
import { ONE_ROW_OFX, statementFile } from "../test/import-factories";

describe("ImportDialog from an account card", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("imports an OFX statement into that account without a mapping step", async () => {
    await signInNewUser();
    await createAccount({ name: "Savings" });
    const checking = await createAccount({ name: "Checking" });
    const { user, dialog } = await openFromCard("Checking");
    expect(
      await within(dialog).findByRole("combobox", { name: "Account" }),
    ).toHaveTextContent("Checking");

    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile("january.ofx", ONE_ROW_OFX),
    );

    const review = await within(dialog).findByRole("group", { name: "Review" });
    expect(
      within(dialog).getByRole("list", { name: "Import steps" }),
    ).not.toHaveTextContent("Map columns");
    expect(
      within(review).getByRole("group", { name: "Rows by status" }),
    ).toHaveTextContent("New 1");
    const table = within(review).getByRole("table", {
      name: "Rows of the file",
    });
    expect(within(table).getByText("GAS STATION")).toBeInTheDocument();
    expect(within(table).getByText("-$42.00")).toBeInTheDocument();
    expect(within(table).getByText("Jan 10, 2025")).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole("button", { name: "Import 1 transaction" }),
    );

    expect(
      await screen.findByText("Imported 1 transaction"),
    ).toBeInTheDocument();
    expect(
      (await listTransactions()).map((t) => [t.account.id, t.amount]),
    ).toEqual([[checking.id, 42]]);
  });

  it("says a statement that lists no transactions has nothing to import", async () => {
    await signInNewUser();
    await createAccount({ name: "Checking" });
    const { user, dialog } = await openFromCard("Checking");
    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile(
        "quiet-month.ofx",
        ONE_ROW_OFX.replace(/<STMTTRN>.*<\/STMTTRN>\n/, ""),
      ),
    );
    const review = await within(dialog).findByRole("group", { name: "Review" });
    expect(
      within(review).getByText(/This statement lists no transactions/),
    ).toBeInTheDocument();
    expect(within(review).queryByRole("table")).toBeNull();
    expect(
      within(dialog).getByRole("button", { name: /Import 0 transactions/ }),
    ).toBeDisabled();
  });

  it("keeps the review open with the fallback when the commit fails", async () => {
    await signInNewUser();
    await createAccount({ name: "Checking" });
    failRequests("POST", /\/imports\/\d+\/commit$/);
    const { user, dialog } = await openFromCard("Checking");
    await within(dialog).findByRole("combobox", { name: "Account" });
    await user.upload(
      within(dialog).getByLabelText("Statement file"),
      statementFile("january.ofx", ONE_ROW_OFX),
    );

    await user.click(
      await within(dialog).findByRole("button", {
        name: "Import 1 transaction",
      }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to import transactions",
    );
    expect(await listTransactions()).toEqual([]);
  });
});
