/**
 * Budgets and goals as the documented rules define them. A budget's spending is its category's
 * spending in the window of its period containing today (weeks Monday to Sunday, calendar
 * months, quarters, years), up to today; remaining = limit − spent; over when spent > limit.
 * A goal needs remaining × 30.44 ÷ days left per month, rounded up to the cent; its pace is the
 * last 90 days' contributions ÷ 3 per month.
 */
import {
  addDays,
  daysBetween,
  month,
  parts,
  quarterOf,
  weekOf,
  year,
  type Window,
} from "./calendar";
import type { EvalBudget, EvalGoal, Household } from "./household";
import type { Ledger } from "./truth";

export interface BudgetTruth {
  budget: EvalBudget;
  window: Window;
  spent: number;
  remaining: number;
  over: boolean;
  /** Spent above the alert threshold but not over. */
  near: boolean;
}

export function budgetWindow(
  period: EvalBudget["period"],
  today: string,
): Window {
  const { y, m } = parts(today);
  if (period === "weekly") return weekOf(today);
  if (period === "monthly") return month(y, m);
  if (period === "quarterly") return quarterOf(today);
  return year(y);
}

export function budgetTruth(l: Ledger, b: EvalBudget): BudgetTruth {
  const h = l.household;
  const window = budgetWindow(b.period, h.today);
  // Upcoming rows inside the window would make "spent" depend on a rule the app and the brief
  // may read differently; households are written so that none exists, and this says so.
  const ahead = h.transactions.filter(
    (t) =>
      t.category === b.category && t.date > h.today && t.date <= window.end,
  );
  if (ahead.length > 0)
    throw new Error(`${h.id}: upcoming ${b.category} row inside ${b.name}`);
  const spent = l.spend(
    { start: window.start, end: h.today },
    { categories: [b.category] },
  );
  return {
    budget: b,
    window,
    spent,
    remaining: b.cents - spent,
    over: spent > b.cents,
    near: spent <= b.cents && spent * 100 > b.cents * b.thresholdPercent,
  };
}

export interface GoalTruth {
  goal: EvalGoal;
  saved: number;
  remaining: number;
  completed: boolean;
  /** Undefined when nothing remains or the date is today or past. */
  perMonth: number | undefined;
  /** The date the recent pace reaches the target; undefined without recent contributions. */
  projected: string | undefined;
  /** The projected date is after the target date (or there is no pace at all). */
  behind: boolean;
}

export function goalTruth(h: Household, g: EvalGoal): GoalTruth {
  const saved = g.contributions.reduce((s, c) => s + c.cents, 0);
  const remaining = Math.max(0, g.targetCents - saved);
  const days = daysBetween(h.today, g.targetDate);
  const perMonth =
    remaining > 0 && days > 0
      ? ceilDiv(remaining * 3044, days * 100)
      : undefined;
  const paceStart = addDays(h.today, -89);
  const recent = g.contributions
    .filter((c) => c.date >= paceStart && c.date <= h.today)
    .reduce((s, c) => s + c.cents, 0);
  const projected =
    remaining > 0 && recent > 0
      ? addDays(h.today, ceilDiv(remaining * 3 * 3044, recent * 100))
      : undefined;
  return {
    goal: g,
    saved,
    remaining,
    completed: remaining === 0,
    perMonth,
    projected,
    behind:
      remaining > 0 && (projected === undefined || projected > g.targetDate),
  };
}

function ceilDiv(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b))
    throw new Error("unsafe");
  return Math.floor((a + b - 1) / b);
}
