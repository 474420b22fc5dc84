import {
  categoryLabel,
  TRANSFER_CATEGORY,
  type Category,
  type LedgerMeasure,
} from "@finch/domain";
import {
  lastFullMonths,
  make,
  unitToDate,
  type Period,
} from "../analyst/period-units";
import { CASH_TEXT, MONTH_PICK, type Query } from "../analyst/query";
import type { RowFilter } from "../snapshot";
import {
  allTime,
  joinWords,
  money,
  safeName,
  transactionsLink,
  type AnswerContext,
  type ReplyLink,
} from "./reply";

/**
 * What every template of a ledger query shares (docs/design/assistant.md §1): the measure a
 * subject is, the rows its filters keep, its words, its link, and its default period.
 */

/** The flow a ledger query measures: spending unless it asks for income, refunds or transfers. */
export function flowOf(q: Query): keyof typeof SUBJECT_MEASURE {
  return q.subject === "income" ||
    q.subject === "refunds" ||
    q.subject === "transfers"
    ? q.subject
    : "spending";
}

/** The measure of the read model a subject is, and the words its answer uses. */
export const SUBJECT_MEASURE: Record<
  "spending" | "income" | "refunds" | "transfers",
  { measure: LedgerMeasure; unit: [string, string] }
> = {
  spending: {
    measure: "spending",
    unit: ["purchase", "purchases"],
  },
  income: {
    measure: "income",
    unit: ["payment", "payments"],
  },
  refunds: {
    measure: "refunds",
    unit: ["refund", "refunds"],
  },
  transfers: {
    measure: "debits",
    unit: ["transfer", "transfers"],
  },
};

/**
 * The read model's measure of a query's rows: its subject's, except transfers into an account,
 * which are that account's credits (transfers out of it are its debits).
 */
export function measureOf(q: Query): LedgerMeasure {
  return q.subject === "transfers" && q.filters.type === "credit"
    ? "credits"
    : SUBJECT_MEASURE[flowOf(q)].measure;
}

export function thisMonth(ctx: AnswerContext): Period {
  return unitToDate("month", ctx.snapshot.today);
}

/** The rows a query's filters keep over a period. */
export function rowFilter(q: Query, period: Period): RowFilter {
  const f = q.filters;
  const filter: RowFilter = {
    start: period.start,
    end: period.end,
    categories: f.categories,
    merchants: f.merchants,
    accountIds: f.accountIds?.length ? f.accountIds : undefined,
    minCents: f.minCents,
    maxCents: f.maxCents,
    text: f.text,
    type: f.type,
    anyOf: f.anyOf,
    exclude: f.exclude,
  };
  if (q.subject === "transfers") {
    // Cash from a machine is its rows wherever the bank filed them.
    if (f.text !== CASH_TEXT) filter.categories = [TRANSFER_CATEGORY];
    filter.type = f.type ?? "debit";
  }
  return filter;
}

/** "on Groceries at Costco from Joint Checking". */
export function describe(ctx: AnswerContext, q: Query): string {
  const f = q.filters;
  const parts: string[] = [];
  if (f.categories?.length && q.subject !== "transfers")
    parts.push(`on ${joinWords(f.categories.map((c) => categoryLabel(c)))}`);
  if (f.merchants?.length)
    parts.push(
      `${q.subject === "income" ? "from" : "at"} ${joinWords(f.merchants.map(safeName))}`,
    );
  const from = ctx.snapshot.accounts.find((a) => a.id === f.fromAccountId);
  if (from) parts.push(`from ${safeName(from.name)}`);
  if (f.accountIds?.length) {
    const names = ctx.snapshot.accounts
      .filter((a) => f.accountIds?.includes(a.id))
      .map((a) => safeName(a.name));
    const word =
      q.subject !== "transfers"
        ? "on"
        : q.filters.type === "credit"
          ? "into"
          : "from";
    parts.push(`${word} ${joinWords(names)}`);
  }
  if (f.text && f.text !== CASH_TEXT)
    parts.push(`on ${joinWords(f.text.split("|"))}`);
  const out = f.exclude;
  if (out)
    parts.push(
      `excluding ${joinWords([
        ...(out.categories ?? []).map((c) => categoryLabel(c)),
        ...(out.merchants ?? []).map(safeName),
        ...(out.text?.split("|") ?? []),
      ])}`,
    );
  if (f.minCents !== undefined) parts.push(`over ${money(ctx, f.minCents)}`);
  if (f.maxCents !== undefined) parts.push(`under ${money(ctx, f.maxCents)}`);
  return parts.join(q.filters.anyOf ? " or " : " ");
}

export function link(q: Query, period: Period): ReplyLink {
  // Cash withdrawals are the rows that say "atm". A list of alternatives has no one filter on
  // the list: the period's transactions.
  if (q.filters.text === CASH_TEXT)
    return transactionsLink({ from: period.start, to: period.end, q: "atm" });
  // Nor has a list of what is left out ("excluding rent").
  const f =
    q.filters.anyOf || q.filters.exclude
      ? { accountIds: q.filters.accountIds }
      : q.filters;
  const category: Category | undefined =
    q.subject === "transfers"
      ? TRANSFER_CATEGORY
      : f.categories?.length === 1
        ? f.categories[0]
        : undefined;
  return transactionsLink({
    from: period.start,
    to: period.end,
    ...(category ? { category } : {}),
    ...(f.accountIds?.length === 1 ? { account: f.accountIds[0] } : {}),
    ...(f.merchants?.length === 1
      ? { q: f.merchants[0] }
      : f.text
        ? { q: f.text }
        : {}),
    ...(q.subject === "income" || q.subject === "refunds"
      ? { type: "credit" as const }
      : {}),
  });
}

/**
 * The period asked, else the subject's default: this month; for an average, the last six full
 * months; month by month, those and this month; by weekday, the last three full months — each
 * from the month of the first transaction when that is later (months before any data would read
 * as nothing spent and drag an average or a trend down); all time for an average purchase.
 */
export function defaultPeriod(ctx: AnswerContext, q: Query): Period {
  if (q.period) return q.period;
  // "Did doordash ever refund me", "ryanair refund?", "hellofresh payments so far", "what did
  // we get from services australia", "did i take any out of savings": all there is.
  if (
    /\b(ever|all time|all up|so far|to date|in total|altogether)\b|\bdid (i|we) \w+ any\b/.test(
      ctx.frame.text,
    ) ||
    ((q.subject === "refunds" || q.subject === "income") &&
      q.filters.merchants?.length) ||
    // "Whats my biggest client", "who pays me the most": every payer there has been.
    (q.subject === "income" && q.groupBy === "merchant") ||
    // "Where do i shop most often": a habit, over all there is.
    (q.groupBy !== undefined && q.measure === "count") ||
    // "How much have i paid toward the student loans", "what have i put into ally": all of it
    // to date, for something named.
    (/\b(have|has|'ve) (i|we)? ?(paid|put|spent|earned|made|sent|moved|transferred|contributed|received|got|gotten|given|added|deposited|saved)\b/.test(
      ctx.frame.text,
    ) &&
      !!(
        q.filters.merchants?.length ||
        q.filters.accountIds?.length ||
        q.filters.text
      )) ||
    // "The trip to san juan", "our wedding": the whole of it, whenever it was.
    (/\b(trip|holiday|vacation|honeymoon|wedding)\b/.test(ctx.frame.text) &&
      !!(q.filters.text ?? q.filters.merchants?.length))
  )
    return allTime(ctx);
  const today = ctx.snapshot.today;
  if (q.groupBy === "weekday") return lastFullMonths(3, today);
  if (q.groupBy === "day") return allTime(ctx);
  if (q.groupBy === "month") {
    // "Which month did i spend the most": every month there is to pick from.
    if (MONTH_PICK.test(ctx.frame.text)) return allTime(ctx);
    const six = lastFullMonths(6, today);
    return fromDataStart(
      ctx,
      make(six.start, today, "range", "the last 6 full months and this month"),
    );
  }
  if (q.measure !== "average") return thisMonth(ctx);
  if (q.per === "purchase") return allTime(ctx);
  return fromDataStart(ctx, lastFullMonths(6, today));
}

/** A default window cut to start at the month of the user's first transaction. */
function fromDataStart(ctx: AnswerContext, period: Period): Period {
  const first = ctx.snapshot.firstDate;
  const start = first && `${first.slice(0, 7)}-01`;
  if (!start || start <= period.start || start > period.end) return period;
  return make(start, period.end, "range", "since your first transaction");
}
