import type { AccountResponse, CreateAccountBody } from "@finch/contracts";
import {
  accountListResponseSchema,
  accountResponseSchema,
  transactionResponseSchema,
} from "@finch/contracts";
import { apiRequest } from "../../../shared/api-client";

/** Creates a manual account for the signed-in test user through the real API. */
export function createAccount(
  overrides: Partial<CreateAccountBody> = {},
): Promise<AccountResponse> {
  return apiRequest("/accounts", {
    method: "POST",
    body: {
      name: "Everyday Checking",
      account_type: "checking",
      institution_name: null,
      current_balance: 0,
      ...overrides,
    },
    schema: accountResponseSchema,
  });
}

/** Records `count` small debits on an account through the real API. */
export async function createTransactions(
  accountId: number,
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await apiRequest("/transactions", {
      method: "POST",
      body: {
        description: `Coffee ${String(index + 1)}`,
        merchant_name: null,
        category: "food_dining",
        amount: 4.5,
        transaction_type: "debit",
        account_id: String(accountId),
        transaction_date: "2026-01-15",
      },
      schema: transactionResponseSchema,
    });
  }
}

/** The signed-in test user's accounts, as the server has them. */
export async function listAccounts(): Promise<AccountResponse[]> {
  return (await apiRequest("/accounts", { schema: accountListResponseSchema }))
    .accounts;
}
