/** Calendar dates as `YYYY-MM-DD` text: validated, compared as text, computed in UTC arithmetic. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Earliest and latest dates a user may enter. */
export const MIN_DATE = "1900-01-01";
/** The latest date a user may enter. */
export const MAX_DATE = "2100-12-31";

/** True for a real calendar day in `YYYY-MM-DD` form between 1900 and 2100 (Feb 29 only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d;
  return valid && text >= MIN_DATE && text <= MAX_DATE;
}

/**
 * Formatters by time zone, each with the last day it gave and the UTC minute it gave it for.
 * Building an `Intl.DateTimeFormat` costs far more than using one (it was a tenth of the server's
 * CPU when built per request), and there are only a few hundred zones, so each is built once.
 * Formatting is ~3 % of a budgets request, and a zone's day can only change on a whole UTC minute
 * (every zone's offset since 1972 is whole minutes), so one format per zone per minute is enough.
 */
const dayFormatters = new Map<
  string,
  { formatter: Intl.DateTimeFormat; minute: number; day: string }
>();

/** Today's calendar date in a time zone, e.g. todayIn(now, 'America/New_York') → '2026-11-21'. */
export function todayIn(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let zone = dayFormatters.get(timeZone);
  if (zone === undefined) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here and is not remembered.
    const formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    zone = { formatter, minute, day: formatter.format(now) };
    dayFormatters.set(timeZone, zone);
  } else if (zone.minute !== minute) {
    zone.minute = minute;
    zone.day = zone.formatter.format(now);
  }
  return zone.day;
}

/** The months' names in English, January first (answers and labels that spell a month out). */
export const MONTH_NAMES = [
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
] as const;
