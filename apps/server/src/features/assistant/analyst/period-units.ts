import {
  addDays,
  periodWindow,
  previousMonth,
  rangeLabel,
} from "@finch/domain";

/**
 * A resolved period (docs/design/assistant.md §5): inclusive calendar dates and how the answer
 * names it.
 */
export interface Period {
  start: string;
  end: string;
  label: string;
  granularity: "day" | "week" | "month" | "quarter" | "year" | "range";
  /** "this month", "last month": the words that produced it, for the answer. */
  phrase: string;
}

/** A calendar unit the grammar names. */
export type Unit = "week" | "month" | "quarter" | "year";

/** This calendar unit from its first day to today. */
export function unitToDate(unit: Unit, today: string): Period {
  const w = periodWindow(unitPeriod(unit), today);
  return make(w.startDate, today, unit, `this ${unit}`);
}

/** The previous full calendar unit. */
export function previousUnit(unit: Unit, today: string): Period {
  const current = periodWindow(unitPeriod(unit), today);
  const prev = periodWindow(unitPeriod(unit), addDays(current.startDate, -1));
  return make(prev.startDate, prev.endDate, unit, `last ${unit}`);
}

/** The N full months before the current one. */
export function lastFullMonths(n: number, today: string): Period {
  let first = previousMonth(today);
  const end = first.endDate;
  for (let i = 1; i < n; i++) first = previousMonth(first.startDate);
  return make(
    first.startDate,
    end,
    "range",
    `the last ${String(n)} full months`,
  );
}

/** A period from dates, labelled. */
export function make(
  start: string,
  end: string,
  granularity: Period["granularity"],
  phrase: string,
): Period {
  return { start, end, label: rangeLabel(start, end), granularity, phrase };
}

function unitPeriod(unit: Unit) {
  return (
    {
      week: "weekly",
      month: "monthly",
      quarter: "quarterly",
      year: "yearly",
    } as const
  )[unit];
}
