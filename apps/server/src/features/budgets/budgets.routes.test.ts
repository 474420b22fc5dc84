import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const now = new Date("2026-03-14T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const budgets = budgetsApi(app, database);
const money = moneyApi(app, database);

describe("POST /budgets", () => {
  it("creates a budget and answers 201 with its current window and spending", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await money.createTransaction(user, account.id, {
      category: "groceries",
      amount: 120.25,
      transaction_date: "2026-03-02",
    });

    const res = await budgets.post(user, {
      name: "  Weekly shop  ",
      category: "groceries",
      amount: 400,
      period: "monthly",
      alert_threshold: 0.75,
    });

    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number }>();
    expect(body).toEqual({
      id: body.id,
      name: "Weekly shop",
      category: "groceries",
      amount: 400,
      period: "monthly",
      alert_threshold: 0.75,
      start_date: "2026-03-01",
      end_date: "2026-03-31",
      spent_amount: 120.25,
      spent: 120.25,
      remaining_amount: 279.75,
      percent_used: 30, // 120.25 of 400 is 30.06 %: one decimal, toward zero
      status: "on_track",
      created_at: "2026-03-14T12:00:00.000Z",
    });
    expect(await budgets.list(user)).toEqual([body]);
    const [row] = await budgets.rows();
    expect(row).toMatchObject({
      userId: user.id,
      name: "Weekly shop",
      amountCents: 40_000,
      alertThresholdBp: 7_500,
    });
  });

  it("stores the default alert threshold 0.8 when none is sent", async () => {
    const user = await makeUser(app);
    const created = await budgets.create(user);
    expect(created).toMatchObject({
      alert_threshold: 0.8,
      spent_amount: 0,
      spent: 0,
      remaining_amount: 500,
      percent_used: 0,
      status: "on_track",
    });
  });

  it("accepts the limits of the threshold, 0 and 1, and an amount as decimal text", async () => {
    const user = await makeUser(app);
    expect(
      await budgets.create(user, { alert_threshold: 0, amount: "12.50" }),
    ).toMatchObject({ alert_threshold: 0, amount: 12.5 });
    expect(
      await budgets.create(user, { alert_threshold: 1, amount: 1_000_000_000 }),
    ).toMatchObject({ alert_threshold: 1, amount: 1_000_000_000 });
  });
});

describe("GET /budgets", () => {
  it("lists only the caller's budgets, oldest first", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    await budgets.create(other, { name: "Not mine" });
    const first = await budgets.create(user, {
      name: "Food",
      category: "food_dining",
    });
    const second = await budgets.create(user, {
      name: "Fun",
      category: "entertainment",
      period: "weekly",
    });
    expect(await budgets.list(user)).toEqual([first, second]);
  });

  it("answers an empty list for a user without budgets", async () => {
    expect(await budgets.list(await makeUser(app))).toEqual([]);
  });
});

describe("PUT /budgets/:id", () => {
  it("replaces every field and recomputes the window and spending", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await money.createTransaction(user, account.id, {
      category: "travel",
      amount: 90,
      transaction_date: "2026-01-20",
    });
    const created = await budgets.create(user, { alert_threshold: 0.9 });

    const res = await budgets.put(user, created.id, {
      name: "Trips",
      category: "travel",
      amount: 100,
      period: "quarterly",
      alert_threshold: 0.5,
    });

    expect(res.statusCode).toBe(200);
    const updated = {
      ...created,
      name: "Trips",
      category: "travel",
      amount: 100,
      period: "quarterly",
      alert_threshold: 0.5,
      start_date: "2026-01-01",
      end_date: "2026-03-31",
      spent_amount: 90,
      spent: 90,
      remaining_amount: 10,
      percent_used: 90,
      status: "near_limit",
    };
    expect(res.json()).toEqual(updated);
    expect(await budgets.list(user)).toEqual([updated]);
  });

  it("keeps the budget's own threshold when the body leaves it out", async () => {
    const user = await makeUser(app);
    const created = await budgets.create(user, { alert_threshold: 0.35 });
    const res = await budgets.put(user, created.id, {
      name: "Renamed",
      category: "groceries",
      amount: 500,
      period: "monthly",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      alert_threshold: 0.35,
    });
  });
});

describe("DELETE /budgets/:id", () => {
  it("answers 204 with no body and removes only that budget", async () => {
    const user = await makeUser(app);
    const kept = await budgets.create(user, { name: "Kept" });
    const gone = await budgets.create(user, { name: "Gone" });

    const res = await budgets.delete(user, gone.id);

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await budgets.list(user)).toEqual([kept]);
    expect((await budgets.delete(user, gone.id)).json()).toEqual({
      detail: "Budget not found",
    });
  });

  it("goes with its user when the user is deleted (cascade)", async () => {
    const user = await makeUser(app);
    await budgets.create(user);
    await database.db.deleteFrom("users").where("id", "=", user.id).execute();
    const rows = await budgets.rows();
    expect(rows.filter((row) => row.userId === user.id)).toEqual([]);
  });
});
