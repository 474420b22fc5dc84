import type { BudgetBody, BudgetResponse } from "@finch/contracts";
import {
  accountResponseSchema,
  budgetListResponseSchema,
  budgetResponseSchema,
  transactionResponseSchema,
} from "@finch/contracts";
import type { Category } from "@finch/domain";
import { todayIn } from "@finch/domain";
import { vi } from "vitest";
import { apiRequest } from "../../../shared/api-client";

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
  const account = await apiRequest("/accounts", {
    method: "POST",
    body: { name: "Checking", account_type: "checking", current_balance: 0 },
    schema: accountResponseSchema,
  });
  await apiRequest("/transactions", {
    method: "POST",
    body: {
      description: "Purchase",
      merchant_name: null,
      category,
      amount,
      transaction_type: "debit",
      account_id: String(account.id),
      transaction_date: todayIn(new Date(), "UTC"),
    },
    schema: transactionResponseSchema,
  });
}

/**
 * Makes the calls matching `method` and `path` answer `status` with the JSON `body`, as the
 * server would for a failure the test cannot drive it into; every other call is real.
 * Restore with `vi.restoreAllMocks()`.
 */
export function answerWith(
  method: string,
  path: RegExp,
  status: number,
  body: unknown,
) {
  const realFetch = globalThis.fetch.bind(globalThis);
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && path.test(new URL(request.url).pathname))
      return Promise.resolve(Response.json(body, { status }));
    return realFetch(input, init);
  });
}
