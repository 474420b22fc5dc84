/**
 * Calendar windows as the evaluation's rules define them, written here rather than taken from
 * the app so the truth is computed independently: inclusive `YYYY-MM-DD` ranges, weeks Monday to
 * Sunday, "last N months" the N full months before the current one.
 */

export interface Window {
  start: string;
  end: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function ymd(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

export function parts(date: string): { y: number; m: number; d: number } {
  const [y = 0, m = 0, d = 0] = date.split("-").map((p) => Number(p));
  return { y, m, d };
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parts(date);
  return ymd(y, m, d + days);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function lastDayOf(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function month(y: number, m: number): Window {
  return { start: ymd(y, m, 1), end: ymd(y, m, lastDayOf(y, m)) };
}

/** The month `back` months before the one containing `today` (0 = this whole month). */
export function monthBefore(today: string, back: number): Window {
  const { y, m } = parts(today);
  const index = y * 12 + (m - 1) - back;
  return month(Math.floor(index / 12), (index % 12) + 1);
}

export function thisMonth(today: string): Window {
  return { start: monthBefore(today, 0).start, end: today };
}

export function lastMonth(today: string): Window {
  return monthBefore(today, 1);
}

/** The N full calendar months before the current one. */
export function lastMonths(today: string, n: number): Window {
  return { start: monthBefore(today, n).start, end: monthBefore(today, 1).end };
}

export function lastDays(today: string, n: number): Window {
  return { start: addDays(today, 1 - n), end: today };
}

/** Monday to Sunday of the week containing `date`. */
export function weekOf(date: string): Window {
  const start = addDays(date, -weekday(date));
  return { start, end: addDays(start, 6) };
}

/** This week so far: Monday to today. */
export function thisWeek(today: string): Window {
  return { start: weekOf(today).start, end: today };
}

export function lastWeek(today: string): Window {
  return weekOf(addDays(weekOf(today).start, -7));
}

export function quarterOf(date: string): Window {
  const { y, m } = parts(date);
  const first = Math.floor((m - 1) / 3) * 3 + 1;
  return {
    start: ymd(y, first, 1),
    end: ymd(y, first + 2, lastDayOf(y, first + 2)),
  };
}

export function yearToDate(today: string): Window {
  return { start: `${today.slice(0, 4)}-01-01`, end: today };
}

export function year(y: number): Window {
  return { start: ymd(y, 1, 1), end: ymd(y, 12, 31) };
}

/**
 * A month named without a year: this year's, unless it is later than today's month, when it is
 * last year's.
 */
export function namedMonth(today: string, m: number): Window {
  const t = parts(today);
  return month(m > t.m ? t.y - 1 : t.y, m);
}

/** "Since <month>": the 1st of that (named) month to today. */
export function since(today: string, m: number): Window {
  return { start: namedMonth(today, m).start, end: today };
}

export function monthName(m: number): string {
  return MONTHS[m - 1] ?? "";
}

/** Every date from start to end inclusive. */
export function datesIn(w: Window): string[] {
  const out: string[] = [];
  for (let d = w.start; d <= w.end; d = addDays(d, 1)) out.push(d);
  return out;
}
