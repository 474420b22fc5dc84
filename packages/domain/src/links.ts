import type { TransactionType } from "./accounts";
import type { DateRange } from "./periods";

/**
 * Links into the app that the server writes (notifications, mail) and the web app builds
 * (reports): one spelling of each page's filter parameters, as the pages read them.
 */

/** The transactions page's filters a link can set (its URL parameters). */
export interface TransactionsFilter {
  category?: string | undefined;
  /** An account's id. */
  account?: string | undefined;
  /** Text search: a merchant's name. */
  q?: string | undefined;
  type?: TransactionType | undefined;
  /** The rows a spending or an income figure counts. */
  flow?: "spending" | "income" | undefined;
}

const FILTER_NAMES = ["category", "account", "q", "type", "flow"] as const;

/** `/transactions` over `range` with `filter`: `?from=…&to=…&category=…&account=…&q=…&type=…&flow=…`. */
export function transactionsPath(
  range: DateRange,
  filter: TransactionsFilter = {},
): string {
  const params: [string, string][] = [
    ["from", range.startDate],
    ["to", range.endDate],
  ];
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== undefined) params.push([name, value]);
  }
  return `/transactions?${query(params)}`;
}

/** The reports page over `range`: `/analytics?from=…&to=…`. */
export function reportsPathFor(range: DateRange): string {
  return `/analytics?${query([
    ["from", range.startDate],
    ["to", range.endDate],
  ])}`;
}

/** A query string as forms and `URLSearchParams` write it (spaces as `+`). */
function query(params: readonly [string, string][]): string {
  const encode = (text: string) =>
    encodeURIComponent(text)
      .replace(
        /[!'()~]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      )
      .replace(/%20/g, "+");
  return params
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join("&");
}
