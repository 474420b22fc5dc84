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

/**
 * A range cut into the whole calendar months it covers (`YYYY-MM`, first and last, or none) and
 * the days before and after them. Sums kept per month (the monthly totals the database keeps)
 * answer the months; only the edges need the rows themselves.
 */
export function splitByMonths(range: DateRange): {
  months: { first: string; last: string } | undefined;
  edges: DateRange[];
} {
  const { startDate, endDate } = range;
  if (startDate > endDate) return { months: undefined, edges: [] };
  const start = parts(startDate);
  const firstMonth =
    start.d === 1
      ? { y: start.y, m: start.m }
      : start.m === 12
        ? { y: start.y + 1, m: 1 }
        : { y: start.y, m: start.m + 1 };
  const end = parts(endDate);
  const lastMonth =
    end.d === daysInMonth(end.y, end.m)
      ? { y: end.y, m: end.m }
      : end.m === 1
        ? { y: end.y - 1, m: 12 }
        : { y: end.y, m: end.m - 1 };
  const firstDay = format(firstMonth.y, firstMonth.m, 1);
  const lastDay = format(
    lastMonth.y,
    lastMonth.m,
    daysInMonth(lastMonth.y, lastMonth.m),
  );
  if (firstDay > lastDay) return { months: undefined, edges: [range] };
  const edges: DateRange[] = [];
  if (startDate < firstDay)
    edges.push({ startDate, endDate: addDays(firstDay, -1) });
  if (lastDay < endDate)
    edges.push({ startDate: addDays(lastDay, 1), endDate });
  return {
    months: { first: firstDay.slice(0, 7), last: lastDay.slice(0, 7) },
    edges,
  };
}

/**
 * How to sum a range from the kept monthly totals while reading the fewest rows: the run of
 * consecutive `months` (first and last `YYYY-MM`, or none) is added whole, then the rows of
 * `add` are added and the rows of `subtract` taken away. An edge
 * covering more than half its month is read as the whole month less the rest of it: this
 * month's first 23 days are the month less its last 7 (where few rows are yet), not 23 days of
 * rows.
 */
export function monthSumPlan(range: DateRange): {
  months: { first: string; last: string } | undefined;
  add: DateRange[];
  subtract: DateRange[];
} {
  const { months, edges } = splitByMonths(range);
  const whole = months ? monthsBetween(months.first, months.last) : [];
  const plan = {
    add: [] as DateRange[],
    subtract: [] as DateRange[],
  };
  for (const edge of edges.flatMap(byMonth)) {
    const { y, m } = parts(edge.startDate);
    const monthStart = format(y, m, 1);
    const monthEnd = format(y, m, daysInMonth(y, m));
    if (
      2 * (daysBetween(edge.startDate, edge.endDate) + 1) <=
      daysInMonth(y, m)
    ) {
      plan.add.push(edge);
      continue;
    }
    // Edges lie at the range's ends, so a month taken whole joins the run of whole months.
    whole.push(monthStart.slice(0, 7));
    if (monthStart < edge.startDate)
      plan.subtract.push({
        startDate: monthStart,
        endDate: addDays(edge.startDate, -1),
      });
    if (edge.endDate < monthEnd)
      plan.subtract.push({
        startDate: addDays(edge.endDate, 1),
        endDate: monthEnd,
      });
  }
  whole.sort();
  const [first, last] = [whole[0], whole.at(-1)];
  return {
    months: first && last ? { first, last } : undefined,
    ...plan,
  };
}

/** A range cut at month ends (a range shorter than a month may still span two). */
function byMonth(range: DateRange): DateRange[] {
  const pieces: DateRange[] = [];
  let { startDate } = range;
  while (startDate <= range.endDate) {
    const { y, m } = parts(startDate);
    const monthEnd = format(y, m, daysInMonth(y, m));
    const endDate = monthEnd < range.endDate ? monthEnd : range.endDate;
    pieces.push({ startDate, endDate });
    startDate = addDays(endDate, 1);
  }
  return pieces;
}

/** Every `YYYY-MM` from `first` to `last`, inclusive. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let { y, m } = parts(`${first}-01`);
  for (let month = first; month <= last;) {
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    month = format(y, m, 1).slice(0, 7);
  }
  return months;
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
