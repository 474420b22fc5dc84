import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { BUDGET_DEFAULTS, budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";

const { app, database } = await buildTestApp();
const budgets = budgetsApi(app, database);

const change = {
  ...BUDGET_DEFAULTS,
  name: "Hijacked",
  amount: 1,
  alert_threshold: 0,
};

describe("budgets of other users", () => {
  it("PUT of another user's budget answers 404 and leaves it unchanged", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await budgets.create(owner);
    const before = await budgets.rows();

    const res = await budgets.put(intruder, theirs.id, change);

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Budget not found" });
    expect(await budgets.rows()).toEqual(before);
    expect(await budgets.list(owner)).toEqual([theirs]);
    expect(await budgets.list(intruder)).toEqual([]);
  });

  it("DELETE of another user's budget answers 404 and keeps it", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await budgets.create(owner);
    const before = await budgets.rows();

    const res = await budgets.delete(intruder, theirs.id);

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Budget not found" });
    expect(await budgets.rows()).toEqual(before);
    expect(await budgets.list(owner)).toEqual([theirs]);
  });

  it.each(["PUT", "DELETE"] as const)(
    "%s of an id that does not exist answers the same 404",
    async (method) => {
      const user = await makeUser(app);
      const res =
        method === "PUT"
          ? await budgets.put(user, 987_654, change)
          : await budgets.delete(user, 987_654);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: "Budget not found" });
    },
  );

  it.each(["GET", "POST", "PUT", "DELETE"] as const)(
    "%s without a token answers 401 and writes nothing",
    async (method) => {
      const user = await makeUser(app);
      const existing = await budgets.create(user);
      const before = await budgets.rows();
      const res =
        method === "GET"
          ? await budgets.get(undefined)
          : method === "POST"
            ? await budgets.post(undefined, change)
            : method === "PUT"
              ? await budgets.put(undefined, existing.id, change)
              : await budgets.delete(undefined, existing.id);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: "Not authenticated" });
      expect(await budgets.rows()).toEqual(before);
    },
  );

  it("ignores a user_id sent in the body", async () => {
    const owner = await makeUser(app);
    const other = await makeUser(app);
    const res = await budgets.post(other, {
      ...BUDGET_DEFAULTS,
      user_id: owner.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await budgets.list(owner)).toEqual([]);
    expect(await budgets.list(other)).toHaveLength(1);
  });
});
