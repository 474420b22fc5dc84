import {
  reportRangeQuerySchema,
  type NetWorthResponse,
} from "@finch/contracts";
import {
  addDays,
  daysBetween,
  isCalendarDate,
  monthsBack,
  periodWindow,
  previousMonth,
  type DateRange,
  type ReportInterval,
} from "@finch/domain";

/** The ranges offered in the selector, in its order. */
export const RANGE_PRESETS = [
  "this-month",
  "last-month",
  "last-3-months",
  "last-6-months",
  "last-12-months",
  "year-to-date",
  "last-year",
] as const;
/** One of the offered ranges. */
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** What the selector shows: an offered range, or dates the person typed. */
export type RangeChoice = RangePreset | "custom";

/** The range a report opens with: the server's own default, twelve months to today. */
export const DEFAULT_PRESET: RangePreset = "last-12-months";

/** The selector's texts. */
export const RANGE_LABELS: Readonly<Record<RangeChoice, string>> = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-3-months": "Last 3 months",
  "last-6-months": "Last 6 months",
  "last-12-months": "Last 12 months",
  "year-to-date": "Year to date",
  "last-year": "Last year",
  custom: "Custom dates",
};

/** True for a value the selector offers. */
export function isRangePreset(value: string | null): value is RangePreset {
  return (RANGE_PRESETS as readonly (string | null)[]).includes(value);
}

/**
 * The dates of an offered range, computed from today in the profile's time zone. Ranges that
 * include the current month end today: later rows are upcoming and count nowhere yet. "Last N
 * months" starts on the 1st, N − 1 months back, as the server's default twelve months do.
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const monthStart = periodWindow("monthly", today).startDate;
  const yearStart = periodWindow("yearly", today).startDate;
  switch (preset) {
    case "this-month":
      return { startDate: monthStart, endDate: today };
    case "last-month":
      return previousMonth(today);
    case "last-3-months":
      return { startDate: monthsBack(today, 2), endDate: today };
    case "last-6-months":
      return { startDate: monthsBack(today, 5), endDate: today };
    case "last-12-months":
      return { startDate: monthsBack(today, 11), endDate: today };
    case "year-to-date":
      return { startDate: yearStart, endDate: today };
    case "last-year":
      return periodWindow("yearly", addDays(yearStart, -1));
  }
}

/**
 * What is wrong with typed dates, in the words the server would use; undefined when a report can
 * be asked for them.
 */
export function customRangeProblem(
  startDate: string,
  endDate: string,
): string | undefined {
  if (!isCalendarDate(startDate)) return "Enter a start date";
  if (!isCalendarDate(endDate)) return "Enter an end date";
  // The server's own checks and words: the order of the ends and the twenty-year limit.
  const checked = reportRangeQuerySchema.safeParse({
    start_date: startDate,
    end_date: endDate,
  });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The periods a range is cut into: weeks for a month or two (four or more bars rather than one or
 * two), months up to three years (at most 37 bars), quarters up to ten years, years beyond.
 */
export function intervalFor(range: DateRange): ReportInterval {
  const days = daysBetween(range.startDate, range.endDate) + 1;
  if (days <= 62) return "week";
  if (days <= 3 * 366) return "month";
  if (days <= 10 * 366) return "quarter";
  return "year";
}

/** Net worth is read by week or by month only: by month for anything longer than weeks. */
export function netWorthIntervalFor(
  interval: ReportInterval,
): NetWorthResponse["interval"] {
  return interval === "week" ? "week" : "month";
}
