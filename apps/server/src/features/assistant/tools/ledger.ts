import {
  answerOf,
  formatPercent,
  measureOf,
  ratioPercent,
  roundHalfAwayFromZero,
  toCents,
  type Cents,
  type LedgerGrouping,
  type LedgerSums,
} from "@finch/domain";

export type { RowFilter } from "../snapshot";

/** Spending of some sums by the shared rules (transfers out, refunds netted per category). */
export function spendingOf(sums: readonly LedgerSums[]): Cents {
  return toCents(measureOf(sums, "spending"));
}

/** Income of some sums (credits in the income categories). */
export function incomeOf(sums: readonly LedgerSums[]): Cents {
  return toCents(measureOf(sums, "income"));
}

/** One group of spending: its net spending and how many purchases it holds. */
export interface SpendingGroupTotal {
  key: string;
  totalCents: Cents;
  count: number;
}

/**
 * Spending per group of the read model's sums, each group by the shared rules, with its
 * purchases; groups that spent or bought anything, largest first (ties by key).
 */
export function spendingBy(
  sums: readonly LedgerSums[],
  groupBy: LedgerGrouping,
): SpendingGroupTotal[] {
  const spent = new Map(
    answerOf(sums, { measure: "spending", groupBy }).groups.map((g) => [
      g.key,
      g.value,
    ]),
  );
  const bought = new Map(
    answerOf(sums, { measure: "purchases", groupBy }).groups.map((g) => [
      g.key,
      g.value,
    ]),
  );
  return [...new Set([...spent.keys(), ...bought.keys()])]
    .map((key) => ({
      key,
      totalCents: toCents(spent.get(key) ?? 0),
      count: bought.get(key) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.totalCents - a.totalCents ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/**
 * `part` as a ratio of `whole` in tenths of a percent (12.5 % → 125), by the ratio rule
 * (`ratioPercent`, ADR 0036: one decimal, to the nearest); 0 when `whole` is 0.
 */
export function tenthsOfPercent(part: Cents, whole: Cents): number {
  return Math.round(ratioPercent(part, whole) * 10);
}

/** Tenths of a percent as a stated ratio (`formatPercent` with its tenth): 125 → "12.5%", 120 → "12.0%". */
export function percentText(tenths: number): string {
  return formatPercent(tenths / 10, true);
}

/** cents / n rounded half away from zero. */
export function divideCents(cents: number, n: number): Cents {
  return toCents(n === 0 ? 0 : roundHalfAwayFromZero(BigInt(cents), BigInt(n)));
}
