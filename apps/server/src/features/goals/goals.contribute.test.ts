import type { GoalResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

// 03:30 UTC on March 15 is still March 14 in New York: contributions are dated in the user's zone.
const NOW = new Date("2026-03-15T03:30:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => NOW } });
const api = goalsApi(app, database);

const user = await makeUser(app);
await database.db
  .updateTable("users")
  .set({ timezone: "America/New_York" })
  .where("id", "=", user.id)
  .execute();

const COMPLETED = { detail: "This goal is already completed" };

describe("POST /goals/:id/contribute amount", () => {
  it.each([
    ["amount=0", "Amount must be greater than 0", "too_small"],
    ["amount=-5", "Amount must be greater than 0", "too_small"],
    [
      "amount=0.001",
      "Amount must have at most 2 decimal places",
      "decimal_places",
    ],
    [
      "amount=1.234",
      "Amount must have at most 2 decimal places",
      "decimal_places",
    ],
    ["amount=abc", "Amount must be a number", "not_a_number"],
    ["amount=", "Amount must be a number", "not_a_number"],
    ["amount=1e3", "Amount must be a number", "not_a_number"],
    ["", "Amount is required", "missing"],
    [
      "amount=1000000000.01",
      "Amount must be at most 1,000,000,000.00",
      "too_big",
    ],
  ])(
    "?%s answers 422 on ['query','amount'] and changes nothing",
    async (query, msg, type) => {
      const goal = await api.createGoal(user);
      const before = await api.snapshot();
      const res = await api.contribute(user, goal.id, query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ["query", "amount"], msg, type }],
      });
      expect(await api.snapshot()).toEqual(before);
    },
  );

  it("adds 0.01, the minimum, and records it dated in the user's time zone", async () => {
    const goal = await api.createGoal(user);
    const updated = await api.contributeOk(user, goal.id, "0.01");
    expect(updated).toMatchObject({
      id: goal.id,
      current_amount: 0.01,
      remaining_amount: 999.99,
      progress_percent: 0,
      is_completed: false,
    });
    expect(await api.contributionsOf(goal.id)).toEqual([
      {
        id: expect.any(Number) as number,
        goalId: goal.id,
        userId: user.id,
        amountCents: 1,
        contributedOn: "2026-03-14",
        createdAt: "2026-03-15T03:30:00.000Z",
      },
    ]);
  });

  it("answers the updated goal, with today's pace projecting the rest", async () => {
    const goal = await api.createGoal(user);
    const res = await api.contribute(user, goal.id, "amount=250.50");
    expect(res.statusCode).toBe(200);
    expect(res.json<GoalResponse>()).toEqual({
      ...goal,
      current_amount: 250.5,
      remaining_amount: 749.5,
      progress_percent: 25,
      // 749.50 at 250.50 per 3 months: ⌈74,950 × 3 × 3044 ÷ 2,505,000⌉ = 274 days after Mar 14
      projected_completion_date: "2026-12-13",
      // ⌈74,950 × 3044 ÷ (292 × 100)⌉ = 7,813.2… → 7,814 cents
      required_per_month: 78.14,
    });
  });
});

describe("completing a goal", () => {
  it("completes the goal when a contribution reaches the target exactly", async () => {
    const goal = await api.createGoal(user, { target_amount: 100 });
    expect(await api.contributeOk(user, goal.id, "99.99")).toMatchObject({
      is_completed: false,
      progress_percent: 99.9,
    });
    expect(await api.contributeOk(user, goal.id, "0.01")).toMatchObject({
      current_amount: 100,
      remaining_amount: 0,
      progress_percent: 100,
      is_completed: true,
      required_per_month: null,
      projected_completion_date: null,
    });
  });

  it("completes it when a contribution passes the target, keeping the whole amount", async () => {
    const goal = await api.createGoal(user, { target_amount: 100 });
    expect(await api.contributeOk(user, goal.id, "150")).toMatchObject({
      current_amount: 150,
      remaining_amount: 0,
      progress_percent: 150,
      is_completed: true,
    });
  });

  it("answers 400 to a contribution after completion and records nothing", async () => {
    const goal = await api.createGoal(user, { target_amount: 10 });
    await api.contributeOk(user, goal.id, "10");
    const before = await api.snapshot();
    const res = await api.contribute(user, goal.id, "amount=1");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(COMPLETED);
    expect(await api.snapshot()).toEqual(before);
  });

  it("reopens the goal when its target is raised above the saved amount, and takes contributions again", async () => {
    const goal = await api.createGoal(user, { target_amount: 10 });
    await api.contributeOk(user, goal.id, "10");
    const raised = await api.putGoal(
      user,
      goal.id,
      api.form({ target_amount: 10.01 }),
    );
    expect(raised.json()).toMatchObject({
      is_completed: false,
      current_amount: 10,
      remaining_amount: 0.01,
      progress_percent: 99.9,
    });
    expect(await api.contributeOk(user, goal.id, "0.01")).toMatchObject({
      is_completed: true,
      current_amount: 10.01,
    });
  });

  it.each([
    ["at", 50],
    ["below", 49.99],
  ])(
    "completes an open goal whose target is lowered %s the saved amount",
    async (_case, target) => {
      const goal = await api.createGoal(user, { target_amount: 100 });
      await api.contributeOk(user, goal.id, "50");
      const res = await api.putGoal(
        user,
        goal.id,
        api.form({ target_amount: target }),
      );
      expect(res.json()).toMatchObject({
        is_completed: true,
        remaining_amount: 0,
      });
      expect((await api.contribute(user, goal.id, "amount=1")).json()).toEqual(
        COMPLETED,
      );
    },
  );
});
