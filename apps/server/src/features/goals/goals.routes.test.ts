import type { GoalResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

const NOW = new Date("2026-03-14T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => NOW } });
const api = goalsApi(app, database);

/** A fresh 1,000.00 goal due 2026-12-31, seen on 2026-03-14 (292 days ahead). */
const fresh = (id: number): GoalResponse => ({
  id,
  name: "Emergency Fund",
  description: "Three months of expenses",
  target_amount: 1000,
  current_amount: 0,
  target_date: "2026-12-31",
  is_active: true,
  is_completed: false,
  progress_percent: 0,
  remaining_amount: 1000,
  days_left: 292,
  // ⌈100,000 × 3044 ÷ (292 × 100)⌉ = ⌈10,424.66⌉ cents
  required_per_month: 104.25,
  projected_completion_date: null,
  created_at: "2026-03-14T12:00:00.000Z",
});

describe("POST /goals", () => {
  it("creates a goal at 0 saved, active and open, and answers 201 with its figures", async () => {
    const user = await makeUser(app);
    const res = await api.postGoal(user, api.form());
    expect(res.statusCode).toBe(201);
    const goal = res.json<GoalResponse>();
    expect(goal).toEqual(fresh(goal.id));
    const { goals } = await api.snapshot();
    expect(goals.find((g) => g.id === goal.id)).toMatchObject({
      userId: user.id,
      targetCents: 100000,
      currentCents: 0,
      isActive: true,
      isCompleted: false,
    });
  });

  it("trims the name and stores an absent, null or blank description as null", async () => {
    const user = await makeUser(app);
    for (const description of [undefined, null, "   "]) {
      const goal = await api.createGoal(user, {
        name: "  Vacation  ",
        description,
      });
      expect([goal.name, goal.description]).toEqual(["Vacation", null]);
    }
  });

  it("accepts a decimal text amount and keeps every cent", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user, { target_amount: "1234.56" });
    expect(goal.target_amount).toBe(1234.56);
    expect(goal.remaining_amount).toBe(1234.56);
  });
});

describe("GET /goals", () => {
  it("lists only the caller's goals, open ones first, then by target date", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    await api.createGoal(other, { name: "Not mine" });
    const late = await api.createGoal(user, {
      name: "Late",
      target_date: "2027-06-01",
    });
    const soon = await api.createGoal(user, {
      name: "Soon",
      target_date: "2026-06-01",
    });
    const done = await api.createGoal(user, {
      name: "Done",
      target_amount: 5,
      target_date: "2026-04-01",
    });
    await api.contributeOk(user, done.id, "5");

    const goals = await api.listGoals(user);
    expect(goals.map((g) => g.name)).toEqual(["Soon", "Late", "Done"]);
    expect(goals[0]).toEqual(soon);
    expect(goals[1]).toEqual(late);
  });

  it("answers an empty list for a user without goals", async () => {
    expect(await api.listGoals(await makeUser(app))).toEqual([]);
  });
});

describe("PUT /goals/:id", () => {
  it("replaces the fields, keeps the saved amount and answers the updated goal", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user);
    await api.contributeOk(user, goal.id, "250");
    const res = await api.putGoal(user, goal.id, {
      name: "House deposit",
      description: "",
      target_amount: 2000,
      target_date: "2027-03-14",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: goal.id,
      name: "House deposit",
      description: null,
      target_amount: 2000,
      current_amount: 250,
      target_date: "2027-03-14",
      progress_percent: 12.5,
      remaining_amount: 1750,
      days_left: 365,
      is_completed: false,
    });
    expect(await api.listGoals(user)).toEqual([res.json()]);
  });
});

describe("DELETE /goals/:id", () => {
  it("answers 204 and removes the goal with its contributions", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user);
    await api.contributeOk(user, goal.id, "10");
    const res = await api.deleteGoal(user, goal.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await api.listGoals(user)).toEqual([]);
    expect(await api.contributionsOf(goal.id)).toEqual([]);
  });

  it("answers 404 the second time", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user);
    expect((await api.deleteGoal(user, goal.id)).statusCode).toBe(204);
    const again = await api.deleteGoal(user, goal.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: "Goal not found" });
  });
});

describe("/goals without a token", () => {
  it.each([
    ["GET", "/goals"],
    ["POST", "/goals"],
    ["PUT", "/goals/1"],
    ["DELETE", "/goals/1"],
    ["POST", "/goals/1/contribute?amount=1"],
  ] as const)("%s %s answers 401 and writes nothing", async (method, path) => {
    const before = await api.snapshot();
    const payload =
      method === "GET" || method === "DELETE" ? undefined : api.form();
    const res = await api.send(
      undefined,
      method,
      path,
      path.includes("contribute") ? undefined : payload,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
    expect(await api.snapshot()).toEqual(before);
  });
});
