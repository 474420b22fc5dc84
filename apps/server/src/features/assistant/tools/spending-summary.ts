import {
  CATEGORIES,
  daysBetween,
  type Cents,
  periodWindow,
} from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import {
  divideCents,
  refundsOf,
  rowsWhere,
  spendingBy,
  spendingOf,
  spendingRows,
  tenthsOfPercent,
  type RowFilter,
} from "./ledger";

const GROUPS = [
  "none",
  "category",
  "merchant",
  "account",
  "month",
  "week",
  "day_of_week",
] as const;

/** Parameters of `spending_summary`. */
export const spendingSummaryParams = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  group_by: z.enum(GROUPS).optional(),
  categories: z.array(z.enum(CATEGORIES)).optional(),
  merchants: z.array(z.string()).optional(),
  account_id: z.number().int().optional(),
  top_n: z.number().int().min(1).max(50).optional(),
  weekends_only: z.boolean().optional(),
});

/** One group of a summary. */
export interface SpendingGroup {
  key: string;
  totalCents: Cents;
  count: number;
  /** Share of the total in tenths of a percent. */
  shareTenths: number;
}

/** The result of `spending_summary`. */
export interface SpendingSummary {
  period: { start: string; end: string };
  totalCents: Cents;
  count: number;
  pendingCents: Cents;
  pendingCount: number;
  refundsCents: Cents;
  avgPerDayCents: Cents;
  groups: SpendingGroup[];
}

const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/**
 * Spending (docs/architecture.md §5) over a window, optionally grouped, with pending and refunds
 * called out.
 */
export function spendingSummary(
  snapshot: Snapshot,
  p: z.infer<typeof spendingSummaryParams>,
): SpendingSummary {
  const filter: RowFilter = {
    start: p.start,
    end: p.end,
    categories: p.categories,
    merchants: p.merchants,
    accountId: p.account_id,
    weekendsOnly: p.weekends_only,
  };
  const rows = spendingRows(rowsWhere(snapshot, filter));
  const totalCents = spendingOf(rows);
  const pending = rows.filter((t) => t.isPending && t.type === "debit");
  const grouped =
    p.group_by && p.group_by !== "none"
      ? spendingBy(rows, keyOf(p.group_by))
      : [];
  const groups = grouped
    .filter((g) => g.totalCents > 0 || g.count > 0)
    .slice(0, p.top_n ?? 50)
    .map((g) => ({
      ...g,
      shareTenths: tenthsOfPercent(g.totalCents, totalCents),
    }));
  return {
    period: { start: p.start, end: p.end },
    totalCents,
    count: rows.filter((t) => t.type === "debit").length,
    pendingCents: spendingOf(pending),
    pendingCount: pending.length,
    refundsCents: refundsOf(rows),
    avgPerDayCents: divideCents(totalCents, daysBetween(p.start, p.end) + 1),
    groups,
  };
}

function keyOf(group: (typeof GROUPS)[number]) {
  return (t: {
    category: string;
    merchant: string;
    accountName: string;
    date: string;
  }) => {
    switch (group) {
      case "category":
        return t.category;
      case "merchant":
        return t.merchant;
      case "account":
        return t.accountName;
      case "month":
        return t.date.slice(0, 7);
      case "week":
        // The Monday that starts the row's week (weeks run Monday to Sunday).
        return periodWindow("weekly", t.date).startDate;
      case "day_of_week":
        return WEEKDAYS[new Date(`${t.date}T00:00:00Z`).getUTCDay()] ?? "";
      case "none":
        return "";
    }
  };
}
