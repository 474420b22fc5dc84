import { CATEGORIES, measureOf, toCents, type Cents } from "@finch/domain";
import { z } from "zod";
import type { AssistantTransaction, RowFilter, Snapshot } from "../snapshot";

/** Parameters of `search_transactions`. */
export const searchTransactionsParams = z.object({
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  categories: z.array(z.enum(CATEGORIES)).optional(),
  merchants: z.array(z.string()).optional(),
  account_id: z.number().int().optional(),
  direction: z.enum(["debit", "credit"]).optional(),
  min_amount_cents: z.number().int().min(0).optional(),
  max_amount_cents: z.number().int().min(0).optional(),
  pending: z.enum(["include", "exclude", "only"]).optional(),
  text: z.string().max(80).optional(),
  sort_by: z.enum(["date", "amount"]).optional(),
  limit: z.number().int().min(1).max(50).optional(),
});

/** The result of `search_transactions`: a page of rows and totals over the whole filter. */
export interface SearchResult {
  rows: AssistantTransaction[];
  totalCount: number;
  debitCents: Cents;
  creditCents: Cents;
  pendingCount: number;
  truncated: boolean;
}

/** Finds rows; totals cover every match, `rows` only the first `limit` (20 by default). */
export async function searchTransactions(
  snapshot: Snapshot,
  p: z.infer<typeof searchTransactionsParams>,
): Promise<SearchResult> {
  const filter: RowFilter = {
    start: p.start,
    end: p.end,
    categories: p.categories,
    merchants: p.merchants,
    accountId: p.account_id,
    type: p.direction,
    pending: p.pending,
    minCents: p.min_amount_cents,
    maxCents: p.max_amount_cents,
    text: p.text,
  };
  const limit = p.limit ?? 20;
  const [rows, sums, pending] = await Promise.all([
    snapshot.ledger.rows(
      filter,
      p.sort_by === "amount" ? "amount" : "date",
      limit,
    ),
    snapshot.ledger.sums(filter),
    p.pending === "exclude"
      ? []
      : snapshot.ledger.sums({ ...filter, pending: "only" }),
  ]);
  const totalCount = measureOf(sums, "count");
  return {
    rows,
    totalCount,
    debitCents: toCents(measureOf(sums, "debits")),
    creditCents: toCents(measureOf(sums, "credits")),
    pendingCount: measureOf(pending, "count"),
    truncated: totalCount > limit,
  };
}
