import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => NOW } });
const api = goalsApi(app, database);

function history(user: SignedInUser, goalId: number) {
  return app.inject({
    method: "GET",
    url: `/api/v1/goals/${String(goalId)}/contributions`,
    headers: user.auth,
  });
}

function undo(user: SignedInUser, goalId: number, contributionId: number) {
  return app.inject({
    method: "DELETE",
    url: `/api/v1/goals/${String(goalId)}/contributions/${String(contributionId)}`,
    headers: user.auth,
  });
}

async function contributionsOf(user: SignedInUser, goalId: number) {
  return (await history(user, goalId)).json<{
    contributions: { id: number; amount: number; contributed_on: string }[];
  }>().contributions;
}

describe("a goal's contributions", () => {
  it("lists them newest first, dated in the user's time zone", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user, { target_amount: 1000 });
    await api.contributeOk(user, goal.id, "25");
    await api.contributeOk(user, goal.id, "10.50");
    expect(await contributionsOf(user, goal.id)).toMatchObject([
      { amount: 10.5, contributed_on: "2026-03-15" },
      { amount: 25, contributed_on: "2026-03-15" },
    ]);
  });

  it("undoes one: the saved amount goes back down and a goal it completed opens again", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user, { target_amount: 100 });
    await api.contributeOk(user, goal.id, "40");
    await api.contributeOk(user, goal.id, "60");
    const [last] = await contributionsOf(user, goal.id);
    const res = await undo(user, goal.id, last!.id);
    expect(res.statusCode).toBe(204);

    const goals = await app.inject({
      method: "GET",
      url: "/api/v1/goals",
      headers: user.auth,
    });
    expect(goals.json<{ goals: unknown[] }>().goals).toMatchObject([
      { current_amount: 40, is_completed: false, progress_percent: 40 },
    ]);
    expect(await contributionsOf(user, goal.id)).toMatchObject([
      { amount: 40 },
    ]);
    // Open again: it takes contributions.
    expect((await api.contribute(user, goal.id, "amount=5")).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another user's goal or contribution and changes nothing", async () => {
    const [owner, other] = [await makeUser(app), await makeUser(app)];
    const goal = await api.createGoal(owner, { target_amount: 100 });
    await api.contributeOk(owner, goal.id, "30");
    const [only] = await contributionsOf(owner, goal.id);
    expect((await history(other, goal.id)).json()).toEqual({
      detail: "Goal not found",
    });
    expect((await undo(other, goal.id, only!.id)).json()).toEqual({
      detail: "Goal not found",
    });
    const mine = await api.createGoal(other, { target_amount: 100 });
    const crossed = await undo(other, mine.id, only!.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ detail: "Contribution not found" });
    expect(await contributionsOf(owner, goal.id)).toHaveLength(1);
  });
});

describe("creating a goal", () => {
  it("refuses a target date that has passed, naming the field", async () => {
    const user = await makeUser(app);
    const res = await api.postGoal(
      user,
      api.form({ target_date: "2026-03-14" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "target_date"],
          msg: "Target date must be today or later",
          type: "past_date",
        },
      ],
    });
  });

  it("accepts today", async () => {
    const user = await makeUser(app);
    const res = await api.postGoal(
      user,
      api.form({ target_date: "2026-03-15" }),
    );
    expect(res.statusCode).toBe(201);
  });
});
