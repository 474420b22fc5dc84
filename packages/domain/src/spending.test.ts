import { describe, expect, it } from "vitest";
import type { Category } from "./categories";
import { toCents } from "./money";
import {
  categorySpending,
  spendingByCategory,
  totalIncome,
  totalSpending,
  type CategoryTotals,
} from "./spending";

const row = (
  category: Category,
  debit: number,
  credit = 0,
): CategoryTotals => ({
  category,
  debitCents: toCents(debit),
  creditCents: toCents(credit),
});

describe("categorySpending", () => {
  it.each([
    ["debits alone are spent", row("groceries", 12_345), 12_345],
    [
      "a refund in the category is netted",
      row("shopping", 10_000, 2_501),
      7_499,
    ],
    ["more refunds than purchases spend nothing", row("shopping", 100, 101), 0],
    ["transfers are never spending", row("transfer", 50_000, 0), 0],
    [
      "salary credits are income, not refunds",
      row("other", 4_000, 9_000),
      4_000,
    ],
    ["investment credits are income", row("investment", 700, 100_000), 700],
  ])("%s", (_why, totals, expected) => {
    expect(categorySpending(totals)).toBe(expected);
  });
});

describe("window totals", () => {
  const totals = [
    row("groceries", 30_000, 1_000),
    row("transfer", 99_999, 99_999),
    row("salary", 0, 500_000),
    row("other", 2_000, 3_000),
  ];

  it("sums every category's net spending, transfers excluded", () => {
    expect(totalSpending(totals)).toBe(29_000 + 2_000);
  });

  it("counts credits in salary, investment and other as income", () => {
    expect(totalIncome(totals)).toBe(503_000);
  });

  it("lists every category, zero where nothing was spent", () => {
    const spending = spendingByCategory(totals);
    expect(spending.size).toBe(14);
    expect(spending.get("groceries")).toBe(29_000);
    expect(spending.get("travel")).toBe(0);
  });
});
