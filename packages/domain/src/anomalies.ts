import type { TransactionType } from "./accounts";
import type { Cents } from "./money";
import { addDays, daysBetween } from "./periods";
import { mad, median } from "./recurring";

/**
 * Unusual transactions, the one rule the assistant and alerts share: among posted debits in a
 * window, amount outliers against the merchant's usual (a robust z-score over its median and
 * median absolute deviation, from five earlier purchases), a first purchase at a merchant larger
 * than 90 % of the last year's, and the same amount at the same merchant twice within three days
 * outside recurring charges.
 */

/** Earlier purchases an amount is measured against, at least. */
export const MIN_BASELINE = 5;

/**
 * The usual amount (the median of `earlier`) when `amountCents` is far above it, else undefined:
 * a robust z-score over the median and the median absolute deviation above 3.5, or, when the
 * earlier amounts are all alike, more than 1.5 times the usual and $20 above it. Needs
 * `MIN_BASELINE` earlier amounts.
 */
export function outlierBaseline(
  amountCents: Cents,
  earlier: readonly Cents[],
): Cents | undefined {
  if (earlier.length < MIN_BASELINE) return undefined;
  const amounts = earlier.map((a) => a as number);
  const m = median(amounts);
  const d = mad(amounts);
  const isOutlier =
    d > 0
      ? (0.6745 * (amountCents - m)) / d > 3.5
      : amountCents > 1.5 * m && amountCents - m > 2000;
  return isOutlier ? (Math.round(m) as Cents) : undefined;
}

/** What the detector reads of a posted debit. */
export interface AnomalyRow {
  id: number;
  merchant: string;
  amountCents: Cents;
  date: string;
  type: TransactionType;
}

/** One unusual finding with its baseline. */
export interface Finding<T extends AnomalyRow = AnomalyRow> {
  kind: "amount_outlier" | "duplicate" | "new_merchant";
  transaction: T;
  /** The usual amount (median of the baseline), or the twin's for a duplicate. */
  baselineCents: Cents | undefined;
}

/**
 * The findings in `window` among `posted` (posted debits, transfers left out, from at least a
 * year before the window and the year before `today`); `recurring` names the merchants of
 * recurring series, whose repeats are no duplicates.
 */
export function findAnomalies<T extends AnomalyRow>(
  posted: readonly T[],
  window: { start: string; end: string },
  today: string,
  recurring: ReadonlySet<string>,
): Finding<T>[] {
  const lastYear = addDays(today, -365);
  const inWindow = posted.filter(
    (t) => t.date >= window.start && t.date <= window.end,
  );
  const p90 = percentile(
    posted.filter((t) => t.date >= lastYear).map((t) => t.amountCents),
    0.9,
  );
  const findings: Finding<T>[] = [];
  for (const t of inWindow) {
    const earlier = posted.filter(
      (o) => o.merchant === t.merchant && o.date < t.date,
    );
    if (earlier.length >= MIN_BASELINE) {
      const usual = outlierBaseline(
        t.amountCents,
        earlier.map((o) => o.amountCents),
      );
      if (usual !== undefined)
        findings.push({
          kind: "amount_outlier",
          transaction: t,
          baselineCents: usual,
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
