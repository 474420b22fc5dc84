import { describe, expect, it } from "vitest";
import {
  budgetBarColor,
  budgetCardLabel,
  budgetStatus,
  dashboardBarColor,
  dashboardBudgetCard,
  percentUsed,
} from "./budgets";
import { toCents } from "./money";

const c = toCents;

describe("budgetStatus (budgets page)", () => {
  it.each([
    [0, 10_000, 8_000, "on_track"],
    [8_000, 10_000, 8_000, "on_track"], // exactly at the threshold
    [8_001, 10_000, 8_000, "near_limit"], // one cent over it
    [10_000, 10_000, 8_000, "near_limit"], // exactly at the limit
    [10_001, 10_000, 8_000, "over_budget"], // one cent over
    [5_001, 10_000, 5_000, "near_limit"], // a custom threshold
    [1, 10_000, 0, "near_limit"], // threshold 0: any spending
    [10_000, 10_000, 10_000, "on_track"], // threshold 100 %: near only when over
  ] as const)(
    "spent %d of %d with threshold %d bp is %s",
    (spent, limit, threshold, status) => {
      expect(budgetStatus(c(spent), c(limit), threshold)).toBe(status);
    },
  );
});

describe("bars", () => {
  it.each([
    [8_000, "primary", "success"],
    [8_001, "warning", "warning"],
    [10_000, "warning", "warning"],
    [10_001, "error", "error"],
  ] as const)(
    "spent %d of 10,000 is %s on the page and %s on the dashboard",
    (spent, page, dashboard) => {
      expect(budgetBarColor(c(spent), c(10_000))).toBe(page);
      expect(dashboardBarColor(c(spent), c(10_000))).toBe(dashboard);
    },
  );
  it("reports percent used with one decimal, uncapped", () => {
    expect(percentUsed(c(12_050), c(10_000))).toBe(120.5);
    expect(percentUsed(c(1), c(3))).toBe(33.3);
  });
});

describe("dashboardBudgetCard", () => {
  const b = (spent: number, limit: number) => ({
    spentCents: c(spent),
    limitCents: c(limit),
  });
  it.each([
    [[], "No Budgets"],
    [[b(100, 1000), b(10_001, 10_000), b(20_000, 10_000)], "2 Over Budget"],
    [[b(8_001, 10_000), b(10_000, 10_000), b(0, 10)], "2 Near Limit"],
    [[b(8_000, 10_000)], "On Track"],
  ])("%j reads %s", (budgets, label) => {
    expect(budgetCardLabel(dashboardBudgetCard(budgets))).toBe(label);
  });
});
