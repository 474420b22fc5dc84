import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { apiRequest } from "../../../shared/api-client";
import { linkSandboxBank } from "../../../test/banking-factories";
import {
  createAccount,
  createTransaction,
  getAccount,
  listTransactions,
} from "../../../test/money-factories";

async function openEditDialog(description: string) {
  const rendered = renderWithProviders(createRoutes(), "/transactions");
  const table = await screen.findByRole("table", { name: "Transactions" });
  const row = within(table).getByText(description).closest("tr")!;
  await rendered.user.click(
    within(row).getByRole("button", { name: `Edit ${description}` }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Edit Transaction",
  });
  return { ...rendered, dialog };
}

describe("TransactionFormDialog when editing", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the transaction's values, saves the change and moves the balance back", async () => {
    await signInNewUser();
    const account = await createAccount({ current_balance: 100 });
    const today = new Date().toISOString().slice(0, 10);
    await createTransaction(account.id, {
      description: "Refund",
      merchant_name: "Shop",
      amount: 20,
      transaction_type: "debit",
      category: "shopping",
      // Today (new profiles are on UTC), recorded after the balance: it moves it.
      transaction_date: today,
    });
    const { user, dialog } = await openEditDialog("Refund");

    expect(within(dialog).getByLabelText("Description")).toHaveValue("Refund");
    expect(within(dialog).getByLabelText("Amount")).toHaveValue("20.00");
    expect(within(dialog).getByLabelText("Date")).toHaveValue(today);
    expect(
      within(dialog).getByRole("combobox", { name: /^Account/ }),
    ).toHaveTextContent("Everyday Checking");
    const amount = within(dialog).getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "25.50");
    await user.click(within(dialog).getByRole("combobox", { name: /^Type/ }));
    await user.click(
      await screen.findByRole("option", { name: "Credit (money in)" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(
      await screen.findByText("Transaction updated successfully!"),
    ).toBeInTheDocument();
    expect(await screen.findByText("+$25.50")).toBeInTheDocument();
    expect(await listTransactions()).toMatchObject([
      { description: "Refund", amount: 25.5, transaction_type: "credit" },
    ]);
    // 100 − 20 when recorded; the edit turns it into +25.50.
    expect(await getAccount(account.id)).toMatchObject({
      current_balance: 125.5,
    });
  });

  it("keeps a pending transaction pending", async () => {
    await signInNewUser();
    const account = await createAccount();
    await createTransaction(account.id, {
      description: "Hotel hold",
      is_pending: true,
    });
    const { user, dialog } = await openEditDialog("Hotel hold");

    await user.type(within(dialog).getByLabelText("Description"), " (Lisbon)");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    await screen.findByText("Transaction updated successfully!");
    expect(await listTransactions()).toMatchObject([
      { description: "Hotel hold (Lisbon)", is_pending: true },
    ]);
  });

  it("shows 'Failed to update transaction' when the server fails without detail", async () => {
    await signInNewUser();
    const account = await createAccount();
    await createTransaction(account.id, { description: "Bus fare" });
    const { user, dialog } = await openEditDialog("Bus fare");
    failRequests("PUT", /\/transactions\/\d+$/);

    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to update transaction",
    );
  });

  it("locks what the bank sets on a synced row and saves a new category", async () => {
    await signInNewUser();
    await linkSandboxBank();
    await apiRequest("/plaid/sync-transactions", { method: "POST" });
    // A posted row whose description is unique on the first page (the one the table shows).
    const page = (await listTransactions()).slice(0, 25);
    const synced = page.find(
      (t) =>
        !t.is_pending &&
        page.filter((o) => o.description === t.description).length === 1,
    );
    if (!synced) throw new Error("the sandbox bank sent no posted row");
    const { user, dialog } = await openEditDialog(synced.description);

    for (const name of [/^Amount/, /^Date/])
      expect(within(dialog).getByLabelText(name)).toBeDisabled();
    for (const name of [/^Type/, /^Account/])
      expect(within(dialog).getByRole("combobox", { name })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    expect(within(dialog).getAllByText("Set by your bank")).toHaveLength(4);

    await user.click(
      within(dialog).getByRole("combobox", { name: /^Category/ }),
    );
    await user.click(await screen.findByRole("option", { name: "Travel" }));
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(
      await screen.findByText("Transaction updated successfully!"),
    ).toBeInTheDocument();
    expect(
      (await listTransactions()).find((t) => t.id === synced.id),
    ).toMatchObject({ category: "travel", amount: synced.amount });
  });
});
