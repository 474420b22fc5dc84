import {
  centsToDecimalText,
  currencyDecimals,
  periodWindow,
  toCents,
  type BudgetPeriod,
  type Currency,
  type DateRange,
  type ReportInterval,
} from "@finch/domain";
import { formatCalendarDate } from "../../../shared/format-date";

const BUDGET_PERIOD_OF: Readonly<Record<ReportInterval, BudgetPeriod>> = {
  week: "weekly",
  month: "monthly",
  quarter: "quarterly",
  year: "yearly",
};

const monthShort = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthLong = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayShort = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A period as a chart's axis names it: 'Jan 5' (a week), 'Jan 2026', 'Q1 2026', '2026'. */
export function axisLabel(startDate: string, interval: ReportInterval): string {
  const day = dateOf(startDate);
  switch (interval) {
    case "week":
      return dayShort.format(day);
    case "month":
      return monthShort.format(day);
    case "quarter":
      return `Q${String(Math.floor(day.getUTCMonth() / 3) + 1)} ${String(day.getUTCFullYear())}`;
    case "year":
      return String(day.getUTCFullYear());
  }
}

/**
 * A period as a table names it: 'January 2026', 'Week of Jan 5, 2026', 'Q1 2026', '2026' when it
 * is whole, and its dates ('Jan 10, 2026 – Jan 31, 2026') when the range cuts it short.
 */
export function periodName(
  period: DateRange,
  interval: ReportInterval,
): string {
  const whole = periodWindow(BUDGET_PERIOD_OF[interval], period.startDate);
  if (whole.startDate !== period.startDate || whole.endDate !== period.endDate)
    return rangeText(period);
  if (interval === "week")
    return `Week of ${formatCalendarDate(period.startDate)}`;
  if (interval === "month") return monthLong.format(dateOf(period.startDate));
  return axisLabel(period.startDate, interval);
}

/** A range as text: 'Jan 1, 2026 – Mar 14, 2026', or one date when it is one day. */
export function rangeText(range: DateRange): string {
  return range.startDate === range.endDate
    ? formatCalendarDate(range.startDate)
    : `${formatCalendarDate(range.startDate)} – ${formatCalendarDate(range.endDate)}`;
}

/** What each interval is called after "by": the subtitle's 'by month'. */
export const INTERVAL_NAMES: Readonly<Record<ReportInterval, string>> = {
  week: "week",
  month: "month",
  quarter: "quarter",
  year: "year",
};

const compactFormats = new Map<Currency, Intl.NumberFormat>();

/**
 * An axis tick in the profile currency, short ('$1.2K', '-$350', '$2M'). Ticks are points on a
 * scale of cents, not amounts anyone keeps: the tick is rounded to a whole cent and formatted from
 * its exact decimal text, as `formatMoney` does, never from a float division.
 */
export function compactMoney(value: number, currency: Currency): string {
  let format = compactFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: currencyDecimals(currency) === 0 ? 0 : 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(centsToDecimalText(toCents(Math.round(value))));
}

function dateOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
