import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

const { app, database } = await buildTestApp();
// Accounts here are created without an account_type, which the API defaults to checking.
const api = moneyApi(app, database, {
  account: { account_type: undefined, current_balance: 500 },
  transaction: {
    description: "Flat white",
    category: "food_dining",
    amount: 4.75,
    // Today: recorded after the account, each moves its balance (ADR 0032).
    transaction_date: TODAY_UTC,
  },
});

describe("transactions of other users", () => {
  it("POST on another user's account answers 404 and writes nothing", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await api.createAccount(owner, { current_balance: 75.5 });
    await api.createAccount(intruder);
    const rowsBefore = await api.transactionCount();
    const res = await api.postTransaction(intruder, api.form(theirs.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    expect(await api.transactionCount()).toBe(rowsBefore);
    expect(await api.storedCents(theirs.id)).toBe(7550);
  });

  it("PUT of another user's transaction answers 404 and leaves it unchanged", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await api.createTransaction(
      owner,
      (await api.createAccount(owner)).id,
    );
    const mine = await api.createAccount(intruder);
    const res = await api.putTransaction(
      intruder,
      theirs.id,
      api.form(mine.id, { amount: 1, description: "Hijacked" }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Transaction not found" });
    expect(await api.allTransactions(owner)).toEqual({
      transactions: [theirs],
      total: 1,
    });
    expect(await api.allTransactions(intruder)).toEqual({
      transactions: [],
      total: 0,
    });
    expect(await api.storedCents(mine.id)).toBe(50000);
  });

  it("PUT moving a transaction to another user's account answers 404 Account not found, changing nothing", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await api.createAccount(owner);
    const mine = await api.createTransaction(
      intruder,
      (await api.createAccount(intruder)).id,
    );
    const res = await api.putTransaction(
      intruder,
      mine.id,
      api.form(theirs.id, { amount: 9 }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    expect(await api.allTransactions(intruder)).toEqual({
      transactions: [mine],
      total: 1,
    });
    expect(await api.allTransactions(owner)).toEqual({
      transactions: [],
      total: 0,
    });
  });

  it("DELETE of another user's transaction answers 404 and keeps it", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const account = await api.createAccount(owner);
    const theirs = await api.createTransaction(owner, account.id);
    const res = await api.deleteTransaction(intruder, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Transaction not found" });
    expect(await api.allTransactions(owner)).toEqual({
      transactions: [theirs],
      total: 1,
    });
    expect(await api.storedCents(account.id)).toBe(49525);
  });

  it.each(["PUT", "DELETE"] as const)(
    "%s of an id that does not exist answers 404",
    async (method) => {
      const user = await makeUser(app);
      const account = await api.createAccount(user);
      const res = await api.send(
        user,
        method,
        "/transactions/987654",
        method === "PUT" ? api.form(account.id) : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: "Transaction not found" });
    },
  );

  it.each(["POST", "PUT", "DELETE"] as const)(
    "%s without a token answers 401 and writes nothing",
    async (method) => {
      const user = await makeUser(app);
      const account = await api.createAccount(user);
      const existing = await api.createTransaction(user, account.id);
      const rowsBefore = await api.transactionCount();
      const path = method === "POST" ? "" : `/${String(existing.id)}`;
      const payload =
        method === "DELETE" ? undefined : api.form(account.id, { amount: 99 });
      const res = await api.send(
        undefined,
        method,
        `/transactions${path}`,
        payload,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: "Not authenticated" });
      expect(await api.transactionCount()).toBe(rowsBefore);
      expect(await api.allTransactions(user)).toEqual({
        transactions: [existing],
        total: 1,
      });
    },
  );
});
