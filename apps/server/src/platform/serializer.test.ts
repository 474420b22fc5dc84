import {
  budgetListResponseSchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import { CATEGORIES, CATEGORY_SOURCES, TRANSACTION_TYPES } from "@finch/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createSerializerCompiler } from "./serializer";

const writerOf = (schema: z.ZodType, checkResponses = false) =>
  createSerializerCompiler({ checkResponses })({
    schema,
    method: "GET",
    url: "/test",
    httpStatus: "200",
  });

const text = fc.string({ unit: "binary", maxLength: 40 });
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const transaction = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 }),
  description: text,
  merchant_name: fc.option(text, { nil: null }),
  category: fc.constantFrom(...CATEGORIES),
  category_source: fc.constantFrom(...CATEGORY_SOURCES),
  amount: cents.map((c) => c / 100),
  transaction_type: fc.constantFrom(...TRANSACTION_TYPES),
  account: fc.record({ id: fc.integer({ min: 1 }), name: text }),
  transaction_date: fc.constant("2026-11-23"),
  is_pending: fc.boolean(),
  is_synced: fc.boolean(),
  is_upcoming: fc.boolean(),
});

describe("the compiled response writer", () => {
  it("writes exactly what JSON.stringify writes for any page of transactions", () => {
    const write = writerOf(transactionListResponseSchema);
    fc.assert(
      fc.property(
        fc.record({
          transactions: fc.array(transaction, { maxLength: 5 }),
          total: fc.nat(),
        }),
        (page) => {
          expect(JSON.parse(write(page))).toEqual(page);
        },
      ),
    );
  });

  it("writes only the declared fields, so nothing internal leaks", () => {
    const write = writerOf(transactionListResponseSchema);
    const body = JSON.parse(
      write({
        transactions: [
          {
            id: 1,
            description: "Coffee",
            merchant_name: null,
            category: "food_dining",
            category_source: "suggested",
            amount: 4.5,
            transaction_type: "debit",
            account: { id: 2, name: "Checking", userId: 7 },
            transaction_date: "2026-11-23",
            is_pending: false,
            is_synced: false,
            is_upcoming: false,
            searchText: "coffee",
            userId: 7,
          },
        ],
        total: 1,
      }),
    ) as { transactions: Record<string, unknown>[] };
    expect(Object.keys(body.transactions[0] ?? {}).sort()).toEqual(
      Object.keys(transactionResponseSchema.shape).sort(),
    );
    expect(body.transactions[0]?.account).toEqual({ id: 2, name: "Checking" });
  });

  it("writes a nullable object both ways (the summary's trends)", () => {
    const write = writerOf(
      z.object({
        trend: z.object({ percent: z.number() }).nullable(),
      }),
    );
    expect(write({ trend: null })).toBe('{"trend":null}');
    expect(write({ trend: { percent: -12.5, extra: 1 } })).toBe(
      '{"trend":{"percent":-12.5}}',
    );
  });

  it("refuses a response missing a required field", () => {
    const write = writerOf(budgetListResponseSchema);
    expect(() => write({})).toThrow(/budgets/);
  });

  it("writes a 422 body with its field list", () => {
    const write = writerOf(validationErrorBodySchema);
    const body = {
      detail: [
        { loc: ["body", "amount"], msg: "Amount is required", type: "missing" },
        { loc: ["body", "splits", 0], msg: "Too long", type: "too_big" },
      ],
    };
    expect(JSON.parse(write(body))).toEqual(body);
  });

  it("with checkResponses, fails a response that does not match its schema", () => {
    const page = {
      transactions: [],
      total: "many",
    };
    // The plain writer coerces, which is why the test suite's apps check every response.
    expect(() => writerOf(transactionListResponseSchema, true)(page)).toThrow(
      /does not match its schema/,
    );
  });
});
