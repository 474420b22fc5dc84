import {
  DEFAULT_PAGE_SIZE,
  TRANSACTION_FLOWS,
  TRANSACTION_SORT_KEYS,
} from "@finch/contracts";
import type { TransactionType } from "@finch/domain";
import {
  TRANSACTION_TYPES,
  absCents,
  centsToDecimalText,
  isCalendarDate,
  isCategory,
  parseMoneyInput,
} from "@finch/domain";
import { useMemo } from "react";
import { SEARCH_FOCUS_PARAM } from "../../../shared/paths";
import type {
  TransactionFilters,
  TransactionFlow,
  TransactionListParams,
  TransactionSortKey,
} from "../api/transaction-queries";
import { useMergedSearchParams } from "./use-merged-search-params";

/** Page sizes offered under the list (docs/product.md §9); the default is 25. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The search-param name of each filter: short, readable, and stable for shared links. */
const PARAM_OF: Readonly<Record<keyof TransactionFilters, string>> = {
  accountId: "account",
  category: "category",
  categorySource: "source",
  transactionType: "type",
  startDate: "from",
  endDate: "to",
  text: "q",
  minAmount: "min",
  maxAmount: "max",
  flow: "flow",
};
const PAGE = "page";
const SIZE = "size";
const SORT = "sort";
const ORDER = "order";

/**
 * The list's page, page size and filters, kept in the URL (docs/style.md §6) so a filtered view
 * can be shared and reloaded. Values that make no sense are ignored rather than sent to the
 * server.
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
      /** A column's header: a new column starts in its natural direction, the same one flips. */
      sortBy: (key: TransactionSortKey) => {
        const order =
          params.sortBy === key
            ? params.order === "asc"
              ? "desc"
              : "asc"
            : NATURAL_ORDER[key];
        const isDefault = key === "date" && order === "desc";
        update({
          [SORT]: isDefault ? undefined : key,
          [ORDER]: isDefault ? undefined : order,
          [PAGE]: undefined,
        });
      },
      setPage: (page: number) => {
        update({ [PAGE]: page > 1 ? String(page) : undefined });
      },
      /** docs/product.md §4: changing the page size returns to page 1. */
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
  const categorySource = read("categorySource");
  const type = read("transactionType");
  const flow = read("flow");
  const startDate = read("startDate");
  const endDate = read("endDate");
  const text = read("text");
  const minAmount = amountParam(read("minAmount"));
  const maxAmount = amountParam(read("maxAmount"));
  const sortBy = search.get(SORT) ?? "date";
  const order = search.get(ORDER);
  const size = Number(search.get(SIZE));
  const page = Number(search.get(PAGE));
  return {
    accountId: /^[1-9]\d{0,14}$/.test(accountId) ? accountId : undefined,
    category: isCategory(category) ? category : undefined,
    categorySource: categorySource === "suggested" ? categorySource : undefined,
    transactionType: isTransactionType(type) ? type : undefined,
    flow: isTransactionFlow(flow) ? flow : undefined,
    startDate: isCalendarDate(startDate) ? startDate : undefined,
    endDate: isCalendarDate(endDate) ? endDate : undefined,
    text: text === "" ? undefined : text.slice(0, 100),
    minAmount,
    maxAmount,
    sortBy: isSortKey(sortBy) ? sortBy : "date",
    order: order === "asc" || order === "desc" ? order : "desc",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** Text first, dates newest first, amounts largest first. */
const NATURAL_ORDER: Readonly<Record<TransactionSortKey, "asc" | "desc">> = {
  date: "desc",
  description: "asc",
  merchant: "asc",
  category: "asc",
  account: "asc",
  amount: "desc",
};

function isSortKey(value: string): value is TransactionSortKey {
  return (TRANSACTION_SORT_KEYS as readonly string[]).includes(value);
}

/** An amount filter as the API reads it ('12.50'), or undefined when the text is not money. */
function amountParam(text: string): string | undefined {
  if (text === "") return undefined;
  const read = parseMoneyInput(text);
  return "cents" in read ? centsToDecimalText(absCents(read.cents)) : undefined;
}

function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

function isTransactionFlow(value: string): value is TransactionFlow {
  return (TRANSACTION_FLOWS as readonly string[]).includes(value);
}
