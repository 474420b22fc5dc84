import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);

const TYPE_MESSAGE =
  "Account type must be one of: checking, savings, credit_card, investment, loan, mortgage, other";

const valid = { name: "Savings", account_type: "savings", current_balance: 10 };

function omit(key: string) {
  return Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
}

describe("POST /accounts validation", () => {
  it.each([
    ["missing name", omit("name"), "name", "Name is required", "missing"],
    [
      "a blank name",
      { ...valid, name: "   " },
      "name",
      "Name is required",
      "too_small",
    ],
    [
      "a 101-character name",
      { ...valid, name: "n".repeat(101) },
      "name",
      "Name must be at most 100 characters long",
      "too_big",
    ],
    [
      "an unknown type",
      { ...valid, account_type: "piggy_bank" },
      "account_type",
      TYPE_MESSAGE,
      "invalid_value",
    ],
    [
      "a balance with 3 decimals",
      { ...valid, current_balance: 10.125 },
      "current_balance",
      "Current balance must have at most 2 decimal places",
      "decimal_places",
    ],
    [
      "a balance that is text",
      { ...valid, current_balance: "abc" },
      "current_balance",
      "Current balance must be a number",
      "not_a_number",
    ],
    [
      "a balance one cent over the cap",
      { ...valid, current_balance: -1_000_000_000.01 },
      "current_balance",
      "Current balance must be between -1,000,000,000.00 and 1,000,000,000.00",
      "too_big",
    ],
    [
      "missing balance",
      omit("current_balance"),
      "current_balance",
      "Current balance is required",
      "missing",
    ],
  ])(
    "answers 422 naming the field for %s and stores nothing",
    async (_case, payload, field, msg, type) => {
      const user = await makeUser(app);
      const res = await api.postAccount(user, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ["body", field], msg, type }],
      });
      expect(await api.listAccounts(user)).toEqual([]);
    },
  );

  it("answers 401 without a token and stores nothing", async () => {
    const before = await api.accountCount();
    const res = await api.postAccount(undefined, valid);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
    expect(await api.accountCount()).toBe(before);
  });
});

describe("PUT /accounts/:id validation", () => {
  it.each([
    [{}, ["body"], "Send at least one field to change", "custom"],
    [{ name: "" }, ["body", "name"], "Name is required", "too_small"],
    [
      { name: "n".repeat(101) },
      ["body", "name"],
      "Name must be at most 100 characters long",
      "too_big",
    ],
    [
      { account_type: "cash" },
      ["body", "account_type"],
      TYPE_MESSAGE,
      "invalid_value",
    ],
    [
      { current_balance: 1.001 },
      ["body", "current_balance"],
      "Current balance must have at most 2 decimal places",
      "decimal_places",
    ],
    [
      { current_balance: "lots" },
      ["body", "current_balance"],
      "Current balance must be a number",
      "not_a_number",
    ],
    [
      { is_active: "no" },
      ["body", "is_active"],
      "Active must be true or false",
      "invalid_type",
    ],
  ])(
    "answers 422 for %j and changes nothing",
    async (payload, loc, msg, type) => {
      const user = await makeUser(app);
      const account = await api.createAccount(user, valid);
      const res = await api.putAccount(user, account.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [{ loc, msg, type }] });
      expect(await api.listAccounts(user)).toEqual([account]);
    },
  );
});

describe("/accounts/:id path", () => {
  it.each([
    ["PUT", "abc"],
    ["PUT", "0"],
    ["PUT", "1.5"],
    ["DELETE", "abc"],
    ["DELETE", "-1"],
  ] as const)(
    "%s answers 422 on ['path','id'] for id %s",
    async (method, id) => {
      const user = await makeUser(app);
      const account = await api.createAccount(user, valid);
      const res = await api.send(
        user,
        method,
        `/accounts/${id}`,
        method === "PUT" ? { name: "X" } : undefined,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["path", "id"],
            msg: "Account id must be a valid id",
            type: "invalid_id",
          },
        ],
      });
      expect(await api.listAccounts(user)).toEqual([account]);
    },
  );
});
