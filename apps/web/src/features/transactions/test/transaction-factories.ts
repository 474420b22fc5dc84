import type {
  AccountResponse,
  CreateAccountBody,
  TransactionBody,
  TransactionResponse,
} from "@finch/contracts";
import {
  accountListResponseSchema,
  accountResponseSchema,
  transactionListResponseSchema,
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

/** Records a transaction for the signed-in test user through the real API. */
export function createTransaction(
  accountId: number,
  overrides: Partial<TransactionBody> = {},
): Promise<TransactionResponse> {
  return apiRequest("/transactions", {
    method: "POST",
    body: {
      description: "Groceries run",
      merchant_name: null,
      category: "groceries",
      amount: 10,
      transaction_type: "debit",
      account_id: String(accountId),
      transaction_date: "2026-01-15",
      ...overrides,
    },
    schema: transactionResponseSchema,
  });
}

/** The signed-in test user's transactions as the server has them (first page of 100). */
export async function listTransactions(): Promise<TransactionResponse[]> {
  return (
    await apiRequest("/transactions?limit=100", {
      schema: transactionListResponseSchema,
    })
  ).transactions;
}

/** The signed-in test user's account, as the server has it now. */
export async function getAccount(id: number): Promise<AccountResponse> {
  const { accounts } = await apiRequest("/accounts", {
    schema: accountListResponseSchema,
  });
  const account = accounts.find((candidate) => candidate.id === id);
  if (account === undefined) throw new Error(`No account ${String(id)}`);
  return account;
}
