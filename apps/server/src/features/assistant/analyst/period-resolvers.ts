import { addDays, daysInMonth, MONTH_NAMES } from "@finch/domain";
import { lastFullMonths, make, type Period } from "./period-units";

/** Days and weeks roll back from today; months and years are the N full units before this one. */
export function rolling(
  n: number,
  unit: string,
  today: string,
): Omit<Period, "phrase"> {
  if (unit === "day") return make(addDays(today, -(n - 1)), today, "range", "");
  if (unit === "week")
    return make(addDays(today, -(7 * n - 1)), today, "range", "");
  if (unit === "month") return lastFullMonths(n, today);
  const y = Number(today.slice(0, 4));
  return make(`${String(y - n)}-01-01`, `${String(y - 1)}-12-31`, "range", "");
}

/** Resolves a month word to 1–12. */
export function monthIndex(word: string): number {
  return (
    MONTH_NAMES.findIndex((name) =>
      name.toLowerCase().startsWith(word.slice(0, 3)),
    ) + 1
  );
}

/** A month; without a year, past bias: a month later than today's is last year's, the current one runs to today. */
export function monthPeriod(
  word: string,
  year: string | undefined,
  today: string,
): Omit<Period, "phrase"> | undefined {
  const m = monthIndex(word);
  if (m < 1) return undefined;
  const ty = Number(today.slice(0, 4));
  const tm = Number(today.slice(5, 7));
  const y = year ? Number(year) : m > tm ? ty - 1 : ty;
  const start = iso(y, m, 1) ?? "";
  const fullEnd = iso(y, m, daysInMonth(y, m)) ?? "";
  const end = fullEnd > today && start <= today ? today : fullEnd;
  return make(start, end, "month", "");
}

/** Resolves a month range, its endpoints expanded. */
export function monthSpan(
  a: string,
  ay: string | undefined,
  b: string,
  by: string | undefined,
  today: string,
) {
  const first = monthPeriod(a, ay ?? by, today);
  const last = monthPeriod(b, by, today);
  if (!first || !last) return undefined;
  const start =
    first.start > last.start ? shiftYear(first.start, -1) : first.start;
  return make(start, last.end, "range", "");
}

/** Resolves Qn [YYYY] with past bias. */
export function quarter(q: number, year: string | undefined, today: string) {
  const ty = Number(today.slice(0, 4));
  const currentQ = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const y = year ? Number(year) : q > currentQ ? ty - 1 : ty;
  const startMonth = (q - 1) * 3 + 1;
  const start = iso(y, startMonth, 1) ?? "";
  const fullEnd = iso(y, startMonth + 2, daysInMonth(y, startMonth + 2)) ?? "";
  return make(
    start,
    fullEnd > today && start <= today ? today : fullEnd,
    "quarter",
    "",
  );
}

/** Resolves a year (the current one runs to today). */
export function yearPeriod(y: number, today: string) {
  const end = `${String(y)}-12-31`;
  return make(`${String(y)}-01-01`, end > today ? today : end, "year", "");
}

/** Resolves an explicit day; without a year, the latest past one. */
export function explicitDay(
  word: string,
  day: number,
  year: string | undefined,
  today: string,
) {
  const m = monthIndex(word);
  const ty = Number(today.slice(0, 4));
  let d = iso(year ? Number(year) : ty, m, day);
  if (d && !year && d > today) d = iso(ty - 1, m, day);
  return d ? make(d, d, "day", "") : undefined;
}

/** Resolves "on the Nth" to the latest such past day. */
export function latestDay(day: number, today: string) {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  for (let i = 0; i < 13; i++) {
    const d = iso(y, m, day);
    if (d && d <= today) return make(d, d, "day", "");
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return undefined;
}

function shiftYear(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years)}${date.slice(4)}`;
}

/** A real calendar date as `YYYY-MM-DD`, or undefined. */
export function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
