import { describe, expect, it } from "vitest";
import type { Category } from "./categories";
import {
  answerOf,
  averagePer,
  measureOf,
  periodKey,
  periodsIn,
  type LedgerSums,
} from "./ledger-query";
import { toCents } from "./money";

const sums = (
  key: string,
  category: Category,
  debit: number,
  credit = 0,
  count = 1,
): LedgerSums => ({
  key,
  category,
  debitCents: toCents(debit),
  creditCents: toCents(credit),
  count,
  debitCount: debit > 0 ? count : 0,
});

describe("periodKey", () => {
  it.each([
    ["2026-11-28", "day", "2026-11-28"],
    ["2026-11-28", "week", "2026-11-23"], // a Saturday: its week began on Monday the 23rd
    ["2026-11-23", "week", "2026-11-23"],
    ["2026-11-29", "week", "2026-11-23"], // Sunday ends the week
    ["2026-01-01", "week", "2025-12-29"],
    ["2026-11-28", "month", "2026-11"],
    ["2026-11-28", "quarter", "2026-Q4"],
    ["2026-03-31", "quarter", "2026-Q1"],
    ["2026-04-01", "quarter", "2026-Q2"],
    ["2026-11-28", "year", "2026"],
    ["2026-11-23", "weekday", "1"], // a Monday
    ["2026-11-28", "weekday", "6"],
    ["2026-11-29", "weekday", "7"],
  ] as const)("%s by %s → %s", (date, grouping, expected) => {
    expect(periodKey(date, grouping)).toBe(expected);
  });
});

describe("measureOf", () => {
  const rows = [
    { ...sums("2026-11-02", "groceries", 10_000, 2_500, 3), debitCount: 2 },
    sums("2026-11-03", "groceries", 500),
    sums("2026-11-03", "transfer", 90_000, 0, 1),
    sums("2026-11-05", "salary", 0, 300_000, 1),
    { ...sums("2026-11-06", "shopping", 100, 400, 2), debitCount: 1 },
  ];
  it.each([
    // groceries 10,500 − 2,500 refunded; shopping refunds more than it spent: 0; transfers never
    ["spending", 8_000],
    ["income", 300_000],
    ["debits", 100_600],
    ["credits", 302_900],
    ["net", 202_300],
    // groceries' 2,500 and shopping's 400; the salary is income
    ["refunds", 2_900],
    ["count", 8],
    // debits outside transfers: two and one groceries, one shopping
    ["purchases", 4],
  ] as const)("%s → %s", (measure, expected) => {
    expect(measureOf(rows, measure)).toBe(expected);
  });
});

describe("answerOf", () => {
  const rows = [
    sums("2026-10-30", "groceries", 10_000),
    sums("2026-11-02", "groceries", 0, 10_000), // a refund the month after
    sums("2026-11-03", "food_dining", 4_500, 0, 2),
    sums("2026-11-20", "groceries", 3_000),
  ];

  it("nets refunds within each group, and the total over every row", () => {
    expect(answerOf(rows, { measure: "spending", groupBy: "month" })).toEqual({
      total: 7_500, // groceries 13,000 − 10,000 + dining 4,500
      count: 5,
      groups: [
        { key: "2026-10", value: 10_000, count: 1 },
        { key: "2026-11", value: 4_500, count: 4 },
      ],
    });
  });

  it("orders groups by value, largest first, and keeps the limit", () => {
    expect(
      answerOf(rows, { measure: "spending", groupBy: "category", limit: 1 }),
    ).toEqual({
      total: 7_500,
      count: 5,
      groups: [{ key: "food_dining", value: 4_500, count: 2 }],
    });
    expect(
      answerOf(rows, {
        measure: "count",
        groupBy: "category",
        sort: "value_asc",
      }).groups.map((g) => g.key),
    ).toEqual(["food_dining", "groceries"]);
  });

  it("groups by week from Monday", () => {
    expect(
      answerOf(rows, { measure: "debits", groupBy: "week" }).groups,
    ).toEqual([
      { key: "2026-10-26", value: 10_000, count: 1 },
      { key: "2026-11-02", value: 4_500, count: 3 },
      { key: "2026-11-16", value: 3_000, count: 1 },
    ]);
  });

  it("answers a total alone without a grouping", () => {
    expect(answerOf(rows, { measure: "count" })).toEqual({
      total: 5,
      count: 5,
      groups: [],
    });
  });
});

describe("averages per period", () => {
  it.each([
    // three full months
    ["2026-08-01", "2026-10-31", "month", 3, 30_000, 10_000],
    // a fortnight counts as one month
    ["2026-11-01", "2026-11-14", "month", 1, 4_200, 4_200],
    // 92 days: 100 a day; a week is seven days' average
    ["2026-08-01", "2026-10-31", "day", 92, 9_200, 100],
    ["2026-08-01", "2026-10-31", "week", 92 / 7, 9_200, 700],
    // a fortnight is fourteen days' average
    ["2026-08-01", "2026-10-31", "fortnight", 92 / 14, 9_200, 1_400],
    // half a cent rounds away from zero
    ["2026-11-01", "2026-11-02", "day", 2, 5, 3],
    ["2026-11-01", "2026-11-02", "day", 2, -5, -3],
  ] as const)(
    "%s to %s per %s: %s periods, %s → %s",
    (start, end, per, periods, total, average) => {
      expect(periodsIn(start, end, per)).toBeCloseTo(periods, 10);
      expect(averagePer(total, start, end, per)).toBe(average);
    },
  );
});
