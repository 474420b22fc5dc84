import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";
import { importsApi } from "../../../test/imports-api";
import { moneyApi } from "../../../test/money-api";
import { notificationsApi } from "../../../test/notifications-api";

// A Saturday; the monthly budgets' window is March 2026.
let now = new Date("2026-03-14T12:00:00.000Z");
const { app, database, jobs } = await buildTestApp({
  clock: { now: () => now },
});
const budgets = budgetsApi(app, database);
const goals = goalsApi(app, database);
const money = moneyApi(app, database);
const notifications = notificationsApi(app);
const imports = importsApi(app);

/** A user with a checking account and a $100 monthly groceries budget alerting at 75 %. */
async function withBudget(fields: Record<string, unknown> = {}) {
  const user = await makeUser(app);
  const account = await money.createAccount(user);
  const budget = await budgets.create(user, {
    name: "Groceries",
    category: "groceries",
    amount: 100,
    alert_threshold: 0.75,
    ...fields,
  });
  const spend = (amount: number, date = "2026-03-10") =>
    money.createTransaction(user, account.id, {
      category: "groceries",
      description: "Corner Market",
      amount,
      transaction_date: date,
    });
  return { user, account, budget, spend };
}

describe("budget alerts", () => {
  it("tells once when spending reaches the threshold, and again when it passes the limit", async () => {
    const { user, spend } = await withBudget();
    await spend(50);
    expect((await notifications.list(user)).notifications).toEqual([]);

    await spend(25); // 75 of 100: at the threshold
    const first = await notifications.list(user);
    expect(first.unread).toBe(1);
    expect(first.total).toBe(1);
    expect(first.notifications[0]).toEqual({
      id: first.notifications[0]?.id,
      type: "budget_threshold",
      title: "Groceries has reached 75% of its budget",
      body: "You've spent $75.00 of $100.00 this month, $25.00 left.",
      link: "/budgets",
      created_at: now.toISOString(),
      read_at: null,
    });

    await spend(10); // still between the threshold and the limit: nothing new
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);

    await spend(20); // 105 of 100
    const after = await notifications.list(user);
    expect(after.notifications.map((n) => n.type)).toEqual([
      "budget_exceeded",
      "budget_threshold",
    ]);
    expect(after.notifications[0]?.title).toBe("Groceries is over budget");
    expect(after.notifications[0]?.body).toBe(
      "You've spent $105.00 of $100.00 this month, $5.00 over.",
    );
    expect(after.unread).toBe(2);
  });

  it("creates one alert when 20 concurrent writes cross the threshold together", async () => {
    const { user, account } = await withBudget({ amount: 200 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        money.postTransaction(
          user,
          money.form(account.id, {
            category: "groceries",
            amount: 9,
            transaction_date: "2026-03-09",
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    // 180 of 200: past the 75 % threshold, under the limit.
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);
    const stored = await database.db
      .selectFrom("notifications")
      .select("type")
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("re-arms when the budget's threshold or amount is edited", async () => {
    const { user, budget, spend } = await withBudget();
    await spend(80);
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);

    // A lower threshold, already reached: told again at the new threshold.
    const edit = (fields: Record<string, unknown>) =>
      budgets.put(user, budget.id, {
        name: "Groceries",
        category: "groceries",
        amount: 100,
        period: "monthly",
        ...fields,
      });
    expect((await edit({ alert_threshold: 0.5 })).statusCode).toBe(200);
    expect(await notifications.types(user)).toEqual([
      "budget_threshold",
      "budget_threshold",
    ]);
    const latest = (await notifications.list(user)).notifications[0];
    expect(latest?.title).toBe("Groceries has reached 50% of its budget");

    // A larger amount puts it under the threshold; crossing the new one tells again.
    expect((await edit({ amount: 200, alert_threshold: 0.5 })).statusCode).toBe(
      200,
    );
    expect(await notifications.list(user)).toMatchObject({ total: 2 });
    await spend(30); // 110 of 200
    expect((await notifications.list(user)).notifications[0]?.body).toBe(
      "You've spent $110.00 of $200.00 this month, $90.00 left.",
    );
    expect((await notifications.list(user)).total).toBe(3);
  });

  it("says nothing about budgets once budget alerts are switched off", async () => {
    const { user, spend } = await withBudget();
    await notifications.setSwitches(user, { budgetAlerts: false });
    await spend(150);
    expect((await notifications.list(user)).notifications).toEqual([]);
    await notifications.setSwitches(user, { budgetAlerts: true });
    await spend(1);
    expect(await notifications.types(user)).toEqual([
      "budget_threshold",
      "budget_exceeded",
    ]);
  });

  it("checks after a statement import is committed and after a rule is applied", async () => {
    const { user, account } = await withBudget();
    const statement = {
      name: "march.csv",
      bytes: "Date,Description,Amount\n2026-03-11,CORNER MARKET 0042,-80.00\n",
    };
    const preview = await imports.preview(user, statement, {
      accountId: account.id,
    });
    expect((await notifications.list(user)).total).toBe(0); // a preview writes nothing
    await imports.commit(user, preview.id);
    // Imported rows arrive as "other": no grocery spending yet.
    expect((await notifications.list(user)).total).toBe(0);

    const rule = await notifications.send(user, "POST", "/rules", {
      name: "Corner Market is groceries",
      conditions: [
        { field: "description", op: "contains", value: "corner market" },
      ],
      actions: [{ set: "category", value: "groceries" }],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const applied = await notifications.send(
      user,
      "POST",
      `/rules/${String(rule.json<{ id: number }>().id)}/apply`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await notifications.types(user)).toEqual(["budget_threshold"]);
  });

  it("tells when deleting a refund lifts spending past the threshold", async () => {
    const { user, account, spend } = await withBudget();
    await spend(90);
    // Groceries' 75 % was told at 90 spent; a second budget at 60 % sits at 50 after the refund.
    const refund = await money.createTransaction(user, account.id, {
      category: "groceries",
      description: "Corner Market refund",
      transaction_type: "credit",
      amount: 40,
      transaction_date: "2026-03-11",
    });
    const food = await budgets.create(user, {
      name: "Food",
      category: "groceries",
      amount: 100,
      alert_threshold: 0.6,
    });
    expect(food.spent_amount).toBe(50);
    const before = (await notifications.list(user)).total;
    const res = await money.deleteTransaction(user, refund.id);
    expect(res.statusCode).toBe(204);
    const after = await notifications.list(user);
    expect(after.total).toBe(before + 1);
    expect(after.notifications[0]?.title).toBe(
      "Food has reached 60% of its budget",
    );
  });

  it("counts only the budget's current period", async () => {
    const { user, spend } = await withBudget();
    await spend(90, "2026-02-20"); // last month
    expect((await notifications.list(user)).total).toBe(0);
  });
});

describe("goal milestones and reminders", () => {
  it("tells the highest milestone a contribution reaches, once", async () => {
    const user = await makeUser(app);
    const goal = await goals.createGoal(user, {
      name: "Trip",
      target_amount: 1000,
      target_date: "2026-12-31",
    });
    await goals.contributeOk(user, goal.id, "100");
    expect((await notifications.list(user)).total).toBe(0);
    await goals.contributeOk(user, goal.id, "450"); // 55 %
    const list = await notifications.list(user);
    expect(list.notifications.map((n) => [n.type, n.title, n.body])).toEqual([
      [
        "goal_milestone",
        "Trip is 50% of the way there",
        "$550.00 of $1,000.00 saved.",
      ],
    ]);
    await goals.contributeOk(user, goal.id, "10");
    expect((await notifications.list(user)).total).toBe(1);
    await goals.contributeOk(user, goal.id, "440"); // 100 %
    expect((await notifications.list(user)).notifications[0]?.title).toBe(
      "You reached your goal: Trip",
    );
  });

  it("reminds about a goal due within 30 days that is behind, from the scheduled job", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    await goals.createGoal(user, {
      name: "Laptop",
      target_amount: 1500,
      target_date: "2026-05-01",
    });
    await goals.createGoal(user, {
      name: "Far away",
      target_amount: 1500,
      target_date: "2026-09-01",
    });
    await notifications.setSwitches(other, { goalReminders: false });
    await goals.createGoal(other, {
      name: "Laptop",
      target_amount: 1500,
      target_date: "2026-05-01",
    });
    expect((await notifications.list(user)).total).toBe(0); // 48 days out

    const twentySixDaysBefore = new Date("2026-04-05T12:00:00.000Z");
    await runJob("goal-reminders", user, 1, twentySixDaysBefore);
    await runJob("goal-reminders", user, 1, twentySixDaysBefore); // told already
    const [reminder] = (await notifications.list(user)).notifications;
    expect(reminder).toMatchObject({
      type: "goal_reminder",
      title: "Laptop is due in 26 days",
      body: "$1,500.00 is still to save to reach $1,500.00 in 26 days, on May 1, 2026.",
      link: "/goals",
    });
    expect((await notifications.list(other)).total).toBe(0);
  });

  it("reminds at once about a goal set due within 30 days, and not about one on pace", async () => {
    const user = await makeUser(app);
    const goal = await goals.createGoal(user, {
      name: "Gift",
      target_amount: 200,
      target_date: "2026-04-01",
    });
    expect(await notifications.types(user)).toEqual(["goal_reminder"]);
    expect((await notifications.list(user)).notifications[0]?.title).toBe(
      "Gift is due in 18 days",
    );
    await goals.contributeOk(user, goal.id, "20"); // 10 %: still behind, told once
    expect(await notifications.types(user)).toEqual(["goal_reminder"]);
  });
});

describe("unusual transactions", () => {
  it("flags a purchase far above the merchant's usual, linking to it", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    for (const [i, amount] of [42, 45, 39, 48, 44, 41].entries())
      await money.createTransaction(user, account.id, {
        description: "Fuel Stop",
        merchant_name: "Fuel Stop",
        category: "transportation",
        amount,
        transaction_date: `2026-02-0${String(i + 1)}`,
      });
    expect((await notifications.list(user)).total).toBe(0);

    await money.createTransaction(user, account.id, {
      description: "Fuel Stop",
      merchant_name: "Fuel Stop",
      category: "transportation",
      amount: 46,
      transaction_date: "2026-03-12",
    });
    expect((await notifications.list(user)).total).toBe(0);

    await money.createTransaction(user, account.id, {
      description: "Fuel Stop",
      merchant_name: "Fuel Stop",
      category: "transportation",
      amount: 390,
      transaction_date: "2026-03-13",
    });
    const [notice] = (await notifications.list(user)).notifications;
    expect(notice).toMatchObject({
      type: "unusual_transaction",
      title: "Unusual amount at Fuel Stop",
      body: "$390.00 on March 13, 2026; you usually spend about $44.00 there.",
      link: "/transactions?from=2026-03-13&to=2026-03-13&q=Fuel+Stop",
    });
  });

  it("measures a purchase at a new merchant against its category's usual", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    const stores = ["Aldi", "Lidl", "Aldi", "Corner Shop", "Lidl", "Aldi"];
    for (const [i, store] of stores.entries())
      await money.createTransaction(user, account.id, {
        description: store,
        merchant_name: store,
        category: "groceries",
        amount: 55 + i * 3,
        transaction_date: `2026-02-1${String(i)}`,
      });
    await money.createTransaction(user, account.id, {
      merchant_name: "Whole Foods",
      category: "groceries",
      amount: 72,
      transaction_date: "2026-03-12",
    });
    expect((await notifications.list(user)).total).toBe(0);
    await money.createTransaction(user, account.id, {
      merchant_name: "Fancy Deli",
      category: "groceries",
      amount: 640,
      transaction_date: "2026-03-13",
    });
    const [notice] = (await notifications.list(user)).notifications;
    expect(notice).toMatchObject({
      type: "unusual_transaction",
      title: "Unusual amount at Fancy Deli",
      body: "$640.00 on March 13, 2026; your Groceries purchases are usually about $64.00.",
    });
  });

  it("counts purchases earlier the same day", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    for (const amount of [21, 22, 20, 23, 21])
      await money.createTransaction(user, account.id, {
        merchant_name: "Snack Bar",
        category: "food_dining",
        amount,
        transaction_date: "2026-03-14",
      });
    await money.createTransaction(user, account.id, {
      merchant_name: "Snack Bar",
      category: "food_dining",
      amount: 250,
      transaction_date: "2026-03-14",
    });
    expect(await notifications.types(user)).toEqual(["unusual_transaction"]);
  });

  it("stays quiet when unusual-spending alerts are off", async () => {
    const user = await makeUser(app);
    await notifications.setSwitches(user, { anomalyDetection: false });
    const account = await money.createAccount(user);
    for (const day of [1, 2, 3, 4, 5, 6])
      await money.createTransaction(user, account.id, {
        merchant_name: "Fuel Stop",
        amount: 40,
        transaction_date: `2026-02-0${String(day)}`,
      });
    await money.createTransaction(user, account.id, {
      merchant_name: "Fuel Stop",
      amount: 400,
      transaction_date: "2026-03-13",
    });
    expect((await notifications.list(user)).total).toBe(0);
  });
});

describe("the weekly report", () => {
  it("arrives on Monday morning in the person's time zone, once, with last week's figures", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    await budgets.setTimezone(user, "America/New_York");
    // The report tells the budgets' status; their own alerts are not this test's business.
    await notifications.setSwitches(user, { budgetAlerts: false });
    await money.createTransaction(user, account.id, {
      description: "Payroll",
      category: "salary",
      transaction_type: "credit",
      amount: 2000,
      transaction_date: "2026-03-13",
    });
    await money.createTransaction(user, account.id, {
      category: "groceries",
      amount: 120,
      transaction_date: "2026-03-10",
    });
    await money.createTransaction(user, account.id, {
      category: "food_dining",
      amount: 45.5,
      transaction_date: "2026-03-14",
    });
    await budgets.create(user, {
      name: "Food",
      category: "groceries",
      amount: 100,
    });
    const sunday = new Date("2026-03-15T14:00:00.000Z");
    await runJob("weekly-reports", user, 0, sunday);
    const mondayAtSeven = new Date("2026-03-16T11:00:00.000Z"); // in New York
    await runJob("weekly-reports", user, 0, mondayAtSeven);
    const mondayAtNine = new Date("2026-03-16T13:00:00.000Z");
    await runJob("weekly-reports", user, 1, mondayAtNine);
    const laterThatMonday = new Date("2026-03-16T20:00:00.000Z");
    await runJob("weekly-reports", user, 1, laterThatMonday);
    const types = await notifications.types(user);
    expect(types.filter((t) => t === "weekly_report")).toHaveLength(1);
    const report = (await notifications.list(user)).notifications.find(
      (n) => n.type === "weekly_report",
    );
    expect(report).toMatchObject({
      title: "Your week: March 9–15, 2026",
      body: "Income $2,000.00, spending $165.50. Top categories: Groceries $120.00, Food & Dining $45.50. Over budget: Food.",
      link: "/analytics?from=2026-03-09&to=2026-03-15",
    });
  });

  it("is not sent to someone who switched weekly reports off", async () => {
    const user = await makeUser(app);
    await notifications.setSwitches(user, { weeklyReports: false });
    await runJob(
      "weekly-reports",
      user,
      0,
      new Date("2026-03-16T13:00:00.000Z"),
    );
  });
});

describe("reading, paging and deleting", () => {
  it("pages newest first, filters unread, marks read and deletes; another user's ids are 404", async () => {
    const user = await makeUser(app);
    const stranger = await makeUser(app);
    const goal = await goals.createGoal(user, { target_amount: 100 });
    for (const amount of ["25", "25", "25", "25"])
      await goals.contributeOk(user, goal.id, amount);
    const all = await notifications.list(user);
    expect(all.total).toBe(4);
    expect(all.notifications.map((n) => n.title)).toEqual([
      "You reached your goal: Emergency Fund",
      "Emergency Fund is 75% of the way there",
      "Emergency Fund is 50% of the way there",
      "Emergency Fund is 25% of the way there",
    ]);
    const page = await notifications.list(user, "?skip=1&limit=2");
    expect(page.notifications.map((n) => n.id)).toEqual(
      all.notifications.slice(1, 3).map((n) => n.id),
    );
    expect(page).toMatchObject({ total: 4, unread: 4 });

    const [newest, second] = all.notifications;
    if (!newest || !second) throw new Error("no notifications");
    const read = await notifications.send(
      user,
      "POST",
      `/notifications/${String(newest.id)}/read`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: newest.id,
      read_at: now.toISOString(),
    });
    const unread = await notifications.list(user, "?unread=true");
    expect(unread).toMatchObject({ total: 3, unread: 3 });
    expect(unread.notifications.map((n) => n.id)).not.toContain(newest.id);

    for (const path of [`/notifications/${String(second.id)}/read`]) {
      const res = await notifications.send(stranger, "POST", path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: "Notification not found" });
    }
    expect(
      (
        await notifications.send(
          stranger,
          "DELETE",
          `/notifications/${String(second.id)}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await notifications.list(stranger)).total).toBe(0);
    expect(
      (
        await notifications.send(stranger, "POST", "/notifications/read-all")
      ).json(),
    ).toEqual({
      marked: 0,
    });

    expect(
      (
        await notifications.send(
          user,
          "DELETE",
          `/notifications/${String(second.id)}`,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await notifications.send(
          user,
          "DELETE",
          `/notifications/${String(second.id)}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await notifications.list(user)).toMatchObject({
      total: 3,
      unread: 2,
    });

    const all2 = await notifications.send(
      user,
      "POST",
      "/notifications/read-all",
    );
    expect(all2.json()).toEqual({ marked: 2 });
    expect(await notifications.list(user)).toMatchObject({
      total: 3,
      unread: 0,
    });
  });

  it("does not tell a deleted notification's event again", async () => {
    const { user, spend } = await withBudget();
    await spend(80);
    const [alert] = (await notifications.list(user)).notifications;
    await notifications.send(
      user,
      "DELETE",
      `/notifications/${String(alert?.id)}`,
    );
    await spend(1);
    expect((await notifications.list(user)).total).toBe(0);
  });

  it("answers 422 naming the query field for bad paging or filters", async () => {
    const user = await makeUser(app);
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?skip=-1", "skip"],
      ["?unread=maybe", "unread"],
    ] as const) {
      const res = await notifications.get(user, query);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toContain(`"${field}"`);
    }
    const bad = await notifications.send(
      user,
      "POST",
      "/notifications/abc/read",
    );
    expect(bad.statusCode).toBe(422);
    expect((await notifications.get(undefined)).statusCode).toBe(401);
  });

  it("removes notifications older than 90 days with the cleanup job", async () => {
    const { user, spend } = await withBudget();
    await spend(80);
    const eightyNineDaysOn = new Date("2026-06-11T12:00:00.000Z");
    await runJob("notification-cleanup", user, 1, eightyNineDaysOn);
    const ninetyOneDaysOn = new Date("2026-06-13T12:00:00.000Z");
    await runJob("notification-cleanup", user, 0, ninetyOneDaysOn);
  });
});

/**
 * Runs a scheduled job's queue now with the clock at `at` (tokens signed at the real `now` would
 * have expired by then, so the clock is moved for the job alone), then expects `user` to hold
 * `count` notifications.
 */
async function runJob(
  name: string,
  user: SignedInUser,
  count: number,
  at: Date = now,
) {
  const saved = now;
  now = at;
  try {
    await jobs.send(name, {});
    await jobs.settled();
  } finally {
    now = saved;
  }
  expect((await notifications.list(user)).total).toBe(count);
}
