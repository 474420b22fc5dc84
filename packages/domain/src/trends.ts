/**
 * Month-over-month figures behind the dashboard's trend badges (docs/architecture.md §5: computed,
 * and hidden when last month has no data, rather than the contract's constants).
 */
import { toCents, type Cents } from "./money";
import { ratioPercent } from "./percent";
import { daysInMonth, previousMonth, type DateRange } from "./periods";

/**
 * This month so far and the same stretch of last month (day 1 to today's day number, cut at the
 * end of a shorter month): comparing a half month with a whole one would always look thrifty.
 */
export function monthToDateWindows(today: string): {
  current: DateRange;
  previous: DateRange;
} {
  const day = Number(today.slice(8, 10));
  const last = previousMonth(today);
  const lastYear = Number(last.startDate.slice(0, 4));
  const lastMonth = Number(last.startDate.slice(5, 7));
  const lastDay = Math.min(day, daysInMonth(lastYear, lastMonth));
  return {
    current: { startDate: `${today.slice(0, 8)}01`, endDate: today },
    previous: {
      startDate: last.startDate,
      endDate: `${last.startDate.slice(0, 8)}${String(lastDay).padStart(2, "0")}`,
    },
  };
}

/**
 * Change from `previous` to `current` in percent, one decimal, relative to the size of
 * `previous` (so a debt shrinking from −1,000 to −500 is +50 %). Undefined when there is no
 * base to compare with.
 */
export function changePercent(
  current: Cents,
  previous: Cents,
): number | undefined {
  if (previous === 0) return undefined;
  return ratioPercent(toCents(current - previous), toCents(Math.abs(previous)));
}
