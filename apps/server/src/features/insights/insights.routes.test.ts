import type { InsightsSummaryResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

let now = new Date("2026-11-23T15:00:00Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const api = moneyApi(app, database);

async function summary(user: SignedInUser): Promise<InsightsSummaryResponse> {
  const res = await api.send(user, "GET", "/insights/summary");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightsSummaryResponse>();
}

const spend = (
  user: SignedInUser,
  accountId: number,
  date: string,
  amount: number,
  fields: Record<string, unknown> = {},
) =>
  api.createTransaction(user, accountId, {
    transaction_date: date,
    amount,
    category: "groceries",
    ...fields,
  });

describe("GET /api/v1/insights/summary", () => {
  it("answers a new user with zeros and no trends", async () => {
    now = new Date("2026-11-23T15:00:00Z");
    expect(await summary(await makeUser(app))).toEqual({
      today: "2026-11-23",
      month: { start_date: "2026-11-01", end_date: "2026-11-30" },
      total_balance: 0,
      account_count: 0,
      monthly_spending: 0,
      monthly_income: 0,
      pending_count: 0,
      balance_trend: null,
      spending_trend: null,
    });
  });

  it("sums all of this month's spending, not just five recent rows, by the shared rules", async () => {
    now = new Date("2026-11-23T15:00:00Z");
    const user = await makeUser(app);
    const { id } = await api.createAccount(user, { current_balance: 5000 });
    for (const day of ["01", "05", "09", "12", "15", "19", "22"])
      await spend(user, id, `2026-11-${day}`, 10.01);
    await spend(user, id, "2026-11-21", 1.5, { is_pending: true });
    await spend(user, id, "2026-11-28", 40); // upcoming: spent on its day, not yet
    await spend(user, id, "2026-11-10", 3.01, { transaction_type: "credit" }); // a refund
    await spend(user, id, "2026-11-10", 900, { category: "transfer" });
    await spend(user, id, "2026-11-02", 2500, {
      category: "salary",
      transaction_type: "credit",
    });
    await spend(user, id, "2026-10-31", 99); // last month
    await spend(user, id, "2026-12-01", 99); // next month

    const figures = await summary(user);
    // 7 × 10.01 + 1.50 pending − 3.01 refunded; transfers, income and other months left out.
    expect(figures.monthly_spending).toBe(68.56);
    expect(figures.monthly_income).toBe(2500);
    expect(figures.pending_count).toBe(1);
    expect(figures.account_count).toBe(1);
  });

  it("compares spending so far with the same days of last month", async () => {
    now = new Date("2026-11-23T15:00:00Z");
    const user = await makeUser(app);
    const { id } = await api.createAccount(user);
    await spend(user, id, "2026-10-01", 60);
    await spend(user, id, "2026-10-23", 40);
    await spend(user, id, "2026-10-24", 500); // after the same stretch: not compared
    await spend(user, id, "2026-11-03", 112.5);

    expect((await summary(user)).spending_trend).toEqual({
      percent: 12.5,
      previous_amount: 100,
    });
  });

  it("compares the total balance with where it stood at the end of last month", async () => {
    now = new Date("2026-11-23T15:00:00Z");
    const user = await makeUser(app);
    const checking = await api.createAccount(user, { current_balance: 1000 });
    await api.createAccount(user, {
      name: "Card",
      account_type: "credit_card",
      current_balance: -200,
    });
    expect((await summary(user)).balance_trend).toBeNull();
    // The checking balance was stated at the end of September: the rows since moved it.
    await database.db
      .updateTable("accounts")
      .set({ balanceAnchorDate: "2026-09-30" })
      .where("id", "=", checking.id)
      .execute();

    await spend(user, checking.id, "2026-10-15", 100);
    await spend(user, checking.id, "2026-11-02", 2000, {
      category: "salary",
      transaction_type: "credit",
    });
    await spend(user, checking.id, "2026-11-20", 450);
    const figures = await summary(user);
    // Now 1000 − 100 + 2000 − 450 − 200 = 2250; at the end of October 2250 − 1550 = 700.
    expect(figures.total_balance).toBe(2250);
    expect(figures.balance_trend).toEqual({
      percent: 221.4,
      previous_amount: 700,
    });
  });

  it("takes today and the month from the profile time zone", async () => {
    now = new Date("2026-11-30T20:00:00Z");
    const user = await makeUser(app);
    await database.db
      .updateTable("users")
      .set({ timezone: "Asia/Tokyo" })
      .where("id", "=", user.id)
      .execute();
    const { id } = await api.createAccount(user);
    await spend(user, id, "2026-11-30", 10);
    await spend(user, id, "2026-12-01", 25);

    const figures = await summary(user);
    expect(figures.today).toBe("2026-12-01");
    expect(figures.month).toEqual({
      start_date: "2026-12-01",
      end_date: "2026-12-31",
    });
    expect(figures.monthly_spending).toBe(25);
  });

  it("keeps each user's figures to their own data", async () => {
    now = new Date("2026-11-23T15:00:00Z");
    const owner = await makeUser(app);
    const { id } = await api.createAccount(owner, { current_balance: 777 });
    await spend(owner, id, "2026-11-05", 55);
    const other = await makeUser(app);
    const figures = await summary(other);
    expect(figures.total_balance).toBe(0);
    expect(figures.monthly_spending).toBe(0);
  });

  it("needs a token", async () => {
    const res = await api.send(undefined, "GET", "/insights/summary");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
  });
});
