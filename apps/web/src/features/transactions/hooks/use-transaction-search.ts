import { DEFAULT_PAGE_SIZE } from "@finch/contracts";
import type { TransactionType } from "@finch/domain";
import { TRANSACTION_TYPES, isCalendarDate, isCategory } from "@finch/domain";
import { useMemo } from "react";
import { SEARCH_FOCUS_PARAM } from "../../../app/paths";
import type {
  TransactionFilters,
  TransactionListParams,
} from "../api/transaction-queries";
import { useMergedSearchParams } from "./use-merged-search-params";

/** Page sizes offered under the list (product spec §9); the default is 25. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The search-param name of each filter: short, readable, and stable for shared links. */
const PARAM_OF: Readonly<Record<keyof TransactionFilters, string>> = {
  accountId: "account",
  category: "category",
  transactionType: "type",
  startDate: "from",
  endDate: "to",
  text: "q",
};
const PAGE = "page";
const SIZE = "size";

/**
 * The list's page, page size and filters, kept in the URL (STYLE §6) so a filtered view can be
 * shared and reloaded. Values that make no sense are ignored rather than sent to the server.
 */
export function useTransactionSearch() {
  const [searchParams, update] = useMergedSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);

  // One object per URL: its functions keep their identity while the URL stays the same.
  return useMemo(() => {
    return {
      params,
      hasFilters: Object.keys(PARAM_OF).some(
        (key) => params[key as keyof TransactionFilters] !== undefined,
      ),
      /** A new filter starts again from page 1. */
      setFilter: (
        name: keyof TransactionFilters,
        value: string | undefined,
      ) => {
        update({ [PARAM_OF[name]]: value, [PAGE]: undefined });
      },
      clearFilters: () => {
        update(
          Object.fromEntries(
            [...Object.values(PARAM_OF), PAGE].map((name) => [name, undefined]),
          ),
        );
      },
      setPage: (page: number) => {
        update({ [PAGE]: page > 1 ? String(page) : undefined });
      },
      /** Product spec §4: changing the page size returns to page 1. */
      setPageSize: (size: number) => {
        update({
          [SIZE]: size === DEFAULT_PAGE_SIZE ? undefined : String(size),
          [PAGE]: undefined,
        });
      },
      /** The top bar's search icon asked for the text filter to take the focus. */
      isSearchFocusRequested:
        searchParams.get(SEARCH_FOCUS_PARAM.name) === SEARCH_FOCUS_PARAM.value,
      clearSearchFocusRequest: () => {
        update({ [SEARCH_FOCUS_PARAM.name]: undefined });
      },
    };
  }, [params, searchParams, update]);
}

function readParams(search: URLSearchParams): TransactionListParams {
  const read = (name: keyof TransactionFilters) =>
    search.get(PARAM_OF[name])?.trim() ?? "";
  const accountId = read("accountId");
  const category = read("category");
  const type = read("transactionType");
  const startDate = read("startDate");
  const endDate = read("endDate");
  const text = read("text");
  const size = Number(search.get(SIZE));
  const page = Number(search.get(PAGE));
  return {
    accountId: /^[1-9]\d{0,14}$/.test(accountId) ? accountId : undefined,
    category: isCategory(category) ? category : undefined,
    transactionType: isTransactionType(type) ? type : undefined,
    startDate: isCalendarDate(startDate) ? startDate : undefined,
    endDate: isCalendarDate(endDate) ? endDate : undefined,
    text: text === "" ? undefined : text.slice(0, 100),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
  };
}

function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}
