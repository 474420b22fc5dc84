import type { SpendingGrouping } from "@finch/contracts";
import {
  addDays,
  transactionsPath,
  type DateRange,
  type TransactionsFilter,
} from "@finch/domain";

/** The filters of the transactions page a figure is checked with (its URL parameters). */
export type TransactionFilter = TransactionsFilter;

/** /transactions showing the rows behind a figure: the same dates and the figure's own filter. */
export const transactionsLink = transactionsPath;

/**
 * The days that moved a net-worth point: from the day after the point before (the range's start
 * for the first) to the point's own date.
 */
export function netWorthPointRange(
  points: readonly { date: string }[],
  index: number,
  rangeStartDate: string,
): DateRange {
  const before = points[index - 1];
  return {
    startDate: before === undefined ? rangeStartDate : addDays(before.date, 1),
    endDate: points[index]?.date ?? rangeStartDate,
  };
}

/** The filter of one spending group: its category, its account, or its merchant as search text. */
export function groupFilter(
  groupBy: SpendingGrouping,
  key: string,
): TransactionFilter {
  switch (groupBy) {
    case "category":
      return { category: key };
    case "account":
      return { account: key, flow: "spending" };
    case "merchant":
      return { q: key, flow: "spending" };
  }
}
