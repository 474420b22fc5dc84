import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

const { app, database } = await buildTestApp();
const api = goalsApi(app, database);

describe("concurrent contributions", () => {
  it("100 parallel contributions of 0.01 all land: exactly 1.00 more and 100 records", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user, { target_amount: 500 });
    await api.contributeOk(user, goal.id, "12.34");

    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.contribute(user, goal.id, "amount=0.01"),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const [stored] = await api.listGoals(user);
    expect(stored?.current_amount).toBe(13.34);
    const rows = await api.contributionsOf(goal.id);
    expect(rows).toHaveLength(101);
    expect(rows.filter((r) => r.amountCents === 1)).toHaveLength(100);
  });

  it("parallel contributions near the target stop at the one that completes it", async () => {
    const user = await makeUser(app);
    const goal = await api.createGoal(user, { target_amount: 1 });
    await api.contributeOk(user, goal.id, "0.95");

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.contribute(user, goal.id, "amount=0.01"),
      ),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    for (const res of responses.filter((r) => r.statusCode === 400))
      expect(res.json()).toEqual({ detail: "This goal is already completed" });
    expect(await api.listGoals(user)).toMatchObject([
      { current_amount: 1, is_completed: true, remaining_amount: 0 },
    ]);
    expect(await api.contributionsOf(goal.id)).toHaveLength(6);
  });
});
