/**
 * Calendar windows for budgets, reports and the assistant: inclusive `YYYY-MM-DD` ranges, weeks
 * from Monday, computed from `today` in the profile time zone (an argument, never `new Date()`).
 */

/** How often a budget resets. */
export const BUDGET_PERIODS = [
  "weekly",
  "monthly",
  "quarterly",
  "yearly",
] as const;
/** One budget period. */
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** An inclusive range of calendar dates. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The window of `period` that contains `today`: Monday–Sunday, a calendar month, quarter or year. */
export function periodWindow(period: BudgetPeriod, today: string): DateRange {
  const { y, m } = parts(today);
  switch (period) {
    case "weekly": {
      const weekday = (dateOf(today).getUTCDay() + 6) % 7; // Monday = 0
      return {
        startDate: addDays(today, -weekday),
        endDate: addDays(today, 6 - weekday),
      };
    }
    case "monthly":
      return {
        startDate: format(y, m, 1),
        endDate: format(y, m, daysInMonth(y, m)),
      };
    case "quarterly": {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return {
        startDate: format(y, first, 1),
        endDate: format(y, first + 2, daysInMonth(y, first + 2)),
      };
    }
    case "yearly":
      return { startDate: format(y, 1, 1), endDate: format(y, 12, 31) };
  }
}

/** The calendar month before the one containing `today`. */
export function previousMonth(today: string): DateRange {
  const { y, m } = parts(today);
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  return {
    startDate: format(py, pm, 1),
    endDate: format(py, pm, daysInMonth(py, pm)),
  };
}

/** The calendar units a report cuts its range into. */
export const REPORT_INTERVALS = ["week", "month", "quarter", "year"] as const;
/** One report interval. */
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

const PERIOD_OF_INTERVAL: Readonly<Record<ReportInterval, BudgetPeriod>> = {
  week: "weekly",
  month: "monthly",
  quarter: "quarterly",
  year: "yearly",
};

/**
 * A range cut into calendar periods (weeks from Monday, months, quarters, years), oldest first,
 * the first and last clipped to the range: January 10 to March 5 by month is Jan 10–31, February,
 * March 1–5.
 */
export function splitRange(
  range: DateRange,
  interval: ReportInterval,
): DateRange[] {
  const periods: DateRange[] = [];
  let cursor = range.startDate;
  while (cursor <= range.endDate) {
    const window = periodWindow(PERIOD_OF_INTERVAL[interval], cursor);
    periods.push({
      startDate: cursor,
      endDate: window.endDate < range.endDate ? window.endDate : range.endDate,
    });
    cursor = addDays(window.endDate, 1);
  }
  return periods;
}

/**
 * The 1st of the month `count` months before the month containing `date`: with `count` 11, the
 * start of the last twelve months (this one included), as the reports' default range.
 */
export function monthsBack(date: string, count: number): string {
  const { y, m } = parts(date);
  const index = y * 12 + (m - 1) - count;
  return format(Math.floor(index / 12), (index % 12) + 1, 1);
}

/**
 * The last `count` windows of a budget period, newest first: the one containing `today`, then
 * each one before it.
 */
export function recentWindows(
  period: BudgetPeriod,
  today: string,
  count: number,
): DateRange[] {
  const windows: DateRange[] = [];
  let day = today;
  for (let i = 0; i < count; i += 1) {
    const window = periodWindow(period, day);
    windows.push(window);
    day = addDays(window.startDate, -1);
  }
  return windows;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const moved = dateOf(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000,
  );
}

/**
 * Days left until `endDate`, counting today: 1 on the last day, never below 0 (docs/product.md §4).
 * The same count drives "N days left" on goals, where 0 means the date has passed (Overdue).
 */
export function daysLeft(endDate: string, today: string): number {
  return Math.max(0, daysBetween(today, endDate) + 1);
}

/** Number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(date: string): { y: number; m: number; d: number } {
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  return { y, m, d };
}

function dateOf(date: string): Date {
  const { y, m, d } = parts(date);
  return new Date(Date.UTC(y, m - 1, d));
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
