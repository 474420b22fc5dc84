import type { TransactionResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database, {
  account: { current_balance: 500 },
  transaction: {
    description: "Flat white",
    merchant_name: "Blue Bottle",
    category: "food_dining",
    amount: 4.75,
  },
});

const TRANSACTION_KEYS = [
  "account",
  "amount",
  "category",
  "category_source",
  "description",
  "id",
  "is_pending",
  "is_synced",
  "is_upcoming",
  "merchant_name",
  "transaction_date",
  "transaction_type",
];

describe("POST /transactions", () => {
  it("creates a transaction and answers exactly what was stored", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { name: "Main" });
    const res = await api.postTransaction(
      user,
      api.form(account.id, { description: "  Flat white  ", is_pending: true }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<TransactionResponse>();
    expect(body).toEqual({
      id: body.id,
      description: "Flat white",
      merchant_name: "Blue Bottle",
      category: "food_dining",
      amount: 4.75,
      transaction_type: "debit",
      account: { id: account.id, name: "Main" },
      transaction_date: "2026-03-14",
      is_pending: true,
      is_synced: false,
      category_source: "user",
      is_upcoming: false,
    });
    expect(Object.keys(body).sort()).toEqual(TRANSACTION_KEYS);
    const row = await database.db
      .selectFrom("transactions")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: user.id,
      accountId: account.id,
      description: "Flat white",
      merchantName: "Blue Bottle",
      category: "food_dining",
      amountCents: 475,
      transactionType: "debit",
      transactionDate: "2026-03-14",
      isPending: true,
    });
    expect(await api.allTransactions(user)).toEqual({
      transactions: [body],
      total: 1,
    });
  });

  it.each([
    ["a string", (id: number) => String(id)],
    ["a number", (id: number) => id],
  ])("accepts account_id as %s", async (_case, toWire) => {
    const user = await makeUser(app);
    const account = await api.createAccount(user);
    const created = await api.createTransaction(user, account.id, {
      account_id: toWire(account.id),
    });
    expect(created.account).toEqual({ id: account.id, name: "Checking" });
  });

  it("stores an empty merchant as null and a missing is_pending as false", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user);
    const created = await api.createTransaction(user, account.id, {
      merchant_name: "",
    });
    expect([created.merchant_name, created.is_pending]).toEqual([null, false]);
  });
});

describe("PUT /transactions/:id", () => {
  it("replaces every field and answers the transaction as stored", async () => {
    const user = await makeUser(app);
    const first = await api.createAccount(user, { name: "First" });
    const second = await api.createAccount(user, { name: "Second" });
    const created = await api.createTransaction(user, first.id);
    const res = await api.putTransaction(user, created.id, {
      description: "Paycheck",
      merchant_name: null,
      category: "salary",
      amount: 2100.1,
      transaction_type: "credit",
      account_id: second.id,
      transaction_date: "2026-03-31",
      is_pending: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: created.id,
      description: "Paycheck",
      merchant_name: null,
      category: "salary",
      amount: 2100.1,
      transaction_type: "credit",
      account: { id: second.id, name: "Second" },
      transaction_date: "2026-03-31",
      is_pending: true,
      is_synced: false,
      category_source: "user",
      is_upcoming: false,
    };
    expect(res.json()).toEqual(expected);
    expect(await api.allTransactions(user)).toEqual({
      transactions: [expected],
      total: 1,
    });
  });

  it("shows the account's new name after the account is renamed", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { name: "Old name" });
    const created = await api.createTransaction(user, account.id);
    const renamed = await api.putAccount(user, account.id, {
      name: "New name",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await api.allTransactions(user)).toEqual({
      transactions: [
        { ...created, account: { id: account.id, name: "New name" } },
      ],
      total: 1,
    });
  });
});

describe("DELETE /transactions/:id", () => {
  it("deletes the caller's transaction with 204 and then answers 404 for it", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user);
    const doomed = await api.createTransaction(user, account.id);
    const kept = await api.createTransaction(user, account.id, {
      description: "Kept",
    });
    const res = await api.deleteTransaction(user, doomed.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await api.allTransactions(user)).toEqual({
      transactions: [kept],
      total: 1,
    });
    const again = await api.deleteTransaction(user, doomed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: "Transaction not found" });
  });
});
