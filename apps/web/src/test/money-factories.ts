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
import { apiRequest } from "../shared/api-client";

/**
 * Accounts and transactions for the signed-in test user, made and read through the real API: the
 * one set of money factories every feature's tests use (features never import each other).
 */

/** Creates a manual account. */
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

/** The user's accounts, as the server has them. */
export async function listAccounts(): Promise<AccountResponse[]> {
  return (await apiRequest("/accounts", { schema: accountListResponseSchema }))
    .accounts;
}

/** One of the user's accounts, as the server has it now. */
export async function getAccount(id: number): Promise<AccountResponse> {
  const account = (await listAccounts()).find(
    (candidate) => candidate.id === id,
  );
  if (account === undefined) throw new Error(`No account ${String(id)}`);
  return account;
}

/** Records a transaction (a 10.00 grocery debit unless told otherwise) on an account. */
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

/** Records `count` small debits on an account ('Coffee 1', 'Coffee 2', …). */
export async function createTransactions(
  accountId: number,
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index += 1)
    await createTransaction(accountId, {
      description: `Coffee ${String(index + 1)}`,
      category: "food_dining",
      amount: 4.5,
    });
}

/** The user's transactions as the server has them (first page of 100). */
export async function listTransactions(): Promise<TransactionResponse[]> {
  return (
    await apiRequest("/transactions?limit=100", {
      schema: transactionListResponseSchema,
    })
  ).transactions;
}
