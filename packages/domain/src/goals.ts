/** Savings goal rules: progress, colour bands and projections (spec §4, §9; assistant design §6). */
import { daysBetween, addDays } from "./periods";
import { toCents, type Cents } from "./money";

/** Progress colour: success at 100 % or more, primary from 75 %, info from 50 %, else warning. */
export function goalProgressColor(
  percent: number,
): "success" | "primary" | "info" | "warning" {
  if (percent >= 100) return "success";
  if (percent >= 75) return "primary";
  if (percent >= 50) return "info";
  return "warning";
}

/** Saved as a percentage of the target, one decimal, uncapped. */
export function goalProgressPercent(
  currentCents: Cents,
  targetCents: Cents,
): number {
  if (targetCents <= 0) return 0;
  return Math.floor((currentCents * 1000) / targetCents) / 10;
}

/** Average days in a month, for "per month" figures. */
export const DAYS_PER_MONTH = 30.44;

/**
 * What must be saved each month to reach the target by its date: remaining ÷ months left
 * (days ÷ 30.44), rounded up to the cent. Undefined when nothing remains or the date has passed.
 */
export function requiredPerMonth(
  remainingCents: Cents,
  targetDate: string,
  today: string,
): Cents | undefined {
  const days = daysBetween(today, targetDate);
  if (remainingCents <= 0 || days <= 0) return undefined;
  const months = days / DAYS_PER_MONTH;
  return toCents(Math.ceil(remainingCents / months));
}

/**
 * When the goal will be reached at the recent pace: contributions of the last 90 days ÷ 3 per
 * month. Undefined with no recent contributions (no pace) or nothing left to save (already met).
 */
export function projectedCompletionDate(
  remainingCents: Cents,
  contributions: readonly { amountCents: Cents; date: string }[],
  today: string,
): string | undefined {
  if (remainingCents <= 0) return undefined;
  const since = addDays(today, -89);
  const recent = contributions.filter(
    (c) => c.date >= since && c.date <= today,
  );
  const paceCentsPerMonth =
    recent.reduce((sum, c) => sum + c.amountCents, 0) / 3;
  if (paceCentsPerMonth <= 0) return undefined;
  const days = Math.ceil((remainingCents / paceCentsPerMonth) * DAYS_PER_MONTH);
  return addDays(today, days);
}
