import { formatMoney, type Category, type Cents } from "@finch/domain";
import type { Frame } from "../analyst/frame";
import { make, unitToDate, type Period } from "../analyst/period-units";
import type { Snapshot } from "../snapshot";

/** A link to one of our routes, shown under the answer. */
export interface ReplyLink {
  label: string;
  href: string;
}

/** What an answer is made of. */
export interface Reply {
  text: string;
  /** What answered: a task's name, `query`, or `cannot` (meta.intent on the wire). */
  intent: string;
  period: Period | undefined;
  tools: string[];
  links: ReplyLink[];
}

/** What every answer function gets. */
export interface AnswerContext {
  snapshot: Snapshot;
  frame: Frame;
}

/** Money in the profile currency, through the one formatter. */
export function money(ctx: AnswerContext, cents: Cents | number): string {
  return formatMoney(cents as Cents, ctx.snapshot.currency);
}

/** The question's period, or the default (this month to date). */
export function periodOf(ctx: AnswerContext, fallback?: Period): Period {
  return (
    ctx.frame.periods[0] ?? fallback ?? unitToDate("month", ctx.snapshot.today)
  );
}

/** All time: the first transaction to today. */
export function allTime(ctx: AnswerContext): Period {
  const oldest = ctx.snapshot.firstDate ?? ctx.snapshot.today;
  return {
    ...make(oldest, ctx.snapshot.today, "range", "all time"),
    phrase: "all time",
  };
}

/** "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1] ?? ""}`;
}

/** A link to the transactions list filtered like the answer (the list's own URL parameters). */
export function transactionsLink(
  filters: {
    from?: string;
    to?: string;
    category?: Category;
    account?: number;
    type?: "debit" | "credit";
    q?: string;
  },
  label = "View these transactions",
): ReplyLink {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    params.set(key, String(value));
  const query = params.toString();
  return { label, href: query ? `/transactions?${query}` : "/transactions" };
}

/** Escapes the markdown characters the page interprets, so names render as text. */
export function safeName(name: string): string {
  return name
    .replace(/[\p{Cc}<>]/gu, "")
    .replace(/([*_[\]()`#\\])/g, "\\$1")
    .slice(0, 80);
}

/** What an answer cites besides its text. */
export interface ReplyExtra {
  period?: Period | undefined;
  tools?: string[];
  links?: ReplyLink[];
}

/** A line of an answer; `false` and `undefined` lines are left out. */
export type Line = string | false | undefined;

/**
 * Builds a reply: the lines that are there, each with its runs of spaces made one (a template's
 * empty part leaves none behind).
 */
export function reply(
  ctx: AnswerContext,
  intent: string,
  lines: Line[],
  extra: ReplyExtra = {},
): Reply {
  return {
    text: lines
      .filter((l): l is string => typeof l === "string" && l.length > 0)
      .map((l) => l.replace(/[^\S\n]+/g, " ").trim())
      .join("\n"),
    intent,
    period: extra.period,
    tools: extra.tools ?? [],
    links: extra.links ?? [],
  };
}

/** A query template's replies: each call is the answer's lines under the same citations. */
export function sayer(ctx: AnswerContext, extra: ReplyExtra) {
  return (...lines: Line[]): Reply => reply(ctx, "query", lines, extra);
}

/** "this month (November 1–23, 2026)". */
export function periodWords(p: Period): string {
  const named =
    /^(this|last|past|previous|prior|year to date|ytd|so far|month to date|today|yesterday|all time|the )/.test(
      p.phrase,
    );
  // "last 30 days" reads "in the last 30 days".
  if (
    /^(last|past|previous) (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) /.test(
      p.phrase,
    )
  )
    return `in the ${p.phrase} (${p.label})`;
  if (named) return `${p.phrase} (${p.label})`;
  // "in october" → "in October (October 1–31, 2026)"; bare dates read "in"/"on" and the label.
  if (/^(in|since|from|between|during|before|after) [a-z]/.test(p.phrase))
    return `${p.phrase.replace(/\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g, (m) => m.charAt(0).toUpperCase() + m.slice(1))} (${p.label})`;
  return `${p.start === p.end ? "on" : "in"} ${p.label}`;
}
