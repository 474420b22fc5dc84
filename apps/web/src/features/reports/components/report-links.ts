import type { SpendingGrouping } from "@finch/contracts";
import { addDays, type DateRange, type TransactionType } from "@finch/domain";
import { paths } from "../../../shared/paths";

/** The filters of the transactions page a figure is checked with (its URL parameters). */
export interface TransactionFilter {
  category?: string | undefined;
  /** An account's id. */
  account?: string | undefined;
  /** Text search: a merchant's name. */
  q?: string | undefined;
  type?: TransactionType | undefined;
  /** The rows a spending or an income figure counts. */
  flow?: "spending" | "income" | undefined;
}

/**
 * /transactions showing the rows behind a figure: the same dates and the figure's own filter
 * (`from`, `to`, `category`, `account`, `q`, `type`, as `use-transaction-search.ts` reads them).
 */
export function transactionsLink(
  range: DateRange,
  filter: TransactionFilter = {},
): string {
  const params = new URLSearchParams({
    from: range.startDate,
    to: range.endDate,
  });
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== undefined) params.set(name, value);
  }
  return `${paths.transactions}?${params.toString()}`;
}

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

const FILTER_NAMES = ["category", "account", "q", "type", "flow"] as const;

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
