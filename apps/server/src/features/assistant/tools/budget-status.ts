import { daysLeft, toCents, type Category, type Cents } from "@finch/domain";
import type { AssistantBudget, Snapshot } from "../snapshot";
import { divideCents } from "./ledger";

/** One budget with its pace (docs/design/assistant.md §6). */
export interface BudgetLine extends AssistantBudget {
  daysLeft: number;
  projectedCents: Cents;
  safePerDayCents: Cents;
}

const STATUS_ORDER = { over_budget: 0, near_limit: 1, on_track: 2 } as const;

/** Every budget (or one category's), over-budget first, with days left and pace. */
export async function budgetStatusTool(
  snapshot: Snapshot,
  p: { category?: Category | undefined },
): Promise<BudgetLine[]> {
  return (await snapshot.budgets())
    .filter((b) => p.category === undefined || b.category === p.category)
    .map((b) => {
      const left = daysLeft(b.endDate, snapshot.today);
      const elapsed = Math.max(1, dayCount(b.startDate, snapshot.today));
      const remainingDays = Math.max(0, left - 1);
      const perDay = divideCents(b.spentCents, elapsed);
      return {
        ...b,
        daysLeft: left,
        projectedCents: toCents(b.spentCents + perDay * remainingDays),
        safePerDayCents:
          left > 0
            ? divideCents(Math.max(0, b.remainingCents), left)
            : toCents(0),
      };
    })
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.percentUsed - a.percentUsed,
    );
}

function dayCount(start: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) + 1;
}
