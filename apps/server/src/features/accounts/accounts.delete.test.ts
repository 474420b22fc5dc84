import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database, {
  account: { current_balance: 100 },
  transaction: {
    description: "Rent",
    category: "utilities",
    amount: 25.5,
    // Today: recorded after the account, each moves its balance (ADR 0032).
    transaction_date: TODAY_UTC,
  },
});

/** Posts a 25.50 rent debit, sending account_id as a number. */
function payRent(user: SignedInUser, accountId: number) {
  return api.createTransaction(user, accountId, { account_id: accountId });
}

describe("DELETE /accounts/:id", () => {
  it("deletes the account and its transactions, whose count the list gave beforehand", async () => {
    const user = await makeUser(app);
    const doomed = await api.createAccount(user, { name: "Doomed" });
    const kept = await api.createAccount(user, { name: "Kept" });
    for (let i = 0; i < 3; i++) await payRent(user, doomed.id);
    await payRent(user, kept.id);
    expect(
      (await api.listAccounts(user)).map((a) => [a.name, a.transaction_count]),
    ).toEqual([
      ["Doomed", 3],
      ["Kept", 1],
    ]);

    const res = await api.deleteAccount(user, doomed.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await api.listAccounts(user)).map((a) => a.id)).toEqual([kept.id]);
    expect(await api.transactionCount(doomed.id)).toBe(0);
    expect(await api.transactionCount(kept.id)).toBe(1);
  });

  it("answers 404 for an account already deleted", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { name: "Once" });
    expect((await api.deleteAccount(user, account.id)).statusCode).toBe(204);
    const again = await api.deleteAccount(user, account.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: "Account not found" });
  });

  it("answers 404 for another user's account and keeps it and its transactions", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await api.createAccount(owner, { name: "Theirs" });
    await payRent(owner, theirs.id);
    await api.createAccount(intruder, { name: "Mine" });
    const before = await api.listAccounts(owner);
    const res = await api.deleteAccount(intruder, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    expect(await api.listAccounts(owner)).toEqual(before);
    expect(before).toMatchObject([
      { id: theirs.id, transaction_count: 1, current_balance: 74.5 },
    ]);
    expect(await api.transactionCount(theirs.id)).toBe(1);
  });

  it("answers 401 without a token and keeps the account", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { name: "Safe" });
    const res = await api.deleteAccount(undefined, account.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
    expect(await api.listAccounts(user)).toEqual([account]);
  });
});
