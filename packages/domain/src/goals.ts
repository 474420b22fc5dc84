/**
 * Savings goal rules: progress, colour bands, projections and the overview (docs/product.md §4,
 * §9).
 */
import { daysBetween, addDays } from "./periods";
import {
  roundHalfAwayFromZero,
  sumCents,
  toCents,
  type Cents,
} from "./money";
import { sharePercent } from "./percent";

/** Progress colour of a goal's bar. */
export type GoalProgressColor = "success" | "primary" | "info" | "warning";

/** Progress colour: success at 100 % or more, primary from 75 %, info from 50 %, else warning. */
export function goalProgressColor(percent: number): GoalProgressColor {
  if (percent >= 100) return "success";
  if (percent >= 75) return "primary";
  if (percent >= 50) return "info";
  return "warning";
}

/** What is left to save: target − saved, never below 0. */
export function goalRemaining(currentCents: Cents, targetCents: Cents): Cents {
  return toCents(Math.max(0, targetCents - currentCents));
}

/**
 * Signed whole days from `today` to the target date: positive before it ('N days left'), 0 on
 * the day itself, negative once it has passed.
 */
export function goalDaysLeft(targetDate: string, today: string): number {
  return daysBetween(today, targetDate);
}

/** Average days in a month in hundredths (30.44 days), for "per month" figures in integers. */
export const CENTI_DAYS_PER_MONTH = 3044;

/** Days of contribution history that set the pace of a projection (about three months). */
export const PACE_WINDOW_DAYS = 90;
/** The pace window in months: contributions over the window ÷ 3 = the monthly pace. */
const PACE_WINDOW_MONTHS = 3;

/**
 * What must be saved each month to reach the target by its date: remaining ÷ months left, where
 * months = days ÷ 30.44, rounded up to the cent, i.e. ⌈remaining × 3044 ÷ (days × 100)⌉ in
 * integers. With a month or less to go it is the whole remaining amount — never more than the
 * goal needs (issue 27: a goal due in 25 days asked for more per month than was left). Undefined
 * when nothing remains or the date is today or past.
 */
export function requiredPerMonth(
  remainingCents: Cents,
  targetDate: string,
  today: string,
): Cents | undefined {
  const days = daysBetween(today, targetDate);
  if (remainingCents <= 0 || days <= 0) return undefined;
  if (days * 100 <= CENTI_DAYS_PER_MONTH) return remainingCents;
  return toCents(
    ceilDiv(
      BigInt(remainingCents) * BigInt(CENTI_DAYS_PER_MONTH),
      BigInt(days) * 100n,
    ),
  );
}

/** One contribution (or one day's total of them) as projections read it. */
export interface GoalContribution {
  amountCents: Cents;
  /** `YYYY-MM-DD` in the profile time zone. */
  date: string;
}

/** The last calendar date a `YYYY-MM-DD` string can name. */
const LAST_WRITABLE_DATE = "9999-12-31";

/**
 * When the goal will be reached at the recent pace: the contributions of the last 90 days
 * (today included) ÷ 3 per month, so days = ⌈remaining × 3 × 30.44 ÷ recent⌉, in integers.
 * Undefined with no recent contributions (no pace), nothing left to save (already met), or a
 * pace so slow the date falls after 9999-12-31 (1 cent towards 1,000,000.00 would otherwise
 * overflow the date range; found by the security suite, issue 8).
 */
export function projectedCompletionDate(
  remainingCents: Cents,
  contributions: readonly GoalContribution[],
  today: string,
): string | undefined {
  if (remainingCents <= 0) return undefined;
  const since = addDays(today, 1 - PACE_WINDOW_DAYS);
  const recentCents = sumCents(
    contributions
      .filter((c) => c.date >= since && c.date <= today)
      .map((c) => c.amountCents),
  );
  if (recentCents <= 0) return undefined;
  const days = ceilDiv(
    BigInt(remainingCents) *
      BigInt(PACE_WINDOW_MONTHS) *
      BigInt(CENTI_DAYS_PER_MONTH),
    BigInt(recentCents) * 100n,
  );
  if (days > daysBetween(today, LAST_WRITABLE_DATE)) return undefined;
  return addDays(today, days);
}

/**
 * The recent pace per month: the contributions of the last 90 days (today included) ÷ 3, rounded
 * half away from zero — the pace `projectedCompletionDate` projects with.
 */
export function pacePerMonth(
  contributions: readonly GoalContribution[],
  today: string,
): Cents {
  const since = addDays(today, 1 - PACE_WINDOW_DAYS);
  const recentCents = sumCents(
    contributions
      .filter((c) => c.date >= since && c.date <= today)
      .map((c) => c.amountCents),
  );
  return toCents(
    roundHalfAwayFromZero(BigInt(recentCents), BigInt(PACE_WINDOW_MONTHS)),
  );
}

/** The first day whose contributions count towards the pace of a projection made on `today`. */
export function paceWindowStart(today: string): string {
  return addDays(today, 1 - PACE_WINDOW_DAYS);
}

/** What the Goals Overview adds up. */
export interface GoalTotalsInput {
  currentCents: Cents;
  targetCents: Cents;
  isActive: boolean;
  isCompleted: boolean;
}

/**
 * Goals Overview (docs/product.md §2): Active Goals, Total Saved, Remaining to Save, Average
 * Progress.
 */
export interface GoalsOverview {
  /** Active and not yet completed. */
  activeCount: number;
  savedCents: Cents;
  /** The sum of every goal's remaining amount (each never below 0). */
  remainingCents: Cents;
  /** Mean progress over all goals, each capped at 100 %, rounded down to one decimal; 0 without goals. */
  averagePercent: number;
}

/** The Goals Overview figures of a list of goals. */
export function goalsOverview(
  goals: readonly GoalTotalsInput[],
): GoalsOverview {
  const tenths = goals.map((g) =>
    Math.min(
      1000,
      Math.round(sharePercent(g.currentCents, g.targetCents) * 10),
    ),
  );
  const totalTenths = tenths.reduce((sum, t) => sum + t, 0);
  return {
    activeCount: goals.filter((g) => g.isActive && !g.isCompleted).length,
    savedCents: sumCents(goals.map((g) => g.currentCents)),
    remainingCents: sumCents(
      goals.map((g) => goalRemaining(g.currentCents, g.targetCents)),
    ),
    averagePercent:
      goals.length === 0 ? 0 : Math.floor(totalTenths / goals.length) / 10,
  };
}

/** ⌈a ÷ b⌉ for a ≥ 0 and b > 0, as a safe number. */
function ceilDiv(a: bigint, b: bigint): number {
  return Number((a + b - 1n) / b);
}
