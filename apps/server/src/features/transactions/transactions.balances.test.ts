import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

const { app, database } = await buildTestApp();
// Rows dated today, recorded after their accounts: each moves its balance (ADR 0032).
const api = moneyApi(app, database, {
  transaction: { transaction_date: TODAY_UTC },
});

describe("manual account balances", () => {
  it("a debit lowers a checking balance and a credit raises it", async () => {
    const user = await makeUser(app);
    const checking = await api.createAccount(user, { current_balance: 1000 });
    await api.createTransaction(user, checking.id, { amount: 250.25 });
    expect(await api.balances(user)).toEqual({ [checking.id]: 749.75 });
    await api.createTransaction(user, checking.id, {
      amount: 100.1,
      transaction_type: "credit",
    });
    expect(await api.balances(user)).toEqual({ [checking.id]: 849.85 });
    expect(await api.storedCents(checking.id)).toBe(84985);
  });

  it("a card purchase deepens the (negative) balance owed and a payment reduces it", async () => {
    const user = await makeUser(app);
    const card = await api.createAccount(user, {
      account_type: "credit_card",
      current_balance: -500,
    });
    await api.createTransaction(user, card.id, { amount: 120.3 });
    expect(await api.balances(user)).toEqual({ [card.id]: -620.3 });
    await api.createTransaction(user, card.id, {
      amount: 200,
      transaction_type: "credit",
    });
    expect(await api.balances(user)).toEqual({ [card.id]: -420.3 });
    expect(await api.storedCents(card.id)).toBe(-42030);
  });

  it("stays exact to the cent: debits of 0.10 and 0.20 take exactly 0.30 off", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { current_balance: 1 });
    await api.createTransaction(user, account.id, { amount: 0.1 });
    await api.createTransaction(user, account.id, { amount: 0.2 });
    expect(await api.balances(user)).toEqual({ [account.id]: 0.7 });
    for (let i = 0; i < 3; i++)
      await api.createTransaction(user, account.id, { amount: 0.07 });
    await api.createTransaction(user, account.id, {
      amount: 1.15,
      transaction_type: "credit",
    });
    // 0.70 − 3 × 0.07 + 1.15 = 1.64
    expect(await api.balances(user)).toEqual({ [account.id]: 1.64 });
    expect(await api.storedCents(account.id)).toBe(164);
  });

  it("editing the amount moves the balance by the difference", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { current_balance: 100 });
    const t = await api.createTransaction(user, account.id, { amount: 30 });
    const res = await api.putTransaction(
      user,
      t.id,
      api.form(account.id, { amount: 12.34 }),
    );
    expect(res.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({ [account.id]: 87.66 });
    expect(await api.storedCents(account.id)).toBe(8766);
  });

  it("switching debit to credit moves the balance by twice the amount", async () => {
    const user = await makeUser(app);
    const card = await api.createAccount(user, {
      account_type: "credit_card",
      current_balance: -100,
    });
    const t = await api.createTransaction(user, card.id, { amount: 40 });
    expect(await api.balances(user)).toEqual({ [card.id]: -140 });
    const res = await api.putTransaction(
      user,
      t.id,
      api.form(card.id, { amount: 40, transaction_type: "credit" }),
    );
    expect(res.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({ [card.id]: -60 });
  });

  it("moving a transaction to another account restores the first and charges the second", async () => {
    const user = await makeUser(app);
    const from = await api.createAccount(user, { current_balance: 100 });
    const to = await api.createAccount(user, {
      account_type: "credit_card",
      current_balance: -50,
    });
    const t = await api.createTransaction(user, from.id, { amount: 25.5 });
    expect(await api.balances(user)).toEqual({ [from.id]: 74.5, [to.id]: -50 });
    const moved = await api.putTransaction(
      user,
      t.id,
      api.form(to.id, { amount: 25.5 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({
      [from.id]: 100,
      [to.id]: -75.5,
    });
    // Account, amount and type changed in one edit.
    const back = await api.putTransaction(
      user,
      t.id,
      api.form(from.id, { amount: 7.25, transaction_type: "credit" }),
    );
    expect(back.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({
      [from.id]: 107.25,
      [to.id]: -50,
    });
  });

  it("deleting a transaction restores the balance", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { current_balance: 10 });
    const debit = await api.createTransaction(user, account.id, {
      amount: 3.33,
    });
    const credit = await api.createTransaction(user, account.id, {
      amount: 1.11,
      transaction_type: "credit",
    });
    expect(await api.balances(user)).toEqual({ [account.id]: 7.78 });
    for (const t of [debit, credit]) {
      const res = await api.deleteTransaction(user, t.id);
      expect(res.statusCode).toBe(204);
    }
    expect(await api.balances(user)).toEqual({ [account.id]: 10 });
    expect(await api.storedCents(account.id)).toBe(1000);
  });

  it("a failed edit (another user's account → 404) leaves every balance unchanged", async () => {
    const user = await makeUser(app);
    const stranger = await makeUser(app);
    const mine = await api.createAccount(user, { current_balance: 100 });
    const theirs = await api.createAccount(stranger, { current_balance: 100 });
    const t = await api.createTransaction(user, mine.id, { amount: 10 });
    const res = await api.putTransaction(
      user,
      t.id,
      api.form(theirs.id, { amount: 60 }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    expect(await api.balances(user)).toEqual({ [mine.id]: 90 });
    expect(await api.balances(stranger)).toEqual({ [theirs.id]: 100 });
  });

  it("takes a linked account's balance from its bank, moved only by rows recorded since", async () => {
    const user = await makeUser(app);
    const now = new Date().toISOString();
    const linked = await database.db
      .insertInto("accounts")
      .values({
        userId: user.id,
        name: "Linked",
        accountType: "checking",
        balanceAnchorCents: 50000,
        balanceAnchorDate: now.slice(0, 10),
        balanceAnchoredAt: now,
        isManual: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await api.storedCents(linked.id)).toBe(50000);
    // A row the person records after the bank's figure (a cheque the bank has not seen yet)
    // moves it until the next sync states the balance again (ADR 0032).
    const t = await api.createTransaction(user, linked.id, { amount: 20 });
    expect(
      (await api.putTransaction(user, t.id, api.form(linked.id, { amount: 5 })))
        .statusCode,
    ).toBe(200);
    expect(await api.storedCents(linked.id)).toBe(49500);
  });

  it("moves with rows written straight to the database (several rows, edits and deletes in one statement)", async () => {
    const user = await makeUser(app);
    const a = await api.createAccount(user, { current_balance: 100 });
    const b = await api.createAccount(user, { current_balance: 100 });
    // Recorded a second after the accounts' balances were stated, dated today: they move them.
    const now = new Date(Date.now() + 1000).toISOString();
    const row = (accountId: number, cents: number, type: string) => ({
      userId: user.id,
      accountId,
      description: "Direct",
      category: "other",
      amountCents: cents,
      transactionType: type,
      transactionDate: TODAY_UTC,
      searchText: "direct",
      createdAt: now,
      updatedAt: now,
    });
    const { db } = database;
    await db
      .insertInto("transactions")
      .values([
        row(a.id, 1000, "debit"),
        row(a.id, 250, "credit"),
        row(b.id, 99, "debit"),
      ])
      .execute();
    expect(await api.balances(user)).toEqual({ [a.id]: 92.5, [b.id]: 99.01 });
    // One statement moving every debit of A to B and doubling its amount.
    await db
      .updateTable("transactions")
      .set((eb) => ({
        accountId: b.id,
        amountCents: eb("amountCents", "*", 2),
      }))
      .where("accountId", "=", a.id)
      .where("transactionType", "=", "debit")
      .execute();
    expect(await api.balances(user)).toEqual({ [a.id]: 102.5, [b.id]: 79.01 });
    await db.deleteFrom("transactions").where("userId", "=", user.id).execute();
    expect(await api.balances(user)).toEqual({ [a.id]: 100, [b.id]: 100 });
  });
});
