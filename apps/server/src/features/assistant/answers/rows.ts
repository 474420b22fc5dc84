import {
  categoryLabel,
  type Category,
  formatInteger,
  CATEGORIES,
  TRANSFER_CATEGORY,
} from "@finch/domain";
import type { AssistantTransaction } from "../snapshot";
import { shortDate } from "../analyst/period-label";
import { searchTransactions } from "../tools/search-transactions";
import {
  allTime,
  categoriesText,
  joinWords,
  money,
  periodOf,
  periodWords,
  reply,
  safeName,
  transactionsLink,
  type AnswerContext,
  type Reply,
} from "./reply";
import { matchMerchantsLoosely } from "./suggest";

/** Type 7: find transactions (all time unless a period is named; 20 rows, the full count stated). */
export async function answerSearch(ctx: AnswerContext): Promise<Reply> {
  const { frame } = ctx;
  const period = frame.periods[0] ?? allTime(ctx);
  const unknown =
    frame.merchants.length === 0 && frame.categories.length === 0
      ? namedMerchant(frame.text)
      : undefined;
  if (unknown !== undefined) {
    const close = matchMerchantsLoosely(ctx);
    return reply(
      ctx,
      "search",
      [
        `No transactions at ${safeName(unknown)} ${periodWords(period)}; total ${money(ctx, 0)}.`,
        close.length > 0
          ? `Did you mean ${joinWords(close.map(safeName))}?`
          : "Check the name as it appears on your transactions.",
      ],
      { period, tools: ["search_transactions"] },
    );
  }
  const cats: Category[] = frame.categories;
  const over = frame.comparator === "under" ? undefined : frame.amountCents;
  const under = frame.comparator === "under" ? frame.amountCents : undefined;
  const r = await searchTransactions(ctx.snapshot, {
    start: period.start,
    end: period.end,
    categories: cats.length ? cats : undefined,
    merchants: frame.merchants.length ? frame.merchants : undefined,
    account_id: frame.accountId,
    min_amount_cents: over,
    max_amount_cents: under,
    limit: 10,
    direction: over !== undefined || under !== undefined ? "debit" : undefined,
  });
  const what =
    [
      frame.merchants.length
        ? `at ${joinWords(frame.merchants.map(safeName))}`
        : "",
      cats.length ? `in ${categoriesText(cats)}` : "",
      over !== undefined
        ? `over ${money(ctx, over)}`
        : under !== undefined
          ? `under ${money(ctx, under)}`
          : "",
    ]
      .filter(Boolean)
      .join(" ") || "matching";
  const link = transactionsLink({
    from: period.start,
    to: period.end,
    ...(cats[0] ? { category: cats[0] } : {}),
    ...(frame.merchants.length === 1 ? { q: frame.merchants[0] } : {}),
  });
  if (r.totalCount === 0) {
    const close =
      frame.merchants.length === 0 ? matchMerchantsLoosely(ctx) : [];
    return reply(
      ctx,
      "search",
      [
        `No transactions ${what} ${periodWords(period)}; total ${money(ctx, 0)}.`,
        close.length > 0 && `Did you mean ${joinWords(close.map(safeName))}?`,
      ],
      { period, tools: ["search_transactions"] },
    );
  }
  return reply(
    ctx,
    "search",
    [
      `Found **${formatInteger(r.totalCount)}** ${r.totalCount === 1 ? "transaction" : "transactions"} ${what} ${periodWords(period)}: ${money(ctx, r.debitCents)} out${r.creditCents > 0 ? `, ${money(ctx, r.creditCents)} in` : ""}.`,
      r.truncated ? `The latest ${formatInteger(r.rows.length)}:` : "",
      ...r.rows.map((t) => rowLine(ctx, t)),
    ],
    { period, tools: ["search_transactions"], links: [link] },
  );
}

/** Type 8: the largest debits of a period (this month by default). */
export async function answerLargest(ctx: AnswerContext): Promise<Reply> {
  const period = periodOf(ctx);
  const n = ctx.frame.topN ?? 5;
  const r = await searchTransactions(ctx.snapshot, {
    start: period.start,
    end: period.end,
    direction: "debit",
    sort_by: "amount",
    limit: n,
    // Transfers are not purchases: left out before the top N is taken, so a top 5 shows five.
    categories: ctx.frame.categories.length
      ? ctx.frame.categories
      : CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
  });
  const rows = r.rows;
  const lines =
    rows.length === 0
      ? [`No purchases ${periodWords(period)}; total ${money(ctx, 0)}.`]
      : [
          `Your largest ${rows.length === 1 ? "purchase" : `${formatInteger(rows.length)} purchases`} ${periodWords(period)}:`,
          ...rows.map((t, i) => `${String(i + 1)}. ${rowText(ctx, t)}`),
        ];
  return reply(ctx, "largest", lines, {
    period,
    tools: ["search_transactions"],
    links: [
      transactionsLink({ from: period.start, to: period.end, type: "debit" }),
    ],
  });
}

/** Chip 12: the latest 10 transactions, newest first, pending marked. */
export async function answerRecent(ctx: AnswerContext): Promise<Reply> {
  const n = ctx.frame.topN ?? 10;
  const r = await searchTransactions(ctx.snapshot, { limit: n });
  if (r.totalCount === 0)
    return reply(
      ctx,
      "recent",
      [
        "You have no transactions yet. Add one or link a bank account to get started.",
      ],
      { tools: ["search_transactions"] },
    );
  return reply(
    ctx,
    "recent",
    [
      `Your ${formatInteger(r.rows.length)} most recent transactions, newest first:`,
      ...r.rows.map((t) => rowLine(ctx, t)),
    ],
    {
      tools: ["search_transactions"],
      links: [transactionsLink({}, "View all transactions")],
    },
  );
}

/** Type 28: pending rows. */
export async function answerPending(ctx: AnswerContext): Promise<Reply> {
  const r = await searchTransactions(ctx.snapshot, {
    pending: "only",
    account_id: ctx.frame.accountId,
    limit: 20,
  });
  if (r.totalCount === 0)
    return reply(
      ctx,
      "pending",
      ["Nothing is pending: every transaction has posted."],
      { tools: ["search_transactions"] },
    );
  return reply(
    ctx,
    "pending",
    [
      `You have **${formatInteger(r.totalCount)}** pending ${r.totalCount === 1 ? "transaction" : "transactions"}: ${money(ctx, r.debitCents)} out${r.creditCents > 0 ? `, ${money(ctx, r.creditCents)} in` : ""}.`,
      ...r.rows.map((t) => rowLine(ctx, t)),
      "Pending amounts count in totals until they post.",
    ],
    { tools: ["search_transactions"] },
  );
}

/** The merchant words after "at" or "from" when they are not a period or a category. */
function namedMerchant(text: string): string | undefined {
  const m =
    /\b(?:at|from)\s+([a-z0-9&' .-]+?)(?=\s+(?:last|this|in|since|during|over|under|before|after|on|between|for)\b|[?.!]|$)/.exec(
      text,
    );
  const words = m?.[1]?.trim();
  if (
    !words ||
    /^(the |my )?(last|this|start|beginning|january|february|march|april|may|june|july|august|september|october|november|december|\d)/.test(
      words,
    )
  )
    return undefined;
  return words.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** "- Jun 3 · Starbucks · Food & Dining · -$5.75 (pending)". */
export function rowLine(ctx: AnswerContext, t: AssistantTransaction): string {
  return `- ${rowText(ctx, t)}`;
}

function rowText(ctx: AnswerContext, t: AssistantTransaction): string {
  const sign = t.type === "debit" ? "-" : "+";
  return `${shortDate(t.date)}, ${t.date.slice(0, 4)} · ${safeName(t.merchant)} · ${categoryLabel(t.category)} · ${sign}${money(ctx, t.amountCents)}${t.isPending ? " (pending)" : ""}`;
}
