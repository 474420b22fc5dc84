import type { TransactionResponse } from "@finch/contracts";
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
  category: "food_dining",
  amount: 12.5,
  transaction_type: "debit",
  account_id: String(account.id),
  transaction_date: "2026-03-14",
};

function post(payload: object) {
  return api.postTransaction(user, payload);
}

const CAP = "Amount must be at most 1,000,000,000.00";
const BAD_DATE = "Date must be a valid date (YYYY-MM-DD)";

const cases: [string, Record<string, unknown>, string, string, string][] = [
  [
    "amount 0",
    { amount: 0 },
    "amount",
    "Amount must be greater than 0",
    "too_small",
  ],
  [
    "amount -5",
    { amount: -5 },
    "amount",
    "Amount must be greater than 0",
    "too_small",
  ],
  [
    "amount 1.234",
    { amount: 1.234 },
    "amount",
    "Amount must have at most 2 decimal places",
    "decimal_places",
  ],
  [
    "amount 'abc'",
    { amount: "abc" },
    "amount",
    "Amount must be a number",
    "not_a_number",
  ],
  ["amount 1e12", { amount: 1e12 }, "amount", CAP, "too_big"],
  [
    "amount 1,000,000,000.01",
    { amount: 1_000_000_000.01 },
    "amount",
    CAP,
    "too_big",
  ],
  ["amount 1e19 (20 digits)", { amount: 1e19 }, "amount", CAP, "too_big"],
  ["amount 1e21 (exponent form)", { amount: 1e21 }, "amount", CAP, "too_big"],
  [
    "date 2026-02-30",
    { transaction_date: "2026-02-30" },
    "transaction_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "date 2026-13-01",
    { transaction_date: "2026-13-01" },
    "transaction_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "date 'yesterday'",
    { transaction_date: "yesterday" },
    "transaction_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "date 2026-02-29 (not a leap year)",
    { transaction_date: "2026-02-29" },
    "transaction_date",
    BAD_DATE,
    "invalid_date",
  ],
  [
    "date 1899-12-31",
    { transaction_date: "1899-12-31" },
    "transaction_date",
    BAD_DATE,
    "invalid_date",
  ],
];

describe("POST /transactions amount and date", () => {
  it.each(cases)(
    "answers 422 naming the field for %s and writes nothing",
    async (_case, change, field, msg, type) => {
      const before = await api.snapshot(account.id);
      const res = await post({ ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ["body", field], msg, type }],
      });
      expect(await api.snapshot(account.id)).toEqual(before);
    },
  );

  it.each([
    [{ amount: 0.01 }, 0.01, 1, "2026-03-14"],
    [{ amount: 1_000_000_000 }, 1_000_000_000, 100_000_000_000, "2026-03-14"],
    [{ amount: "19.99" }, 19.99, 1999, "2026-03-14"],
    [{ transaction_date: "2028-02-29" }, 12.5, 1250, "2028-02-29"],
    [{ transaction_date: "1900-01-01" }, 12.5, 1250, "1900-01-01"],
    [{ transaction_date: "2100-12-31" }, 12.5, 1250, "2100-12-31"],
  ])("accepts the boundary %j", async (change, amount, cents, date) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(201);
    const body = res.json<TransactionResponse>();
    expect([body.amount, body.transaction_date]).toEqual([amount, date]);
    const row = await database.db
      .selectFrom("transactions")
      .select(["amountCents", "transactionDate"])
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      amountCents: cents,
      transactionDate: date,
    });
  });
});

describe("PUT /transactions/:id amount and date", () => {
  // The 20-digit and exponent amounts share one cause with their POST cases; reported once there.
  const putCases = cases.filter(([name]) => !/^amount 1e(19|21)/.test(name));
  it.each(putCases)(
    "answers 422 for %s and leaves the transaction and balance unchanged",
    async (_case, change, field, msg, type) => {
      const created = await post(valid);
      expect(created.statusCode).toBe(201);
      const id = created.json<TransactionResponse>().id;
      const before = await api.snapshot(account.id);
      const res = await api.putTransaction(user, id, { ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ["body", field], msg, type }],
      });
      expect(await api.snapshot(account.id)).toEqual(before);
    },
  );
});
