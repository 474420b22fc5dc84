import { CATEGORIES, CATEGORY_SOURCES, TRANSACTION_TYPES } from "@finch/domain";
import { z } from "zod";
import {
  dateInput,
  idInput,
  moneyInput,
  moneyOutput,
  pageNumber,
} from "./money";

const categoryInput = z.enum(CATEGORIES, {
  error: (issue) =>
    issue.input === undefined
      ? "Category is required"
      : "Choose a category from the list",
});
const typeInput = z.enum(TRANSACTION_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? "Type is required"
      : "Type must be debit or credit",
});

/** `POST /transactions` and `PUT /transactions/{id}`: the form payload of docs/product.md §3. */
export const transactionBodySchema = z.object({
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, { error: "Description is required" })
    .max(500, { error: "Description must be at most 500 characters long" }),
  merchant_name: z
    .string({ error: "Merchant must be text" })
    .trim()
    .max(100, { error: "Merchant must be at most 100 characters long" })
    .nullable()
    .optional(),
  category: categoryInput,
  amount: moneyInput("Amount", "positive"),
  transaction_type: typeInput,
  /** Sent as a string by the web form (docs/product.md §3); numbers are accepted too. */
  account_id: idInput("Account"),
  transaction_date: dateInput("Date"),
  is_pending: z.boolean({ error: "Pending must be true or false" }).optional(),
});
/** Transaction form payload. */
export type TransactionBody = z.input<typeof transactionBodySchema>;

/** `{id}` in a transaction path. */
export const transactionParamsSchema = z.object({
  id: idInput("Transaction id"),
});

/** Page size bounds (docs/product.md §9 offers 10, 25, 50, 100). */
export const MAX_PAGE_SIZE = 100;
/** The default page size. */
export const DEFAULT_PAGE_SIZE = 25;


/** What the list can be sorted by: the table's columns. */
export const TRANSACTION_SORT_KEYS = [
  "date",
  "description",
  "merchant",
  "category",
  "account",
  "amount",
] as const;

/**
 * The rows a figure counts: `spending` — debits outside transfers and the refunds netted against
 * them (credits outside income and transfers); `income` — credits in the income categories.
 */
export const TRANSACTION_FLOWS = ["spending", "income"] as const;

/** How the list treats upcoming rows (dated after today). */
export const UPCOMING_FILTERS = ["include", "exclude", "only"] as const;

/** `GET /transactions` query: paging, the optional filters and the order (newest first unless asked). */
export const transactionListQuerySchema = z
  .object({
    skip: pageNumber("Skip", 0, 1_000_000_000).default(0),
    limit: pageNumber("Limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    account_id: idInput("Account").optional(),
    category: categoryInput.optional(),
    category_source: z
      .enum(CATEGORY_SOURCES, {
        error: `Category source must be one of: ${CATEGORY_SOURCES.join(", ")}`,
      })
      .optional(),
    transaction_type: typeInput.optional(),
    flow: z
      .enum(TRANSACTION_FLOWS, {
        error: `Flow must be one of: ${TRANSACTION_FLOWS.join(", ")}`,
      })
      .optional(),
    start_date: dateInput("Start date").optional(),
    end_date: dateInput("End date").optional(),
    q: z
      .string()
      .trim()
      .max(100, { error: "Search must be at most 100 characters long" })
      .optional(),
    min_amount: moneyInput("Minimum amount", "any").optional(),
    max_amount: moneyInput("Maximum amount", "any").optional(),
    /**
     * Rows dated after today (the profile's day) are upcoming: listed with the rest by default,
     * left out with `exclude` (the dashboard's recent list), alone with `only`.
     */
    upcoming: z
      .enum(UPCOMING_FILTERS, {
        error: `Upcoming must be one of: ${UPCOMING_FILTERS.join(", ")}`,
      })
      .default("include"),
    sort_by: z
      .enum(TRANSACTION_SORT_KEYS, {
        error: `Sort must be one of: ${TRANSACTION_SORT_KEYS.join(", ")}`,
      })
      .default("date"),
    order: z
      .enum(["asc", "desc"], { error: "Order must be asc or desc" })
      .default("desc"),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: "Start date must be on or before the end date",
    path: ["start_date"],
  })
  .refine(
    (q) =>
      q.min_amount === undefined ||
      q.max_amount === undefined ||
      q.min_amount <= q.max_amount,
    {
      error: "Minimum amount must not exceed the maximum amount",
      path: ["min_amount"],
    },
  );
/** Parsed list query. */
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** One transaction on the wire. */
export const transactionResponseSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    merchant_name: z.string().nullable(),
    category: z.enum(CATEGORIES),
    /** Where the category came from (`CATEGORY_SOURCES`): `suggested` rows await the person. */
    category_source: z.enum(CATEGORY_SOURCES),
    amount: moneyOutput,
    transaction_type: z.enum(TRANSACTION_TYPES),
    account: z.object({ id: z.number().int(), name: z.string() }),
    transaction_date: z.string(),
    is_pending: z.boolean(),
    /** A bank sent it: its amount, direction, date and account follow the bank (read-only). */
    is_synced: z.boolean(),
    /**
     * Dated after today (the profile's day): shown as upcoming, counted in no balance or
     * spending until its day comes (ADR 0032).
     */
    is_upcoming: z.boolean(),
  })
  .meta({ id: "Transaction" });
/** A transaction as clients see it. */
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/** `GET /transactions`: one page and the size of the whole filtered set. */
export const transactionListResponseSchema = z.object({
  transactions: z.array(transactionResponseSchema),
  total: z.number().int(),
});
/** A page of transactions. */
export type TransactionListResponse = z.infer<
  typeof transactionListResponseSchema
>;
