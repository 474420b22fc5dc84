import type { AccountResponse, GoalResponse } from "@finch/contracts";
import type { Page } from "playwright-core";
import { apiAs } from "./api";

/** One of each thing a page lists, so no page is checked only in its empty state. */
export async function addALittleOfEverything(page: Page): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
    name: "Everyday Checking",
    account_type: "checking",
    current_balance: 2400,
  });
  await apiAs(page, "POST", "/transactions", {
    description: "Coffee at Blue Bottle",
    merchant_name: "Blue Bottle",
    category: "food_dining",
    amount: 5.75,
    transaction_type: "debit",
    account_id: String(account.id),
    transaction_date: today,
  });
  await apiAs(page, "POST", "/budgets", {
    name: "Eating out",
    category: "food_dining",
    amount: 200,
    period: "monthly",
  });
  await apiAs(page, "POST", "/goals", {
    name: "Rainy Day",
    target_amount: 1000,
    target_date: "2030-12-31",
  });
}

/** The largest amount one item may hold ($1,000,000,000.00); the sums of several go beyond. */
const MOST = 1_000_000_000;

/**
 * A household at the limits: accounts, transactions, budgets and goals of the largest amounts,
 * so every card, chip and overview shows figures of 13 to 14 characters.
 */
export async function addTheLargestAmounts(page: Page): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const accounts: AccountResponse[] = [];
  for (const [name, type, balance] of [
    ["Everyday Checking", "checking", MOST],
    ["Long-term Savings", "savings", MOST],
    ["Platinum Card", "credit_card", -MOST],
  ] as const)
    accounts.push(
      await apiAs<AccountResponse>(page, "POST", "/accounts", {
        name,
        account_type: type,
        current_balance: balance,
      }),
    );
  const spend = (category: string, amount: number, type = "debit") =>
    apiAs(page, "POST", "/transactions", {
      description: `A very large ${category} payment`,
      category,
      amount,
      transaction_type: type,
      account_id: String(accounts[0]!.id),
      transaction_date: today,
    });
  await spend("salary", MOST, "credit");
  await spend("food_dining", 999_999_999.99);
  await spend("shopping", MOST);
  await spend("shopping", MOST);
  for (const [name, category] of [
    ["Eating out", "food_dining"],
    ["Shopping", "shopping"],
  ])
    await apiAs(page, "POST", "/budgets", {
      name,
      category,
      amount: MOST,
      period: "monthly",
    });
  for (const name of ["Island", "Lighthouse", "Observatory"]) {
    const goal = await apiAs<GoalResponse>(page, "POST", "/goals", {
      name,
      target_amount: MOST,
      target_date: "2031-01-01",
    });
    if (name === "Island")
      await apiAs(
        page,
        "POST",
        `/goals/${String(goal.id)}/contribute?amount=999999999.99`,
      );
  }
}
