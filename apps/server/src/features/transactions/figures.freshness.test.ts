import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { budgetsApi } from "../../../test/budgets-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// Budgets and the dashboard summary add up the user's rows through the ledger's read model, and
// the budget rows are kept under the budgets version (ADR 0016). Every write — through the API,
// a bank sync, a cascade, or another instance's statement straight into the database — must show
// in the very next read.
const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-23T15:00:00Z") },
  limits: { syncPerMinutePerUser: 1000 },
});
const { app, database } = testApp;
const money = moneyApi(app, database, {
  transaction: { category: "groceries", transaction_date: "2026-11-20" },
});
const budgets = budgetsApi(app, database);

async function figures(user: SignedInUser) {
  const summary = await app.inject({
    url: "/api/v1/insights/summary",
    headers: user.auth,
  });
  expect(summary.statusCode, summary.body).toBe(200);
  const budget = await budgets.only(user);
  const body = summary.json<{
    monthly_spending: number;
    pending_count: number;
  }>();
  return {
    budgetSpent: budget.spent_amount,
    monthlySpending: body.monthly_spending,
    pendingCount: body.pending_count,
  };
}

describe("figures after a write", () => {
  it("show every write in the next read, whatever wrote it", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await budgets.create(user, { category: "groceries", amount: 100 });
    const first = await money.createTransaction(user, account.id, {
      amount: 12.34,
      is_pending: true,
    });
    const expected = {
      budgetSpent: 12.34,
      monthlySpending: 12.34,
      pendingCount: 1,
    };
    expect(await figures(user)).toEqual(expected);
    // Read again with nothing changed: the same figures (from the kept copy).
    expect(await figures(user)).toEqual(expected);

    await money.createTransaction(user, account.id, { amount: 5 });
    expect(await figures(user)).toEqual({
      budgetSpent: 17.34,
      monthlySpending: 17.34,
      pendingCount: 1,
    });

    const edited = await money.putTransaction(
      user,
      first.id,
      money.form(account.id, { amount: 20, is_pending: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await figures(user)).toEqual({
      budgetSpent: 25,
      monthlySpending: 25,
      pendingCount: 0,
    });

    // Another instance (or any statement) changing the rows in the database directly.
    await database.db
      .updateTable("transactions")
      .set({ amountCents: 1_000, isPending: true })
      .where("id", "=", first.id)
      .execute();
    expect(await figures(user)).toEqual({
      budgetSpent: 15,
      monthlySpending: 15,
      pendingCount: 1,
    });

    expect((await money.deleteTransaction(user, first.id)).statusCode).toBe(
      204,
    );
    expect(await figures(user)).toEqual({
      budgetSpent: 5,
      monthlySpending: 5,
      pendingCount: 0,
    });

    // Deleting the account removes its transactions by cascade.
    expect((await money.deleteAccount(user, account.id)).statusCode).toBe(204);
    expect(await figures(user)).toEqual({
      budgetSpent: 0,
      monthlySpending: 0,
      pendingCount: 0,
    });
  });

  it("show a bank sync's rows in the next read", async () => {
    const user = await makeUser(app);
    await budgets.create(user, { category: "food_dining", amount: 100 });
    const before = await figures(user);
    expect(before.monthlySpending).toBe(0);
    await bankingApi(app).link(user);
    await bankingApi(app).syncOk(user);
    expect((await figures(user)).monthlySpending).toBeGreaterThan(0);
  });

  it("never mix users: each user's figures are their own", async () => {
    const [one, two] = [await makeUser(app), await makeUser(app)];
    for (const [user, amount] of [
      [one, 30],
      [two, 70],
    ] as const) {
      const account = await money.createAccount(user);
      await budgets.create(user, { category: "groceries", amount: 100 });
      await money.createTransaction(user, account.id, { amount });
    }
    expect((await figures(one)).budgetSpent).toBe(30);
    expect((await figures(two)).budgetSpent).toBe(70);
  });
});
