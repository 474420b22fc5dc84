/**
 * Small readings of the oracle shared by the two fresh held-out households (a young family near
 * Toronto, a hairdresser in Glasgow), written on 2026-11-29 from docs/assistant.md and the oracle
 * only: a check that no upcoming row falls inside any budget's window, the single largest
 * purchase (refused on a tie), averages to the cent, sums of rows, budgets and goals by name.
 */
import type { Window } from "../calendar";
import { roundDiv } from "../format";
import type { EvalTransaction, Household } from "../household";
import type { Filter, Ledger } from "../truth";
import { budgetTruth, budgetWindow, goalTruth } from "../truth-plans";

/** Every row up to today, whatever its date. */
export const everUntil = (today: string): Window => ({
  start: "1900-01-01",
  end: today,
});

export const total = (rows: readonly EvalTransaction[]): number =>
  rows.reduce((s, t) => s + t.cents, 0);

/**
 * The households are written with no upcoming row inside any budget's window, whatever its
 * category (stricter than the oracle's own check, which looks at the budget's category only).
 */
export function assertNoUpcomingInBudgets(h: Household): void {
  for (const b of h.budgets) {
    const w = budgetWindow(b.period, h.today);
    const inside = h.transactions.find(
      (t) => t.date > h.today && t.date >= w.start && t.date <= w.end,
    );
    if (inside)
      throw new Error(
        `${h.id}: upcoming ${inside.merchant} on ${inside.date} is inside ${b.name}`,
      );
  }
}

/** The single largest purchase of a window; refused when the first two tie. */
export function largestPurchase(
  l: Ledger,
  w: Window,
  f: Filter = {},
  except: readonly string[] = [],
): EvalTransaction {
  const [first, second] = l
    .purchases(w, f)
    .filter((t) => !except.includes(t.merchant));
  if (first === undefined) throw new Error(`no purchase from ${w.start}`);
  if (second?.cents === first.cents)
    throw new Error(`tie for the largest purchase from ${w.start}`);
  return first;
}

/** The rows of a merchant (purchases or payouts) divided by their count, to the cent. */
export function averageRow(rows: readonly EvalTransaction[]): number {
  if (rows.length === 0) throw new Error("no rows to average");
  return roundDiv(total(rows), rows.length);
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

/** Refuses a question whose two readings give the same figure (it would tell nothing). */
export function differ(a: number, b: number, what: string): void {
  if (a === b) throw new Error(`${what}: both readings give ${String(a)}`);
}
