/**
 * Small readings of the oracle the development households' questions share: the one largest
 * purchase (refused on a tie), averages to the cent, what a window holds once upcoming rows are
 * counted (a wrong reading to forbid), and budgets and goals by name.
 */
import {
  addDays,
  daysBetween,
  lastDayOf,
  parts,
  ymd,
  type Window,
} from "../calendar";
import { roundDiv } from "../format";
import type { EvalTransaction, Household, Need } from "../household";
import { budgetTruth, goalTruth } from "../truth-plans";
import { ledger, type Filter, type Ledger } from "../truth";

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** The single largest purchase of a window; refused when the first two tie. */
export function largest(l: Ledger, w: Window, f: Filter = {}): EvalTransaction {
  const [first, second] = l.purchases(w, f);
  if (first === undefined) throw new Error(`no purchase in ${w.start}`);
  if (second?.cents === first.cents)
    throw new Error(`tie for the largest purchase in ${w.start}`);
  return first;
}

/** A total spread over a number of months (or purchases), to the cent. */
export const averageOf = (total: number, n: number) => roundDiv(total, n);

/** A merchant's purchases in a window divided by their count. */
export function averagePurchase(l: Ledger, w: Window, f: Filter): number {
  const bought = l.purchases(w, f);
  return averageOf(sum(bought.map((t) => t.cents)), bought.length);
}

/** Purchases before refunds: the wrong reading of a figure that nets them. */
export function grossPurchases(l: Ledger, w: Window, f: Filter = {}): number {
  return sum(l.purchases(w, f).map((t) => t.cents));
}

/** Every debit, transfers included: the wrong reading of "spending". */
export function allDebits(l: Ledger, w: Window, f: Filter = {}): number {
  return sum(
    l
      .rows(w, f)
      .filter((t) => t.type === "debit")
      .map((t) => t.cents),
  );
}

/** The same ledger as if today were `until`: what a figure would be counting upcoming rows. */
export function countingUpcoming(h: Household, until: string): Ledger {
  return ledger({ ...h, today: until });
}

export function budgetNamed(l: Ledger, name: string) {
  const b = l.household.budgets.find((x) => x.name === name);
  if (!b) throw new Error(`no budget ${name}`);
  return budgetTruth(l, b);
}

export function goalNamed(h: Household, name: string) {
  const g = h.goals.find((x) => x.name === name);
  if (!g) throw new Error(`no goal ${name}`);
  return goalTruth(h, g);
}

/** Budgets over their limit and the others, by name. */
export function budgetsOver(l: Ledger): { over: string[]; fine: string[] } {
  const all = l.household.budgets.map((b) => budgetTruth(l, b));
  return {
    over: all.filter((b) => b.over).map((b) => b.budget.name),
    fine: all.filter((b) => !b.over).map((b) => b.budget.name),
  };
}

/** A positive difference a − b; refused when it is not, so "how much more" stays true. */
export function more(a: number, b: number): number {
  if (a <= b) throw new Error(`not more: ${String(a)} vs ${String(b)}`);
  return a - b;
}

/**
 * What an answer about the next charge or pay at a merchant must hold: the merchant, and the date
 * its rows so far say comes next (`nextDate`).
 */
export function nextAt(
  l: Ledger,
  merchant: string,
  type: "debit" | "credit",
): Need[] {
  const dates = l
    .rows(
      { start: "1900-01-01", end: l.household.today },
      { merchants: [merchant] },
    )
    .filter((x) => x.type === type)
    .map((x) => x.date);
  return [nextDate(dates), { name: merchant }];
}

/**
 * When a regular charge or pay comes next, as a person reads it off their statements: a month
 * after the last one when they come monthly (the same day, or the month's last), else the last
 * one plus the usual gap between them. Written as the answer writes dates ("Sep 1, 2026").
 */
export function nextDate(dates: readonly string[]): string {
  const sorted = [...dates].sort();
  const gaps = sorted.slice(1).map((d, i) => daysBetween(sorted[i] ?? d, d));
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  const last = sorted[sorted.length - 1];
  if (usual === undefined || last === undefined)
    throw new Error("a next date needs two dates");
  let next: string;
  if (usual >= 28 && usual <= 31) {
    const { y, m, d } = parts(last);
    const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
    next = ymd(ny, nm, Math.min(d, lastDayOf(ny, nm)));
  } else next = addDays(last, usual);
  return dayText(next);
}

/** A date as answers write it: "Sep 1, 2026". */
export function dayText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
