import {
  averagePer,
  CATEGORIES,
  measureOf,
  toCents,
  type Cents,
  type LedgerGrouping,
} from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import {
  spendingBy,
  spendingOf,
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

/** Day names by the read model's weekday key (1 Monday … 7 Sunday). */
const WEEKDAYS = [
  "",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** The read model's grouping of each summary grouping. */
const GROUPINGS: Record<(typeof GROUPS)[number], LedgerGrouping | undefined> = {
  none: undefined,
  category: "category",
  merchant: "merchant",
  account: "account",
  month: "month",
  week: "week",
  day_of_week: "weekday",
};

/**
 * Spending (docs/architecture.md §5) over a window, optionally grouped, with pending and refunds
 * called out — each figure the read model's measure of the same rows.
 */
export async function spendingSummary(
  snapshot: Snapshot,
  p: z.infer<typeof spendingSummaryParams>,
): Promise<SpendingSummary> {
  const filter: RowFilter = {
    start: p.start,
    end: p.end,
    categories: p.categories,
    merchants: p.merchants,
    accountId: p.account_id,
  };
  const grouping = GROUPINGS[p.group_by ?? "none"];
  const [sums, pending] = await Promise.all([
    snapshot.ledger.sums(filter, grouping),
    snapshot.ledger.sums({ ...filter, pending: "only", type: "debit" }),
  ]);
  const totalCents = spendingOf(sums);
  const groups = (grouping ? spendingBy(sums, grouping) : [])
    .slice(0, p.top_n ?? 50)
    .map((g) => ({
      ...g,
      key: nameOf(snapshot, grouping, g.key),
      shareTenths: tenthsOfPercent(g.totalCents, totalCents),
    }));
  return {
    period: { start: p.start, end: p.end },
    totalCents,
    count: measureOf(sums, "purchases"),
    pendingCents: spendingOf(pending),
    pendingCount: measureOf(pending, "purchases"),
    refundsCents: toCents(measureOf(sums, "refunds")),
    avgPerDayCents: toCents(averagePer(totalCents, p.start, p.end, "day")),
    groups,
  };
}

/** A group's key as the answer names it: an account's name, a day's name, else the key. */
function nameOf(
  snapshot: Snapshot,
  grouping: LedgerGrouping | undefined,
  key: string,
): string {
  if (grouping === "account")
    return snapshot.accounts.find((a) => String(a.id) === key)?.name ?? key;
  if (grouping === "weekday") return WEEKDAYS[Number(key)] ?? key;
  return key;
}
