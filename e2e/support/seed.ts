import type { AccountResponse } from "@finch/contracts";
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
