import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { goalsApi } from "../../../test/goals-api";

const { app, database } = await buildTestApp();
const api = goalsApi(app, database);
const user = await makeUser(app);

const error = (field: string, msg: string, type: string) => ({
  detail: [{ loc: ["body", field], msg, type }],
});

const BAD_DATE = "Target date must be a valid date (YYYY-MM-DD)";
const POSITIVE = "Target amount must be greater than 0";

const cases: [string, Record<string, unknown>, string, string, string][] = [
  ["no name", { name: undefined }, "name", "Name is required", "missing"],
  ["a blank name", { name: "   " }, "name", "Name is required", "too_small"],
  [
    "a 101-character name",
    { name: "n".repeat(101) },
    "name",
    "Name must be at most 100 characters long",
    "too_big",
  ],
  [
    "a 501-character description",
    { description: "d".repeat(501) },
    "description",
    "Description must be at most 500 characters long",
    "too_big",
  ],
  [
    "a numeric description",
    { description: 5 },
    "description",
    "Description must be text",
    "invalid_type",
  ],
  [
    "no target amount",
    { target_amount: undefined },
    "target_amount",
    "Target amount is required",
    "missing",
  ],
  [
    "target amount 0",
    { target_amount: 0 },
    "target_amount",
    POSITIVE,
    "too_small",
  ],
  [
    "target amount -5",
    { target_amount: -5 },
    "target_amount",
    POSITIVE,
    "too_small",
  ],
  [
    "target amount 1.234",
    { target_amount: 1.234 },
    "target_amount",
    "Target amount must have at most 2 decimal places",
    "decimal_places",
  ],
  [
    "target amount 'abc'",
    { target_amount: "abc" },
    "target_amount",
    "Target amount must be a number",
    "not_a_number",
  ],
  [
    "target amount 1,000,000,000.01",
    { target_amount: 1_000_000_000.01 },
    "target_amount",
    "Target amount must be at most 1,000,000,000.00",
    "too_big",
  ],
  [
    "no target date",
    { target_date: undefined },
    "target_date",
    "Target date is required",
    "missing",
  ],
  [
    "target date 2026-02-30",
    { target_date: "2026-02-30" },
    "target_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "target date 2026-02-29 (not a leap year)",
    { target_date: "2026-02-29" },
    "target_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "target date 2026-13-01",
    { target_date: "2026-13-01" },
    "target_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "target date 'next year'",
    { target_date: "next year" },
    "target_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "target date 20261231",
    { target_date: 20261231 },
    "target_date",
    BAD_DATE,
    "invalid_type",
  ],
];

describe("POST /goals validation", () => {
  it.each(cases)(
    "answers 422 naming the field for %s and writes nothing",
    async (_case, change, field, msg, type) => {
      const before = await api.snapshot();
      const res = await api.postGoal(user, api.form(change));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, type));
      expect(await api.snapshot()).toEqual(before);
    },
  );

  it("names every missing field of an empty object at once", async () => {
    const res = await api.postGoal(user, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ["body", "name"], msg: "Name is required", type: "missing" },
        {
          loc: ["body", "target_amount"],
          msg: "Target amount is required",
          type: "missing",
        },
        {
          loc: ["body", "target_date"],
          msg: "Target date is required",
          type: "missing",
        },
      ],
    });
  });

  it("answers 422 on ['body'] for a request without a body", async () => {
    const res = await api.postGoal(user);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Request body is required", type: "missing" },
      ],
    });
  });

  it.each([
    [{ target_amount: 0.01, target_date: "2028-02-29" }, 0.01],
    [{ target_amount: 1_000_000_000, name: "n".repeat(100) }, 1_000_000_000],
    [{ description: "d".repeat(500) }, 1000],
  ])("accepts the boundary %j", async (change, amount) => {
    const goal = await api.createGoal(user, change);
    expect(goal.target_amount).toBe(amount);
  });
});

describe("PUT /goals/:id validation", () => {
  it.each(cases)(
    "answers 422 for %s and leaves the goal unchanged",
    async (_case, change, field, msg, type) => {
      const goal = await api.createGoal(user);
      const before = await api.snapshot();
      const res = await api.putGoal(user, goal.id, api.form(change));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, type));
      expect(await api.snapshot()).toEqual(before);
    },
  );
});

describe("/goals/:id path", () => {
  it.each([
    ["PUT", "abc", ""],
    ["DELETE", "0", ""],
    ["DELETE", "1.5", ""],
    ["POST", "-3", "/contribute?amount=1"],
  ] as const)(
    "%s answers 422 on ['path','id'] for id %s and changes nothing",
    async (method, id, suffix) => {
      const before = await api.snapshot();
      const res = await api.send(
        user,
        method,
        `/goals/${id}${suffix}`,
        method === "PUT" ? api.form() : undefined,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["path", "id"],
            msg: "Goal id must be a valid id",
            type: "invalid_id",
          },
        ],
      });
      expect(await api.snapshot()).toEqual(before);
    },
  );
});
