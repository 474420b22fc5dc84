const calendarDateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * Shows a calendar date ('2026-01-15' → 'Jan 15, 2026'). The text names a day, not an instant,
 * so it is read and formatted in UTC: no time zone can move it to the day before.
 */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : calendarDateFormat.format(parsed);
}

const longDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A calendar date in long form ('2026-11-22' → 'Sunday, November 22, 2026'), read in UTC too. */
export function formatLongDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDateFormat.format(parsed);
}

/**
 * Shows an instant in the profile's time zone ('2026-03-15T09:30:00Z' → 'Mar 15, 2026, 10:30 AM'
 * in Europe/Berlin): when something happened, as the person's clock read it.
 */
export function formatDateTime(instant: string, timeZone: string): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(parsed);
}
