import {
  type CategorySource,
  TRANSACTION_FLOWS,
  TRANSACTION_SORT_KEYS,
  type UPCOMING_FILTERS,
  moneyOutputCents,
  transactionListResponseSchema,
  transactionResponseSchema,
} from "@finch/contracts";
import type { Category, Cents, TransactionType } from "@finch/domain";
import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/**
 * A transaction as the screens use it: the amount in cents, always positive
 * (docs/architecture.md §4).
 */
export interface Transaction {
  id: number;
  description: string;
  merchantName: string | null;
  category: Category;
  /** Where the category came from: `suggested` awaits the person's Accept (or another pick). */
  categorySource: CategorySource;
  amountCents: Cents;
  /** `debit` is money out, `credit` money in. */
  transactionType: TransactionType;
  account: { id: number; name: string };
  /** `YYYY-MM-DD`. */
  transactionDate: string;
  isPending: boolean;
  /** A bank sent it: the bank sets its amount, type, account and date. */
  isSynced: boolean;
  /** Dated after today: counted in no balance or spending until its day. */
  isUpcoming: boolean;
}

/** The filters of the list; every one is optional and they combine. */
export interface TransactionFilters {
  accountId?: string | undefined;
  category?: Category | undefined;
  /** Only rows whose category is a suggestion waiting for the person. */
  categorySource?: "suggested" | undefined;
  transactionType?: TransactionType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Case-insensitive text over description and merchant. */
  text?: string | undefined;
  /** Amounts from and to, inclusive, as decimal text ('12.50'). */
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  /** Only the rows a spending or an income figure counts (a report's link). */
  flow?: TransactionFlow | undefined;
}

/** A column the list can be sorted by, as the API names it. */
export type TransactionSortKey = (typeof TRANSACTION_SORT_KEYS)[number];

/** The rows a spending or an income figure counts, as the list filters them. */
export type TransactionFlow = (typeof TRANSACTION_FLOWS)[number];

/** One page of the filtered list, in an order; `page` counts from 1. */
export interface TransactionListParams extends TransactionFilters {
  page: number;
  pageSize: number;
  /** Newest first (date, descending) unless set. */
  sortBy?: TransactionSortKey | undefined;
  order?: "asc" | "desc" | undefined;
  /** Rows dated after today: listed (the default), left out, or alone. */
  upcoming?: (typeof UPCOMING_FILTERS)[number] | undefined;
}

/** A page of transactions and the size of the whole filtered set. */
export interface TransactionPage {
  transactions: Transaction[];
  total: number;
}

/** Query keys of the transactions feature; every account or transaction write invalidates both roots. */
export const transactionKeys = {
  all: queryRoots.transactions,
  lists: () => [...transactionKeys.all, "list"] as const,
  list: (params: TransactionListParams) =>
    [...transactionKeys.lists(), params] as const,
};

/** One page of the user's transactions, newest first (`GET /transactions`). */
export function transactionsQueryOptions(params: TransactionListParams) {
  return queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: () =>
      apiRequest(`/transactions?${toQueryString(params)}`, {
        schema: transactionPageSchema,
      }),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** One page of the user's transactions. */
export function useTransactions(params: TransactionListParams) {
  return useQuery(transactionsQueryOptions(params));
}

/** The API's query string: `page` becomes `skip`, the filters take their wire names. */
function toQueryString(params: TransactionListParams): string {
  const query = new URLSearchParams({
    skip: String((params.page - 1) * params.pageSize),
    limit: String(params.pageSize),
  });
  const sortBy = params.sortBy ?? "date";
  const order = params.order ?? "desc";
  if (sortBy !== "date" || order !== "desc") {
    query.set("sort_by", sortBy);
    query.set("order", order);
  }
  const filters: [string, string | undefined][] = [
    ["account_id", params.accountId],
    ["category", params.category],
    ["category_source", params.categorySource],
    ["transaction_type", params.transactionType],
    ["flow", params.flow],
    ["start_date", params.startDate],
    ["end_date", params.endDate],
    ["q", params.text],
    ["min_amount", params.minAmount],
    ["max_amount", params.maxAmount],
    ["upcoming", params.upcoming],
  ];
  for (const [name, value] of filters)
    if (value !== undefined) query.set(name, value);
  return query.toString();
}

const transactionPageSchema = transactionListResponseSchema
  .extend({
    transactions: z.array(
      transactionResponseSchema.extend({ amount: moneyOutputCents }),
    ),
  })
  .transform(({ transactions, total }): TransactionPage => ({
    total,
    transactions: transactions.map((wire) => ({
      id: wire.id,
      description: wire.description,
      merchantName: wire.merchant_name,
      category: wire.category,
      categorySource: wire.category_source,
      amountCents: wire.amount,
      transactionType: wire.transaction_type,
      account: wire.account,
      transactionDate: wire.transaction_date,
      isPending: wire.is_pending,
      isSynced: wire.is_synced,
      isUpcoming: wire.is_upcoming,
    })),
  }));
