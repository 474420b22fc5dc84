import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";
import { moneyApi, type Fields } from "../../../test/money-api";

const now = new Date("2026-03-14T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const budgets = budgetsApi(app, database);
const money = moneyApi(app, database, {
  transaction: { category: "groceries", transaction_date: "2026-03-10" },
});

/** A fresh user's budget after the given transactions (March 2026, groceries unless said). */
async function budgetAfter(transactions: Fields[], budget: Fields = {}) {
  const user = await makeUser(app);
  const account = await money.createAccount(user);
  for (const transaction of transactions)
    await money.createTransaction(user, account.id, transaction);
  await budgets.create(user, { amount: 100, ...budget });
  return budgets.only(user);
}

const debit = (amount: number, extra: Fields = {}): Fields => ({
  amount,
  transaction_type: "debit",
  ...extra,
});
const credit = (amount: number, extra: Fields = {}): Fields => ({
  amount,
  transaction_type: "credit",
  ...extra,
});

describe("what a budget counts as spent", () => {
  it("nets refunds in the budget's category against its debits", async () => {
    const budget = await budgetAfter([debit(60), debit(15.5), credit(20.25)]);
    expect(budget).toMatchObject({
      spent_amount: 55.25,
      spent: 55.25,
      remaining_amount: 44.75,
    });
  });

  it("never goes below zero when refunds exceed purchases", async () => {
    const budget = await budgetAfter([debit(10), credit(30)]);
    expect(budget).toMatchObject({ spent_amount: 0, remaining_amount: 100 });
  });

  it("counts only the budget's own category, pending debits included", async () => {
    const budget = await budgetAfter([
      debit(12, { is_pending: true }),
      debit(40, { category: "shopping" }),
      credit(5, { category: "shopping" }),
    ]);
    expect(budget.spent_amount).toBe(12);
  });

  it("never counts transfers as spending", async () => {
    const budget = await budgetAfter([debit(75), debit(25)], {
      category: "transfer",
    });
    expect(budget).toMatchObject({
      category: "transfer",
      spent_amount: 0,
      status: "on_track",
    });
  });

  it("does not treat income in 'other' as a refund of 'other' spending", async () => {
    const budget = await budgetAfter(
      [debit(30, { category: "other" }), credit(500, { category: "other" })],
      { category: "other" },
    );
    expect(budget.spent_amount).toBe(30);
  });

  it("never counts another user's transactions", async () => {
    const other = await makeUser(app);
    const theirs = await money.createAccount(other);
    await money.createTransaction(other, theirs.id, debit(99));
    const budget = await budgetAfter([debit(1)]);
    expect(budget.spent_amount).toBe(1);
  });

  it("sees a transaction added, edited and deleted on its next read", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await budgets.create(user, { amount: 100 });
    const added = await money.createTransaction(user, account.id, debit(30));
    expect((await budgets.only(user)).spent_amount).toBe(30);
    await money.putTransaction(
      user,
      added.id,
      money.form(account.id, debit(45)),
    );
    expect((await budgets.only(user)).spent_amount).toBe(45);
    await money.deleteTransaction(user, added.id);
    expect((await budgets.only(user)).spent_amount).toBe(0);
  });
});

describe("budget status on the budgets page", () => {
  it.each([
    [0.8, 80, "on_track", 80, 20],
    [0.8, 80.01, "near_limit", 80, 19.99],
    [0.8, 100, "near_limit", 100, 0],
    [0.8, 100.01, "over_budget", 100, -0.01],
    [0.8, 250, "over_budget", 250, -150],
    [0.5, 50, "on_track", 50, 50],
    [0.5, 50.01, "near_limit", 50, 49.99],
    [1, 100, "on_track", 100, 0],
    [1, 100.01, "over_budget", 100, -0.01],
    [0, 0.01, "near_limit", 0, 99.99],
  ])(
    "with threshold %s and 100.00 budgeted, spending %s is %s (%s%%, %s left)",
    async (threshold, spent, status, percent, remaining) => {
      const budget = await budgetAfter([debit(spent)], {
        alert_threshold: threshold,
      });
      expect(budget).toMatchObject({
        spent_amount: spent,
        status,
        percent_used: percent,
        remaining_amount: remaining,
      });
    },
  );

  it("is on track with nothing spent, even at threshold 0", async () => {
    const budget = await budgetAfter([], { alert_threshold: 0 });
    expect(budget).toMatchObject({ status: "on_track", percent_used: 0 });
  });

  it("decides near the limit by the cent, not by a rounded percent", async () => {
    // 800.01 of 1,000.00 is 80.001 %: shown as 80 %, yet one cent above the threshold.
    const budget = await budgetAfter([debit(800.01)], { amount: 1000 });
    expect(budget).toMatchObject({ percent_used: 80, status: "near_limit" });
  });
});
