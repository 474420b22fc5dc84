import type {
  AccountListResponse,
  AccountResponse,
  TransactionListResponse,
  TransactionResponse,
} from "@finch/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Selectable } from "kysely";
import { expect } from "vitest";
import { todayIn } from "@finch/domain";
import { createAccountsRepository } from "../src/features/accounts/accounts.repository";
import type { TransactionsTable } from "../src/platform/db/database";
import type { SignedInUser } from "./factories";
import type { TestDatabase } from "./test-database";

/** Request body fields; one set to `undefined` is left out of the JSON sent. */
export type Fields = Record<string, unknown>;

/** Who sends a request: a signed-in user, or `undefined` for no token at all. */
export type Caller = SignedInUser | undefined;

/** A manual checking account with a zero balance. */
export const ACCOUNT_DEFAULTS: Fields = {
  name: "Checking",
  account_type: "checking",
  current_balance: 0,
};

/**
 * Today in UTC (new users' time zone), when the test file loaded: a row dated today, recorded
 * after its account was created, moves the account's balance (ADR 0032); an older one does not.
 */
export const TODAY_UTC = todayIn(new Date(), "UTC");

/** A 10.00 shopping debit on 2026-03-14; `form` adds the account id. */
export const TRANSACTION_DEFAULTS: Fields = {
  description: "Purchase",
  category: "shopping",
  amount: 10,
  transaction_type: "debit",
  transaction_date: "2026-03-14",
};

/** A test file's own defaults, laid over ACCOUNT_DEFAULTS and TRANSACTION_DEFAULTS. */
export interface MoneyApiDefaults {
  account?: Fields;
  transaction?: Fields;
}

/** The accounts and transactions API as the tests drive it, and what the database holds. */
export interface MoneyApi {
  /** Sends `method` to `/api/v1{path}`, with `payload` as the JSON body when given. */
  send(
    caller: Caller,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** POST /accounts with exactly `payload`. */
  postAccount(caller: Caller, payload: object): Promise<LightMyRequestResponse>;
  /** Creates an account from the defaults and `fields`, expecting 201. */
  createAccount(user: SignedInUser, fields?: Fields): Promise<AccountResponse>;
  /** GET /accounts. */
  getAccounts(caller?: Caller): Promise<LightMyRequestResponse>;
  /** The caller's accounts, expecting 200. */
  listAccounts(user: SignedInUser): Promise<AccountResponse[]>;
  /** The balances the API shows, by account id. */
  balances(user: SignedInUser): Promise<Record<number, number>>;
  /** PUT /accounts/:id with `payload`. */
  putAccount(
    caller: Caller,
    id: number,
    payload: object,
  ): Promise<LightMyRequestResponse>;
  /** DELETE /accounts/:id. */
  deleteAccount(caller: Caller, id: number): Promise<LightMyRequestResponse>;
  /** A transaction form for the account: the defaults, then `overrides`. */
  form(accountId: number, overrides?: Fields): Fields;
  /** POST /transactions with exactly `payload`, or with no body at all. */
  postTransaction(
    caller: Caller,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Creates `form(accountId, overrides)` as a transaction, expecting 201. */
  createTransaction(
    user: SignedInUser,
    accountId: number,
    overrides?: Fields,
  ): Promise<TransactionResponse>;
  /** PUT /transactions/:id with `payload`. */
  putTransaction(
    caller: Caller,
    id: number,
    payload: object,
  ): Promise<LightMyRequestResponse>;
  /** DELETE /transactions/:id. */
  deleteTransaction(
    caller: Caller,
    id: number,
  ): Promise<LightMyRequestResponse>;
  /** GET /transactions with `query` (from its `?`, or empty) appended as given. */
  getTransactions(
    caller: Caller,
    query?: string,
  ): Promise<LightMyRequestResponse>;
  /** One page of the caller's transactions for `query`, expecting 200. */
  listTransactions(
    user: SignedInUser,
    query?: string,
  ): Promise<TransactionListResponse>;
  /** The caller's transactions on one page of 100, expecting 200. */
  allTransactions(user: SignedInUser): Promise<TransactionListResponse>;
  /**
   * The account's balance in integer cents on its owner's day, as the database works it out
   * from the anchor and the rows after it (read past the API and its kept copies).
   */
  storedCents(accountId: number): Promise<number>;
  /** How many accounts are stored, for every user. */
  accountCount(): Promise<number>;
  /** How many transactions are stored, on one account or for every user. */
  transactionCount(accountId?: number): Promise<number>;
  /** Every stored transaction row and the account's stored balance, to prove nothing changed. */
  snapshot(accountId: number): Promise<{
    rows: Selectable<TransactionsTable>[];
    balanceCents: number;
  }>;
}

/** The helpers for one test file's app and database; `defaults` adjust the payloads it builds. */
export function moneyApi(
  app: FastifyInstance,
  database: TestDatabase,
  defaults: MoneyApiDefaults = {},
): MoneyApi {
  const { db } = database;
  const accountDefaults = { ...ACCOUNT_DEFAULTS, ...defaults.account };
  const transactionDefaults = {
    ...TRANSACTION_DEFAULTS,
    ...defaults.transaction,
  };

  const api: MoneyApi = {
    send: (caller, method, path, payload) =>
      app.inject({
        method,
        url: `/api/v1${path}`,
        headers: caller?.auth ?? {},
        ...(payload ? { payload } : {}),
      }),
    postAccount: (caller, payload) =>
      api.send(caller, "POST", "/accounts", payload),
    async createAccount(user, fields = {}) {
      const res = await api.postAccount(user, {
        ...accountDefaults,
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<AccountResponse>();
    },
    getAccounts: (caller) => api.send(caller, "GET", "/accounts"),
    async listAccounts(user) {
      const res = await api.getAccounts(user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AccountListResponse>().accounts;
    },
    async balances(user) {
      const accounts = await api.listAccounts(user);
      return Object.fromEntries(accounts.map((a) => [a.id, a.current_balance]));
    },
    putAccount: (caller, id, payload) =>
      api.send(caller, "PUT", `/accounts/${String(id)}`, payload),
    deleteAccount: (caller, id) =>
      api.send(caller, "DELETE", `/accounts/${String(id)}`),
    form: (accountId, overrides = {}) => ({
      ...transactionDefaults,
      account_id: String(accountId),
      ...overrides,
    }),
    postTransaction: (caller, payload) =>
      api.send(caller, "POST", "/transactions", payload),
    async createTransaction(user, accountId, overrides = {}) {
      const payload = api.form(accountId, overrides);
      const res = await api.postTransaction(user, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TransactionResponse>();
    },
    putTransaction: (caller, id, payload) =>
      api.send(caller, "PUT", `/transactions/${String(id)}`, payload),
    deleteTransaction: (caller, id) =>
      api.send(caller, "DELETE", `/transactions/${String(id)}`),
    getTransactions: (caller, query = "") =>
      api.send(caller, "GET", `/transactions${query}`),
    async listTransactions(user, query = "") {
      const res = await api.getTransactions(user, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TransactionListResponse>();
    },
    allTransactions: (user) => api.listTransactions(user, "?limit=100"),
    async storedCents(accountId) {
      const owner = await db
        .selectFrom("accounts")
        .innerJoin("users", "users.id", "accounts.userId")
        .select(["users.id", "users.timezone"])
        .where("accounts.id", "=", accountId)
        .executeTakeFirstOrThrow();
      const account = await createAccountsRepository(db).get(
        owner.id,
        accountId,
        todayIn(new Date(), owner.timezone),
      );
      if (!account) throw new Error(`No account ${String(accountId)}`);
      return account.balanceCents;
    },
    async accountCount() {
      const row = await db
        .selectFrom("accounts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return row.n;
    },
    async transactionCount(accountId) {
      let query = db
        .selectFrom("transactions")
        .select((eb) => eb.fn.countAll<number>().as("n"));
      if (accountId !== undefined)
        query = query.where("accountId", "=", accountId);
      const row = await query.executeTakeFirstOrThrow();
      return row.n;
    },
    async snapshot(accountId) {
      const rows = await db
        .selectFrom("transactions")
        .selectAll()
        .orderBy("id")
        .execute();
      return { rows, balanceCents: await api.storedCents(accountId) };
    },
  };
  return api;
}
