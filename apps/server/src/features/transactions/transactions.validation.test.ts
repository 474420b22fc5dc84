import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);

const user = await makeUser(app);
const account = await api.createAccount(user);

const valid: Record<string, unknown> = {
  description: "Lunch",
  merchant_name: "Deli",
  category: "food_dining",
  amount: 12.5,
  transaction_type: "debit",
  account_id: String(account.id),
  transaction_date: "2026-03-14",
};

function without(key: string) {
  return Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
}

function post(payload?: object) {
  return api.postTransaction(user, payload);
}

const error = (field: string, msg: string, type: string) => ({
  detail: [{ loc: ["body", field], msg, type }],
});

describe("POST /transactions required fields", () => {
  it.each([
    ["description", "Description is required"],
    ["account_id", "Account is required"],
    ["category", "Category is required"],
    ["transaction_type", "Type is required"],
    ["amount", "Amount is required"],
    ["transaction_date", "Date is required"],
  ])(
    "answers 422 'missing' when %s is absent and writes nothing",
    async (field, msg) => {
      const before = await api.snapshot(account.id);
      const res = await post(without(field));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, "missing"));
      expect(await api.snapshot(account.id)).toEqual(before);
    },
  );

  it("answers 422 on ['body'] for a request without a body", async () => {
    const before = await api.snapshot(account.id);
    const res = await post();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ["body"], msg: "Request body is required", type: "missing" },
      ],
    });
    expect(await api.snapshot(account.id)).toEqual(before);
  });
});

describe("POST /transactions field rules", () => {
  it.each([
    [
      "category 'rent'",
      { category: "rent" },
      "category",
      "Choose a category from the list",
      "invalid_value",
    ],
    [
      "type 'refund'",
      { transaction_type: "refund" },
      "transaction_type",
      "Type must be debit or credit",
      "invalid_value",
    ],
    [
      "account_id 'abc'",
      { account_id: "abc" },
      "account_id",
      "Account must be a valid id",
      "invalid_id",
    ],
    [
      "account_id 0",
      { account_id: 0 },
      "account_id",
      "Account must be a valid id",
      "invalid_id",
    ],
    [
      "a blank description",
      { description: "   " },
      "description",
      "Description is required",
      "too_small",
    ],
    [
      "a 501-character description",
      { description: "d".repeat(501) },
      "description",
      "Description must be at most 500 characters long",
      "too_big",
    ],
    [
      "a 101-character merchant",
      { merchant_name: "m".repeat(101) },
      "merchant_name",
      "Merchant must be at most 100 characters long",
      "too_big",
    ],
    [
      "is_pending 'yes'",
      { is_pending: "yes" },
      "is_pending",
      "Pending must be true or false",
      "invalid_type",
    ],
  ])(
    "answers 422 naming the field for %s and writes nothing",
    async (_case, change, field, msg, type) => {
      const before = await api.snapshot(account.id);
      const res = await post({ ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(error(field, msg, type));
      expect(await api.snapshot(account.id)).toEqual(before);
    },
  );

  it("accepts a 500-character description and a 100-character merchant", async () => {
    const res = await post({
      ...valid,
      description: "d".repeat(500),
      merchant_name: "m".repeat(100),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      description: "d".repeat(500),
      merchant_name: "m".repeat(100),
    });
  });
});

describe("/transactions/:id path", () => {
  it.each([
    ["PUT", "abc"],
    ["PUT", "0"],
    ["DELETE", "1.5"],
    ["DELETE", "-3"],
  ] as const)(
    "%s answers 422 on ['path','id'] for id %s and changes nothing",
    async (method, id) => {
      const before = await api.snapshot(account.id);
      const res = await api.send(
        user,
        method,
        `/transactions/${id}`,
        method === "PUT" ? valid : undefined,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["path", "id"],
            msg: "Transaction id must be a valid id",
            type: "invalid_id",
          },
        ],
      });
      expect(await api.snapshot(account.id)).toEqual(before);
    },
  );
});
