import { todayIn } from "@finch/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  createAccount,
  getAccount,
  listTransactions,
} from "../../../test/money-factories";

type User = ReturnType<typeof renderWithProviders>["user"];

async function openAddDialog() {
  const rendered = renderWithProviders(createRoutes(), "/transactions");
  await screen.findByText("No transactions yet");
  await rendered.user.click(
    screen.getAllByRole("button", { name: "Add Transaction" })[0]!,
  );
  const dialog = await screen.findByRole("dialog", { name: "Add Transaction" });
  return { ...rendered, dialog };
}

async function choose(
  user: User,
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(
    within(dialog).getByRole("combobox", { name: new RegExp(`^${label}`) }),
  );
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fillValid(user: User, dialog: HTMLElement, amount: string) {
  await user.type(within(dialog).getByLabelText("Description"), "Weekly shop");
  await user.type(within(dialog).getByLabelText("Amount"), amount);
  await choose(user, dialog, "Account", "Everyday Checking");
}

function submit(user: User, dialog: HTMLElement) {
  return user.click(
    within(dialog).getByRole("button", { name: "Add Transaction" }),
  );
}

describe("TransactionFormDialog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts on today's date as a debit in Other, and requires the other fields", async () => {
    await signInNewUser();
    await createAccount();
    const { user, dialog } = await openAddDialog();

    // A new profile's time zone is UTC: "today" is that day there.
    expect(within(dialog).getByLabelText("Date")).toHaveValue(
      todayIn(new Date(), "UTC"),
    );
    expect(
      within(dialog).getByRole("combobox", { name: /^Type/ }),
    ).toHaveTextContent("Debit (money out)");
    expect(
      within(dialog).getByRole("combobox", { name: /^Category/ }),
    ).toHaveTextContent("Other");
    await user.clear(within(dialog).getByLabelText("Date"));
    await submit(user, dialog);

    for (const message of [
      "Description is required",
      "Amount is required",
      "Account is required",
      "Date is required",
    ])
      expect(await within(dialog).findByText(message)).toBeVisible();
    expect(await listTransactions()).toEqual([]);
  });

  it.each([
    ["0", "Amount must be greater than 0"],
    ["abc", "Amount must be a number"],
    ["12.345", "Amount must have at most 2 decimal places"],
    ["2000000000", "Amount must be at most 1,000,000,000.00"],
  ])(
    "says what is wrong with the amount %s under the field and keeps Add Transaction disabled",
    async (amount, message) => {
      await signInNewUser();
      await createAccount();
      const { user, dialog } = await openAddDialog();

      await fillValid(user, dialog, amount);

      expect(
        within(dialog).getByLabelText("Amount"),
      ).toHaveAccessibleDescription(message);
      expect(
        within(dialog).getByRole("button", { name: "Add Transaction" }),
      ).toBeDisabled();
      expect(await listTransactions()).toEqual([]);
    },
  );

  it("reads money typed with a currency sign and thousands separators", async () => {
    await signInNewUser();
    await createAccount({ current_balance: 5000 });
    const { user, dialog } = await openAddDialog();

    await fillValid(user, dialog, "$1,250.50");
    await submit(user, dialog);

    await screen.findByText("Transaction created successfully!");
    expect(await listTransactions()).toMatchObject([{ amount: 1250.5 }]);
  });

  it("records one transaction when Add Transaction is double-clicked", async () => {
    await signInNewUser();
    await createAccount();
    const { user, dialog } = await openAddDialog();

    await fillValid(user, dialog, "9.99");
    await user.dblClick(
      within(dialog).getByRole("button", { name: "Add Transaction" }),
    );

    await screen.findByText("Transaction created successfully!");
    expect(await listTransactions()).toHaveLength(1);
  });

  it("records a transaction, confirms it, lists it and moves the balance", async () => {
    await signInNewUser();
    const account = await createAccount({ current_balance: 100 });
    const { user, dialog } = await openAddDialog();

    await fillValid(user, dialog, "12.34");
    await choose(user, dialog, "Category", "Groceries");
    await user.type(
      within(dialog).getByLabelText("Merchant (optional)"),
      "Aldi",
    );
    await submit(user, dialog);

    expect(
      await screen.findByText("Transaction created successfully!"),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Transactions" });
    expect(await within(table).findByText("-$12.34")).toBeInTheDocument();
    expect(await listTransactions()).toMatchObject([
      {
        description: "Weekly shop",
        merchant_name: "Aldi",
        category: "groceries",
        amount: 12.34,
        transaction_type: "debit",
        account: { id: account.id },
        transaction_date: todayIn(new Date(), "UTC"),
      },
    ]);
    expect(await getAccount(account.id)).toMatchObject({
      current_balance: 87.66,
    });
  });

  it("shows the server's message beside the field and in the alert", async () => {
    await signInNewUser();
    await createAccount();
    const { user, dialog } = await openAddDialog();
    const message = "Amount is over this account's limit";
    failRequests("POST", /\/transactions$/, 422, {
      detail: [{ loc: ["body", "amount"], msg: message, type: "too_big" }],
    });

    await fillValid(user, dialog, "20");
    await submit(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription(
      message,
    );
  });

  it("shows 'Failed to create transaction' when the server fails without detail", async () => {
    await signInNewUser();
    await createAccount();
    const { user, dialog } = await openAddDialog();
    failRequests("POST", /\/transactions$/);

    await fillValid(user, dialog, "5");
    await submit(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to create transaction",
    );
  });
});
