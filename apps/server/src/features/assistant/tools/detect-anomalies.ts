import {
  addDays,
  CATEGORIES,
  daysBetween,
  TRANSFER_CATEGORY,
  type Cents,
} from "@finch/domain";
import type { AssistantTransaction, Snapshot } from "../snapshot";
import { mad, median, recurringCharges } from "./recurring-charges";

/** One unusual finding with its baseline. */
export interface Finding {
  kind: "amount_outlier" | "duplicate" | "new_merchant";
  transaction: AssistantTransaction;
  /** The usual amount (median of the baseline). */
  baselineCents: Cents | undefined;
}

/**
 * Amount outliers, duplicates and large first-time merchants among posted debits in the window,
 * each against the year before it: a merchant's usual amount is its median there, and a merchant
 * not seen there is new.
 */
export async function detectAnomalies(
  snapshot: Snapshot,
  p: { start: string; end: string },
): Promise<Finding[]> {
  // The year before the window (baselines) and the last year (the 90th percentile of amounts).
  const windowYear = addDays(p.start, -365);
  const lastYear = addDays(snapshot.today, -365);
  const [posted, series] = await Promise.all([
    snapshot.ledger.rows(
      {
        start: windowYear < lastYear ? windowYear : lastYear,
        end: p.end,
        pending: "exclude",
        type: "debit",
        categories: CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
      },
      "date",
    ),
    recurringCharges(snapshot, { status: "all" }),
  ]);
  const inWindow = posted.filter((t) => t.date >= p.start && t.date <= p.end);
  const recurring = new Set(series.map((s) => s.merchant));
  const p90 = percentile(
    posted.filter((t) => t.date >= lastYear).map((t) => t.amountCents),
    0.9,
  );
  const findings: Finding[] = [];
  for (const t of inWindow) {
    const earlier = posted.filter(
      (o) => o.merchant === t.merchant && o.date < t.date,
    );
    if (earlier.length >= 5) {
      const amounts = earlier.map((o) => o.amountCents as number);
      const m = median(amounts);
      const d = mad(amounts);
      const outlier =
        d > 0
          ? (0.6745 * (t.amountCents - m)) / d > 3.5
          : t.amountCents > 1.5 * m && t.amountCents - m > 2000;
      if (outlier)
        findings.push({
          kind: "amount_outlier",
          transaction: t,
          baselineCents: Math.round(m) as Cents,
        });
    } else if (
      earlier.length === 0 &&
      t.amountCents > p90 &&
      posted.length >= 20
    ) {
      findings.push({
        kind: "new_merchant",
        transaction: t,
        baselineCents: undefined,
      });
    }
    const twin = posted.find(
      (o) =>
        o.id !== t.id &&
        o.id < t.id &&
        o.merchant === t.merchant &&
        o.amountCents === t.amountCents &&
        Math.abs(daysBetween(o.date, t.date)) <= 3,
    );
    if (twin && !recurring.has(t.merchant))
      findings.push({
        kind: "duplicate",
        transaction: t,
        baselineCents: twin.amountCents,
      });
  }
  return findings;
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return Infinity;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Infinity;
}
