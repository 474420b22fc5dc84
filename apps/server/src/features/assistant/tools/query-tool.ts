import { CATEGORIES } from "@finch/domain";
import { z } from "zod";
import { parseQuestion } from "../analyst/frame";
import { make } from "../analyst/period-units";
import type { Query } from "../analyst/query";
import { answerQuery } from "../answers/query-answer";
import type { Snapshot } from "../snapshot";

const date = z.iso.date();

/**
 * The query model as a model's tool (docs/design/assistant.md §3): the same fields the analyst
 * reads from a question, so a model only chooses them; the figures come from the same templates.
 */
export const queryParams = z.object({
  subject: z.enum([
    "spending",
    "income",
    "refunds",
    "transfers",
    "cash_flow",
    "savings_rate",
    "transactions",
    "balance",
    "net_worth",
    "liabilities",
    "assets",
    "budgets",
    "goals",
    "subscriptions",
    "upcoming",
    "pending",
  ]),
  measure: z.enum(["total", "count", "average", "share", "rows"]).optional(),
  per: z.enum(["day", "week", "fortnight", "month", "purchase"]).optional(),
  categories: z.array(z.enum(CATEGORIES)).max(14).optional(),
  merchants: z.array(z.string().max(80)).max(10).optional(),
  account_ids: z.array(z.number().int()).max(20).optional(),
  type: z.enum(["debit", "credit"]).optional(),
  min_amount_cents: z.number().int().min(0).optional(),
  max_amount_cents: z.number().int().min(0).optional(),
  start_date: date.optional(),
  end_date: date.optional(),
  group_by: z
    .enum(["category", "merchant", "account", "month", "weekday"])
    .optional(),
  limit: z.number().int().min(1).max(50).optional(),
  order: z.enum(["amount", "amount_asc", "date"]).optional(),
  share_of: z.enum(["spending", "income"]).optional(),
  status: z.enum(["over", "near", "within"]).optional(),
  compare_start_date: date.optional(),
  compare_end_date: date.optional(),
});

/** Runs a query from a model: the answer the analyst would give, with its figures. */
export async function runQuery(
  snapshot: Snapshot,
  p: z.infer<typeof queryParams>,
): Promise<{ answer_display: string }> {
  const range = (start?: string, end?: string) =>
    start && end && start <= end ? make(start, end, "range", "") : undefined;
  const query: Query = {
    subject: p.subject,
    measure: p.measure ?? (p.order ? "rows" : "total"),
    per: p.per,
    filters: {
      categories: p.categories,
      merchants: p.merchants?.map(
        (m) =>
          snapshot.merchants.find((n) => n.toLowerCase() === m.toLowerCase()) ??
          m,
      ),
      accountIds: p.account_ids,
      type: p.type,
      minCents: p.min_amount_cents,
      maxCents: p.max_amount_cents,
    },
    period: range(p.start_date, p.end_date ?? snapshot.today),
    groupBy: p.group_by,
    limit: p.limit,
    order: p.order,
    shareOf: p.share_of,
    status: p.status,
    compareTo: range(p.compare_start_date, p.compare_end_date),
  };
  const frame = parseQuestion("", {
    today: snapshot.today,
    merchants: snapshot.merchants,
    accounts: snapshot.accounts,
  });
  const reply = await answerQuery({ snapshot, frame }, query);
  // Display text: its figures ground what the model says (`ungroundedNumbers`); the names in it
  // went through `safeName` like every answer's.
  return { answer_display: reply.text };
}
