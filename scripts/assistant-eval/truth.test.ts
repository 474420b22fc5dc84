import { describe, expect, it } from "vitest";
import { lastMonths, lastWeek, namedMonth, since } from "./calendar";
import { money, percent } from "./format";
import type { EvalTransaction, Household } from "./household";
import { ledger } from "./truth";
import { budgetTruth, goalTruth } from "./truth-plans";

const row = (
  date: string,
  category: string,
  cents: number,
  type: "debit" | "credit" = "debit",
): EvalTransaction => ({
  date,
  description: "X",
  merchant: "Shop",
  category,
  cents,
  type,
  account: "a",
  pending: false,
});

const household = (transactions: EvalTransaction[]): Household => ({
  id: "t",
  fullName: "T",
  currency: "USD",
  timezone: "UTC",
  today: "2026-03-04",
  now: "2026-03-04T12:00:00Z",
  accounts: [
    {
      key: "a",
      name: "Checking",
      type: "checking",
      openingCents: 0,
      finalCents: 100000,
    },
    {
      key: "c",
      name: "Card typed positive",
      type: "credit_card",
      openingCents: 0,
      finalCents: 20000,
    },
    {
      key: "l",
      name: "Loan",
      type: "loan",
      openingCents: 0,
      finalCents: -50000,
    },
  ],
  transactions,
  budgets: [],
  goals: [],
});

describe("the oracle", () => {
  it("nets refunds per category, never below zero, and leaves out transfers, income and upcoming rows", () => {
    const l = ledger(
      household([
        row("2026-03-01", "shopping", 5000),
        row("2026-03-02", "shopping", 1500, "credit"),
        row("2026-03-02", "travel", 3000, "credit"),
        row("2026-03-03", "transfer", 9999),
        row("2026-03-03", "salary", 250000, "credit"),
        row("2026-03-05", "utilities", 7000),
      ]),
    );
    const march = { start: "2026-03-01", end: "2026-03-31" };
    expect(l.spend(march)).toBe(3500);
    expect(l.income(march)).toBe(250000);
    expect(l.refunds(march)).toBe(4500);
    expect(l.upcoming().map((t) => t.cents)).toEqual([7000]);
  });

  it("owes a liability's balance whatever sign it was typed with", () => {
    const l = ledger(household([]));
    expect(l.liabilitiesCents).toBe(70000);
    expect(l.netWorthCents).toBe(30000);
    expect(money(l.netWorthCents - 100000, "GBP")).toBe("-£700.00");
  });

  it("reads periods as the rules say", () => {
    expect(namedMonth("2026-03-04", 10)).toEqual({
      start: "2025-10-01",
      end: "2025-10-31",
    });
    expect(since("2026-03-04", 11).start).toBe("2025-11-01");
    expect(lastWeek("2026-03-04")).toEqual({
      start: "2026-02-23",
      end: "2026-03-01",
    });
    expect(lastMonths("2026-03-04", 3)).toEqual({
      start: "2025-12-01",
      end: "2026-02-28",
    });
    expect(percent(1, 3)).toBe("33.3%");
    expect(percent(1, 8)).toBe("12.5%");
  });

  it("gives budgets their window's spending and goals their monthly need, rounded up", () => {
    const h = household([
      row("2026-03-02", "food_dining", 4500),
      row("2026-03-01", "food_dining", 1000),
    ]);
    const weekly = budgetTruth(ledger(h), {
      name: "Eating",
      category: "food_dining",
      period: "weekly",
      cents: 4000,
      thresholdPercent: 80,
    });
    expect(weekly).toMatchObject({ spent: 4500, remaining: -500, over: true });
    const goal = goalTruth(h, {
      name: "Trip",
      targetCents: 100000,
      targetDate: "2026-04-03",
      contributions: [{ date: "2026-01-10", cents: 40000 }],
    });
    // 600.00 over 30 days: 600.00 × 30.44 ÷ 30 = 608.80.
    expect(goal).toMatchObject({
      remaining: 60000,
      perMonth: 60880,
      behind: true,
    });
  });
});
