import type { BudgetBody, BudgetResponse } from "@finch/contracts";
import {
  budgetListResponseSchema,
  budgetResponseSchema,
} from "@finch/contracts";
import type { Category } from "@finch/domain";
import { todayIn } from "@finch/domain";
import { apiRequest } from "../../../shared/api-client";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

/** Creates a budget for the signed-in test user through the real API. */
export function createBudget(
  overrides: Partial<BudgetBody> = {},
): Promise<BudgetResponse> {
  return apiRequest("/budgets", {
    method: "POST",
    body: {
      name: "Groceries",
      category: "groceries",
      amount: 500,
      period: "monthly",
      ...overrides,
    },
    schema: budgetResponseSchema,
  });
}

/** The signed-in test user's budgets, as the server has them. */
export async function listBudgets(): Promise<BudgetResponse[]> {
  return (await apiRequest("/budgets", { schema: budgetListResponseSchema }))
    .budgets;
}

/**
 * Records a debit of `amount` in `category` dated today (the test user's profile is in UTC, as
 * the server's window is), on a fresh manual account.
 */
export async function spend(amount: number, category: Category): Promise<void> {
  const account = await createAccount({ name: "Checking" });
  await createTransaction(account.id, {
    description: "Purchase",
    category,
    amount,
    transaction_date: todayIn(new Date(), "UTC"),
  });
}
