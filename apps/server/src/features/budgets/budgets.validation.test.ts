import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";

const { app, database } = await buildTestApp();
const budgets = budgetsApi(app, database);
const user = await makeUser(app);
const existing = await budgets.create(user, { name: "Existing" });

const valid: Record<string, unknown> = {
  name: "Dining out",
  category: "food_dining",
  amount: 250,
  period: "monthly",
  alert_threshold: 0.8,
};

function without(key: string) {
  return Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
}

const error = (field: string, msg: string, type: string) => ({
  detail: [{ loc: ["body", field], msg, type }],
});

const invalidCases: [
  string,
  Record<string, unknown>,
  string,
  string,
  string,
][] = [
  [
    "category 'rent'",
    { category: "rent" },
    "category",
    "Choose a category from the list",
    "invalid_value",
  ],
  [
    "period 'daily'",
    { period: "daily" },
    "period",
    "Period must be one of: weekly, monthly, quarterly, yearly",
    "invalid_value",
  ],
  [
    "amount 0",
    { amount: 0 },
    "amount",
    "Amount must be greater than 0",
    "too_small",
  ],
  [
    "a negative amount",
    { amount: -5 },
    "amount",
    "Amount must be greater than 0",
    "too_small",
  ],
  [
    "an amount with 3 decimals",
    { amount: 10.005 },
    "amount",
    "Amount must have at most 2 decimal places",
    "decimal_places",
  ],
  [
    "an amount as text",
    { amount: "lots" },
    "amount",
    "Amount must be a number",
    "not_a_number",
  ],
  [
    "an amount above the cap",
    { amount: 1_000_000_000.01 },
    "amount",
    "Amount must be at most 1,000,000,000.00",
    "too_big",
  ],
  [
    "threshold 1.5",
    { alert_threshold: 1.5 },
    "alert_threshold",
    "Alert threshold must be between 0 and 1",
    "too_big",
  ],
  [
    "threshold -0.1",
    { alert_threshold: -0.1 },
    "alert_threshold",
    "Alert threshold must be between 0 and 1",
    "too_small",
  ],
  [
    "threshold as text",
    { alert_threshold: "0.5" },
    "alert_threshold",
    "Alert threshold must be a number between 0 and 1",
    "invalid_type",
  ],
  ["a blank name", { name: "   " }, "name", "Name is required", "too_small"],
  [
    "a 101-character name",
    { name: "n".repeat(101) },
    "name",
    "Name must be at most 100 characters long",
    "too_big",
  ],
];

describe("POST /budgets validation", () => {
  it.each([
    ["name", "Name is required"],
    ["category", "Category is required"],
    ["amount", "Amount is required"],
    ["period", "Period is required"],
  ])(
    "answers 422 'missing' when %s is absent and writes nothing",
    async (field, msg) => {
      const before = await budgets.rows();
      const res = await budgets.post(user, without(field));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, "missing"));
      expect(await budgets.rows()).toEqual(before);
    },
  );

  it("names every missing field at once for an empty object", async () => {
    const res = await budgets.post(user, {});
    expect(res.statusCode).toBe(422);
    const fields = res
      .json<{ detail: { loc: string[] }[] }>()
      .detail.map((d) => d.loc[1]);
    expect(fields).toEqual(["name", "category", "amount", "period"]);
  });

  it("answers 422 on ['body'] for a request without a body", async () => {
    const res = await budgets.post(user);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Request body is required", type: "missing" },
      ],
    });
  });

  it.each(invalidCases)(
    "answers 422 naming the field for %s and writes nothing",
    async (_case, change, field, msg, type) => {
      const before = await budgets.rows();
      const res = await budgets.post(user, { ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, type));
      expect(await budgets.rows()).toEqual(before);
    },
  );

  it("accepts a 100-character name", async () => {
    const created = await budgets.create(user, {
      ...valid,
      name: "n".repeat(100),
    });
    expect(created.name).toBe("n".repeat(100));
  });
});

describe("PUT /budgets/:id validation", () => {
  it.each(invalidCases)(
    "answers 422 naming the field for %s and changes nothing",
    async (_case, change, field, msg, type) => {
      const before = await budgets.rows();
      const res = await budgets.put(user, existing.id, { ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, type));
      expect(await budgets.rows()).toEqual(before);
    },
  );

  it.each(["name", "category", "amount", "period"])(
    "answers 422 'missing' when %s is absent",
    async (field) => {
      const res = await budgets.put(user, existing.id, without(field));
      expect(res.statusCode).toBe(422);
      expect(
        res.json<{ detail: { loc: string[]; type: string }[] }>().detail,
      ).toEqual([
        expect.objectContaining({ loc: ["body", field], type: "missing" }),
      ]);
    },
  );

  it.each([
    ["PUT", "abc"],
    ["PUT", "0"],
    ["DELETE", "1.5"],
    ["DELETE", "-3"],
  ] as const)(
    "%s answers 422 on ['path','id'] for id %s",
    async (method, id) => {
      const before = await budgets.rows();
      const res =
        method === "PUT"
          ? await budgets.put(user, id, valid)
          : await budgets.delete(user, id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["path", "id"],
            msg: "Budget id must be a valid id",
            type: "invalid_id",
          },
        ],
      });
      expect(await budgets.rows()).toEqual(before);
    },
  );
});
