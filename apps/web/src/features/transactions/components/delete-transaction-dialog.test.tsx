import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { formatCalendarDate } from "../../../shared/format-date";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  createAccount,
  createTransaction,
  getAccount,
  listTransactions,
} from "../../../test/money-factories";

async function openDeleteDialog(description: string) {
  const rendered = renderWithProviders(createRoutes(), "/transactions");
  const table = await screen.findByRole("table", { name: "Transactions" });
  const row = within(table).getByText(description).closest("tr")!;
  await rendered.user.click(
    within(row).getByRole("button", { name: `Delete ${description}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Delete transaction?",
  });
  return { ...rendered, dialog };
}

describe("DeleteTransactionDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks the contract's question, deletes, and gives the balance back", async () => {
    await signInNewUser();
    const account = await createAccount({ current_balance: 50 });
    // Dated today (new profiles are on UTC), recorded after the balance: each moves it.
    const today = new Date().toISOString().slice(0, 10);
    await createTransaction(account.id, {
      description: "Taxi",
      amount: 18,
      transaction_date: today,
    });
    await createTransaction(account.id, {
      description: "Lunch",
      amount: 9,
      transaction_date: today,
    });
    const { user, dialog } = await openDeleteDialog("Taxi");

    expect(dialog).toHaveAccessibleDescription(
      /^Are you sure you want to delete this transaction\?/,
    );
    // It says which one: description, date and amount.
    expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to delete this transaction? Taxi · ${formatCalendarDate(today)} · -$18.00`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(
      await screen.findByText("Transaction deleted successfully!"),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    const table = screen.getByRole("table", { name: "Transactions" });
    await waitFor(() => {
      expect(within(table).queryByText("Taxi")).not.toBeInTheDocument();
    });
    expect(within(table).getByText("Lunch")).toBeInTheDocument();
    expect(await listTransactions()).toMatchObject([{ description: "Lunch" }]);
    expect(await getAccount(account.id)).toMatchObject({ current_balance: 41 });
  });

  it("keeps the transaction when the user cancels", async () => {
    await signInNewUser();
    const account = await createAccount();
    await createTransaction(account.id, { description: "Taxi" });
    const { user, dialog } = await openDeleteDialog("Taxi");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    expect(await listTransactions()).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    const table = screen.getByRole("table", { name: "Transactions" });
    expect(within(table).getByText("Taxi")).toBeInTheDocument();
  });

  it("shows 'Failed to delete transaction' when the server fails without detail", async () => {
    await signInNewUser();
    const account = await createAccount();
    await createTransaction(account.id, { description: "Taxi" });
    const { user, dialog } = await openDeleteDialog("Taxi");
    failRequests("DELETE", /\/transactions\/\d+$/);

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete transaction",
    );
    expect(await listTransactions()).toHaveLength(1);
  });
});
