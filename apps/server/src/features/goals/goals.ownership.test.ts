import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

const { app, database } = await buildTestApp();
const api = goalsApi(app, database);

const NOT_FOUND = { detail: "Goal not found" };

const owner = await makeUser(app);
const intruder = await makeUser(app);
const theirs = await api.createGoal(owner, { target_amount: 100 });
await api.contributeOk(owner, theirs.id, "40");
const completed = await api.createGoal(owner, { target_amount: 5 });
await api.contributeOk(owner, completed.id, "5");
await api.createGoal(intruder, { name: "Mine" });

const attempts = {
  PUT: (id: number) =>
    api.putGoal(intruder, id, api.form({ name: "Hijacked", target_amount: 1 })),
  DELETE: (id: number) => api.deleteGoal(intruder, id),
  contribute: (id: number) => api.contribute(intruder, id, "amount=10"),
};

describe("goals of other users", () => {
  it.each(Object.keys(attempts) as (keyof typeof attempts)[])(
    "%s of another user's goal answers 404 and changes nothing",
    async (verb) => {
      const ownersBefore = await api.listGoals(owner);
      const before = await api.snapshot();
      const res = await attempts[verb](theirs.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(await api.snapshot()).toEqual(before);
      expect(await api.listGoals(owner)).toEqual(ownersBefore);
    },
  );

  it("contributing to another user's completed goal is 404, not 400: no existence oracle", async () => {
    const res = await attempts.contribute(completed.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it("GET lists only the caller's own goals", async () => {
    expect((await api.listGoals(intruder)).map((g) => g.name)).toEqual([
      "Mine",
    ]);
  });

  it.each(Object.keys(attempts) as (keyof typeof attempts)[])(
    "%s of an id that does not exist answers 404",
    async (verb) => {
      const res = await attempts[verb](987654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    },
  );
});
