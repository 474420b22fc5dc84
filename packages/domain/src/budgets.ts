/**
 * Budget rules: status on the budgets page and the dashboard, and bar colours (docs/product.md §4,
 * §9).
 */
import { sumCents, toCents, type Cents } from "./money";
import { sharePercent } from "./percent";
import { BUDGET_PERIODS, type BudgetPeriod } from "./periods";

/** Budgets page status. */
export type BudgetStatus = "on_track" | "near_limit" | "over_budget";

/** How each status reads, on the budgets page and the dashboard (docs/product.md §4). */
export const BUDGET_STATUS_LABELS: Readonly<Record<BudgetStatus, string>> = {
  on_track: "On Track",
  near_limit: "Near Limit",
  over_budget: "Over Budget",
};

/** The default alert threshold: 80 % (8,000 basis points). */
export const DEFAULT_ALERT_THRESHOLD_BP = 8_000;
/** The dashboard's fixed near-limit threshold: 80 %. */
export const DASHBOARD_NEAR_LIMIT_BP = 8_000;
/** Bars turn to warning above 80 % (docs/product.md §9). */
export const BAR_WARNING_BP = 8_000;

/**
 * Budgets page: above 100 % of the limit is over budget; above the alert threshold is near the
 * limit; otherwise on track. Exactly at a boundary is the lower state ("above" is strict).
 * Integer arithmetic on cents and basis points: no float ever decides a status.
 */
export function budgetStatus(
  spentCents: Cents,
  limitCents: Cents,
  alertThresholdBp: number,
): BudgetStatus {
  if (spentCents > limitCents) return "over_budget";
  if (spentCents * 10_000 > limitCents * alertThresholdBp) return "near_limit";
  return "on_track";
}

/** Budgets page bar: error above 100 %, warning above 80 %, otherwise primary. */
export function budgetBarColor(
  spentCents: Cents,
  limitCents: Cents,
): "error" | "warning" | "primary" {
  if (spentCents > limitCents) return "error";
  if (spentCents * 10_000 > limitCents * BAR_WARNING_BP) return "warning";
  return "primary";
}

/** Dashboard bar: green up to 80 %, warning above, error above 100 %. */
export function dashboardBarColor(
  spentCents: Cents,
  limitCents: Cents,
): "success" | "warning" | "error" {
  const color = budgetBarColor(spentCents, limitCents);
  return color === "primary" ? "success" : color;
}

/** The dashboard's Budget Status card (docs/product.md §4). */
export type BudgetCardState =
  | { kind: "none" }
  | { kind: "over"; count: number }
  | { kind: "near"; count: number }
  | { kind: "on_track" };

/** 'No Budgets', 'N Over Budget', 'N Near Limit' (above 80 %, not over) or 'On Track'. */
export function dashboardBudgetCard(
  budgets: readonly { spentCents: Cents; limitCents: Cents }[],
): BudgetCardState {
  if (budgets.length === 0) return { kind: "none" };
  const over = budgets.filter((b) => b.spentCents > b.limitCents).length;
  if (over > 0) return { kind: "over", count: over };
  const near = budgets.filter(
    (b) => b.spentCents * 10_000 > b.limitCents * DASHBOARD_NEAR_LIMIT_BP,
  ).length;
  return near > 0 ? { kind: "near", count: near } : { kind: "on_track" };
}

/** The card's text. */
export function budgetCardLabel(state: BudgetCardState): string {
  switch (state.kind) {
    case "none":
      return "No Budgets";
    case "over":
      return `${String(state.count)} ${BUDGET_STATUS_LABELS.over_budget}`;
    case "near":
      return `${String(state.count)} ${BUDGET_STATUS_LABELS.near_limit}`;
    case "on_track":
      return BUDGET_STATUS_LABELS.on_track;
  }
}

/** One period's line of the Budget Overview. */
export interface BudgetOverviewLine {
  period: BudgetPeriod;
  budgetCount: number;
  budgetedCents: Cents;
  /** Each category's spending once, however many budgets of this period watch it. */
  spentCents: Cents;
  /** What the budgets still within their limit have left. */
  remainingCents: Cents;
  /** How far the budgets past their limit are over, added up. */
  overCents: Cents;
  overCount: number;
  /** Spent as a share of budgeted (`sharePercent`). */
  usedPercent: number;
}

/**
 * The Budget Overview (issue 27): one line per period, since a week's limit and a year's do not
 * add up; within a period each category's spending counts once (two budgets on groceries watch
 * the same purchases), and the budgets over their limit are reported as over however much the
 * others have left. Lines follow `BUDGET_PERIODS`; periods without budgets have none.
 */
export function budgetOverview(
  budgets: readonly {
    period: BudgetPeriod;
    category: string;
    limitCents: Cents;
    spentCents: Cents;
  }[],
): BudgetOverviewLine[] {
  return BUDGET_PERIODS.flatMap((period) => {
    const mine = budgets.filter((b) => b.period === period);
    if (mine.length === 0) return [];
    const spentByCategory = new Map(
      mine.map((b) => [b.category, b.spentCents]),
    );
    const budgetedCents = sumCents(mine.map((b) => b.limitCents));
    const spentCents = sumCents(spentByCategory.values());
    const over = mine.filter((b) => b.spentCents > b.limitCents);
    return [
      {
        period,
        budgetCount: mine.length,
        budgetedCents,
        spentCents,
        remainingCents: sumCents(
          mine.map((b) => toCents(Math.max(0, b.limitCents - b.spentCents))),
        ),
        overCents: sumCents(
          over.map((b) => toCents(b.spentCents - b.limitCents)),
        ),
        overCount: over.length,
        usedPercent: sharePercent(spentCents, budgetedCents),
      },
    ];
  });
}
