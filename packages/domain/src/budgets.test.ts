import { describe, expect, it } from "vitest";
import {
  BUDGET_STATUS_LABELS,
  budgetBarColor,
  budgetOverview,
  budgetCardLabel,
  budgetStatus,
  dashboardBarColor,
  dashboardBudgetCard,
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

describe("BUDGET_STATUS_LABELS", () => {
  it.each([
    ["on_track", "On Track"],
    ["near_limit", "Near Limit"],
    ["over_budget", "Over Budget"],
  ] as const)("%s reads %s", (status, label) => {
    expect(BUDGET_STATUS_LABELS[status]).toBe(label);
  });
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

describe("budgetOverview", () => {
  const b = (
    period: "weekly" | "monthly" | "quarterly" | "yearly",
    category: string,
    limit: number,
    spent: number,
  ) => ({ period, category, limitCents: c(limit), spentCents: c(spent) });

  it("never adds a week's limit to a year's: one line per period, in period order", () => {
    const lines = budgetOverview([
      b("yearly", "travel", 300_000, 50_000),
      b("weekly", "food_dining", 10_000, 4_000),
      b("monthly", "groceries", 40_000, 10_000),
    ]);
    expect(lines.map((l) => [l.period, l.budgetedCents, l.spentCents])).toEqual(
      [
        ["weekly", 10_000, 4_000],
        ["monthly", 40_000, 10_000],
        ["yearly", 300_000, 50_000],
      ],
    );
  });

  it("counts a category's spending once when two budgets of a period watch it", () => {
    const [line] = budgetOverview([
      b("monthly", "groceries", 30_000, 25_000),
      b("monthly", "groceries", 20_000, 25_000),
    ]);
    expect(line).toMatchObject({
      budgetedCents: 50_000,
      spentCents: 25_000,
      usedPercent: 50,
      budgetCount: 2,
    });
  });

  it("reports the budgets over their limit as over, whatever the others have left", () => {
    const [line] = budgetOverview([
      b("monthly", "shopping", 10_000, 180_000),
      b("monthly", "groceries", 200_000, 0),
    ]);
    expect(line).toMatchObject({
      overCount: 1,
      overCents: 170_000,
      remainingCents: 200_000,
    });
  });

  it("exactly at the limit is not over", () => {
    const [line] = budgetOverview([b("weekly", "other", 5_000, 5_000)]);
    expect(line).toMatchObject({
      overCount: 0,
      overCents: 0,
      remainingCents: 0,
      usedPercent: 100,
    });
  });

  it("has no line without budgets", () => {
    expect(budgetOverview([])).toEqual([]);
  });
});
