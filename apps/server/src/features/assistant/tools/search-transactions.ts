import { CATEGORIES, sumCents, type Cents } from "@finch/domain";
import { z } from "zod";
import type { AssistantTransaction, Snapshot } from "../snapshot";
import { rowsWhere } from "./ledger";

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
export function searchTransactions(
  snapshot: Snapshot,
  p: z.infer<typeof searchTransactionsParams>,
): SearchResult {
  const matches = rowsWhere(snapshot, {
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
  });
  const sorted =
    p.sort_by === "amount"
      ? [...matches].sort(
          (a, b) => b.amountCents - a.amountCents || (a.date < b.date ? 1 : -1),
        )
      : matches;
  const limit = p.limit ?? 20;
  return {
    rows: sorted.slice(0, limit),
    totalCount: matches.length,
    debitCents: sumCents(
      matches.filter((t) => t.type === "debit").map((t) => t.amountCents),
    ),
    creditCents: sumCents(
      matches.filter((t) => t.type === "credit").map((t) => t.amountCents),
    ),
    pendingCount: matches.filter((t) => t.isPending).length,
    truncated: matches.length > limit,
  };
}
