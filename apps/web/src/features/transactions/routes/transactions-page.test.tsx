import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

async function renderTransactionsPage(path = "/transactions") {
  const rendered = renderWithProviders(createRoutes(), path);
  await screen.findByRole("heading", { level: 1, name: "Transactions" });
  return rendered;
}

async function seedPaycheckAndDinner() {
  await signInNewUser();
  const account = await createAccount({ name: "Everyday Checking" });
  await createTransaction(account.id, {
    description: "Paycheck",
    merchant_name: "Acme Corp",
    category: "salary",
    amount: 2500,
    transaction_type: "credit",
    transaction_date: "2026-01-31",
  });
  await createTransaction(account.id, {
    description: "Dinner",
    merchant_name: "Luigi's",
    category: "food_dining",
    amount: 42.5,
    transaction_type: "debit",
    transaction_date: "2026-01-30",
    is_pending: true,
  });
}

describe("TransactionsPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("invites a new user to add a first transaction", async () => {
    await signInNewUser();
    await renderTransactionsPage();

    expect(await screen.findByText("No transactions yet")).toBeInTheDocument();
    expect(
      screen.getAllByRole("button", { name: "Add Transaction" }),
    ).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Sync" })).toBeEnabled();
  });

  it("lists transactions with readable labels, signed amounts and status", async () => {
    await seedPaycheckAndDinner();
    await renderTransactionsPage();

    const table = await screen.findByRole("table", { name: "Transactions" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      // The tick column: its header is the "Select all on this page" checkbox.
      "",
      "Date",
      "Description",
      "Merchant",
      "Category",
      "Account",
      "Amount",
      "Status",
      "Actions",
    ]);
    const [, paycheck, dinner] = within(table).getAllByRole("row");
    expect(
      within(paycheck!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "",
      "Jan 31, 2026",
      "Paycheck",
      "Acme Corp",
      "Salary",
      "Everyday Checking",
      "+$2,500.00",
      "Completed",
      "",
    ]);
    // Cut short with an ellipsis on a narrow screen, so the full text shows on hover.
    for (const text of ["Paycheck", "Acme Corp", "Everyday Checking"])
      expect(within(paycheck!).getByText(text)).toHaveAttribute("title", text);
    expect(within(paycheck!).getByText("+$2,500.00")).toHaveStyle({
      color: "rgb(21, 128, 61)",
    });
    expect(within(dinner!).getByText("Food & Dining")).toBeInTheDocument();
    expect(within(dinner!).getByText("-$42.50")).toHaveStyle({
      color: "rgb(217, 45, 32)",
    });
    expect(within(dinner!).getByText("Pending")).toBeInTheDocument();
    // Each row's buttons say which transaction they act on, for a screen reader's list of buttons.
    expect(
      within(dinner!).getByRole("button", { name: "Edit Dinner" }),
    ).toBeInTheDocument();
    expect(
      within(dinner!).getByRole("button", { name: "Delete Dinner" }),
    ).toBeInTheDocument();
    expect(
      within(paycheck!).getByRole("button", { name: "Edit Paycheck" }),
    ).toBeInTheDocument();
  });

  it("marks a transaction dated after today as Upcoming, pending or not", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Everyday Checking" });
    const nextMonth = new Date(Date.now() + 40 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await createTransaction(account.id, {
      description: "Rent",
      amount: 1200,
      transaction_date: nextMonth,
      is_pending: true,
    });
    await renderTransactionsPage();

    const table = await screen.findByRole("table", { name: "Transactions" });
    const [, rent] = within(table).getAllByRole("row");
    expect(within(rent!).getByText("Upcoming")).toBeInTheDocument();
    expect(within(rent!).queryByText("Pending")).not.toBeInTheDocument();
  });

  it("sums the current page into income, expenses and net income", async () => {
    await seedPaycheckAndDinner();
    await renderTransactionsPage();

    const summary = await screen.findByRole("region", {
      name: "Transaction Summary (Current Page)",
    });
    const figure = (label: string) =>
      within(summary).getByRole("group", { name: label });
    expect(figure("Total Income")).toHaveTextContent("$2,500.00");
    expect(figure("Total Expenses")).toHaveTextContent("$42.50");
    expect(figure("Net Income")).toHaveTextContent("$2,457.50");
  });

  it("shows the same transactions as a list on a phone", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await seedPaycheckAndDinner();
    await renderTransactionsPage();

    const list = await screen.findByRole("list", { name: "Transactions" });
    const [paycheck] = within(list).getAllByRole("listitem");
    expect(paycheck).toHaveTextContent("Paycheck");
    expect(paycheck).toHaveTextContent(
      "Jan 31, 2026 · Acme Corp · Everyday Checking",
    );
    expect(within(paycheck!).getByText("+$2,500.00")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the fallback in a dismissible alert when the list fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/transactions$/);
    const { user } = await renderTransactionsPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load transactions");

    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
