import { CATEGORIES, changePercent, toCents, type Cents } from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import { spendingBy, spendingOf } from "./ledger";

const range = z.object({ start: z.iso.date(), end: z.iso.date() });

/** Parameters of `compare_periods`. */
export const comparePeriodsParams = z.object({
  current: range,
  previous: range,
  group_by: z.enum(["none", "category", "merchant"]).optional(),
  categories: z.array(z.enum(CATEGORIES)).optional(),
  merchants: z.array(z.string()).optional(),
});

/** A change of one group between the two windows. */
export interface GroupChange {
  key: string;
  currentCents: Cents;
  previousCents: Cents;
  changeCents: Cents;
}

/** The result of `compare_periods`. */
export interface Comparison {
  currentCents: Cents;
  previousCents: Cents;
  changeCents: Cents;
  /** Tenths of a percent; undefined when the previous window spent nothing. */
  changeTenths: number | undefined;
  groups: GroupChange[];
}

/** Spending in two windows, the change, and groups sorted by absolute change. */
export async function comparePeriods(
  snapshot: Snapshot,
  p: z.infer<typeof comparePeriodsParams>,
): Promise<Comparison> {
  const grouping =
    p.group_by === "category" || p.group_by === "merchant"
      ? p.group_by
      : undefined;
  const sumsOf = (r: { start: string; end: string }) =>
    snapshot.ledger.sums(
      { ...r, categories: p.categories, merchants: p.merchants },
      grouping,
    );
  const [cur, prev] = await Promise.all([
    sumsOf(p.current),
    sumsOf(p.previous),
  ]);
  const currentCents = spendingOf(cur);
  const previousCents = spendingOf(prev);
  const changeCents = toCents(currentCents - previousCents);
  const groups: GroupChange[] = [];
  if (grouping) {
    const a = new Map(
      spendingBy(cur, grouping).map((g) => [g.key, g.totalCents]),
    );
    const b = new Map(
      spendingBy(prev, grouping).map((g) => [g.key, g.totalCents]),
    );
    for (const k of new Set([...a.keys(), ...b.keys()])) {
      const c = a.get(k) ?? toCents(0);
      const pr = b.get(k) ?? toCents(0);
      groups.push({
        key: k,
        currentCents: c,
        previousCents: pr,
        changeCents: toCents(c - pr),
      });
    }
    groups.sort(
      (x, y) =>
        Math.abs(y.changeCents) - Math.abs(x.changeCents) ||
        x.key.localeCompare(y.key),
    );
  }
  return {
    currentCents,
    previousCents,
    changeCents,
    changeTenths:
      previousCents > 0
        ? Math.round((changePercent(currentCents, previousCents) ?? 0) * 10)
        : undefined,
    groups,
  };
}
