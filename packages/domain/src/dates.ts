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
 * Formatters by time zone. Building an `Intl.DateTimeFormat` costs far more than using one (it
 * was a tenth of the server's CPU when built per request), and there are only a few hundred
 * zones, so each is built once.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone, e.g. todayIn(now, 'America/New_York') → '2026-11-21'. */
export function todayIn(now: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here and is not remembered.
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}
