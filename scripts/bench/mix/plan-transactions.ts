/**
 * The transactions screen in a session: which view of the list a user opens (filters, search,
 * page size), how they page through it, and the rows they add or change.
 */
import { CATEGORIES, addDays, toCents, type Category } from "@finch/domain";
import { EVERYDAY } from "../merchants";
import type {
  ListFilters,
  ListView,
  PageMove,
  Step,
  TransactionDraft,
} from "./steps";
import { pick, searchTerm, type Vocabulary } from "./vocabulary";

/** What the plan needs to know about the data. */
export interface PlanContext {
  random: () => number;
  today: string;
  vocabulary: Vocabulary;
  /** How many accounts, budgets and goals each seeded user has. */
  accounts: number;
  budgets: number;
  goals: number;
}

/** Page sizes as offered (10/25/50/100), the default 25 most used. */
const PAGE_SIZES: readonly ListView["limit"][] = [
  10, 25, 25, 25, 25, 25, 50, 50, 100,
];

/** A view: a third unfiltered, a third filtered, a third searched. */
export function listView(ctx: PlanContext): ListView {
  const limit = pick(ctx.random, PAGE_SIZES);
  const roll = ctx.random();
  if (roll < 0.34) return { filters: {}, limit };
  if (roll < 0.67) return { filters: someFilters(ctx), limit };
  const text = searchTerm(ctx.random, ctx.vocabulary);
  // Now and then a search within a filter the user had set.
  const extra = ctx.random() < 0.2 ? oneFilter(ctx) : {};
  return { filters: { ...extra, text }, limit };
}

/** At least one filter, each one as likely as people set it. */
function someFilters(ctx: PlanContext): ListFilters {
  let filters: ListFilters = {};
  while (Object.keys(filters).length === 0) {
    if (ctx.random() < 0.35) filters = { ...filters, ...accountFilter(ctx) };
    if (ctx.random() < 0.35) filters = { ...filters, ...categoryFilter(ctx) };
    if (ctx.random() < 0.2) filters = { ...filters, ...typeFilter(ctx) };
    if (ctx.random() < 0.35) filters = { ...filters, ...dateFilter(ctx) };
    if (ctx.random() < 0.15) filters = { ...filters, ...amountFilter(ctx) };
  }
  return filters;
}

function oneFilter(ctx: PlanContext): ListFilters {
  const makers = [accountFilter, categoryFilter, typeFilter, dateFilter];
  return pick(ctx.random, makers)(ctx);
}

function accountFilter(ctx: PlanContext): ListFilters {
  return { accountIndex: Math.floor(ctx.random() * ctx.accounts) };
}

function categoryFilter(ctx: PlanContext): ListFilters {
  return { category: pick(ctx.random, CATEGORIES) };
}

function typeFilter(ctx: PlanContext): ListFilters {
  return { transactionType: ctx.random() < 0.7 ? "debit" : "credit" };
}

/** This month, the last 30 or 90 days, one past month, or one past year. */
function dateFilter(ctx: PlanContext): ListFilters {
  const { today, random } = ctx;
  const roll = random();
  if (roll < 0.3) return { startDate: `${today.slice(0, 8)}01` };
  if (roll < 0.5) return { startDate: addDays(today, -29), endDate: today };
  if (roll < 0.65) return { startDate: addDays(today, -89), endDate: today };
  const monthsBack = 1 + Math.floor(random() * 58);
  const start = monthStart(today, monthsBack);
  if (roll < 0.9)
    return { startDate: start, endDate: addDays(monthStart(start, -1), -1) };
  return { startDate: start, endDate: addDays(start, 364) };
}

/** The first day of the month `back` months before `date`'s (negative goes forward). */
function monthStart(date: string, back: number): string {
  const months = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const target = months - back;
  const month = String((target % 12) + 1).padStart(2, "0");
  return `${String(Math.floor(target / 12))}-${month}-01`;
}

/** A minimum, a maximum or both, in whole dollars as people type them. */
function amountFilter(ctx: PlanContext): ListFilters {
  const min = pick(ctx.random, [5, 10, 20, 50, 100, 500]);
  const max = min * pick(ctx.random, [2, 5, 10]);
  const roll = ctx.random();
  if (roll < 0.4) return { minCents: toCents(min * 100) };
  if (roll < 0.7) return { maxCents: toCents(max * 100) };
  return { minCents: toCents(min * 100), maxCents: toCents(max * 100) };
}

/** A visit to the list: a view's first page, then up to three moves through it. */
export function browse(ctx: PlanContext, view: ListView): Step[] {
  const steps: Step[] = [{ kind: "list", view, move: { kind: "first" } }];
  const moves = Math.floor(ctx.random() * 4);
  for (let n = 0; n < moves; n += 1)
    steps.push({ kind: "list", view, move: pageMove(ctx) });
  return steps;
}

/** The next page mostly; otherwise a jump to a page anywhere, the last one now and then. */
function pageMove(ctx: PlanContext): PageMove {
  const roll = ctx.random();
  if (roll < 0.6) return { kind: "next" };
  if (roll < 0.7) return { kind: "at", fraction: 1 };
  return { kind: "at", fraction: ctx.random() };
}

/** A write on the list (add half the time, edit or delete the rest), then the page re-read. */
export function transactionWrite(ctx: PlanContext, view: ListView): Step[] {
  const roll = ctx.random();
  const write: Step =
    roll < 0.5
      ? { kind: "create-transaction", draft: draft(ctx) }
      : roll < 0.8
        ? { kind: "edit-transaction", pick: ctx.random(), draft: draft(ctx) }
        : { kind: "delete-transaction", pick: ctx.random() };
  // The web app reloads the lists a write changes: the page on screen and the accounts.
  return [
    write,
    { kind: "list", view, move: { kind: "reload" } },
    { kind: "accounts" },
  ];
}

/** A purchase at one of the ledger's merchants, dated in the last fortnight. */
function draft(ctx: PlanContext): TransactionDraft {
  const template = pick(ctx.random, EVERYDAY);
  const span = template.maxCents - template.minCents;
  const credit = ctx.random() < 0.1;
  return {
    accountIndex: template.onCard ? 2 : 0,
    description: credit
      ? `Refund: ${template.description}`
      : template.description,
    merchant: template.merchant,
    category: template.category satisfies Category,
    cents: toCents(template.minCents + Math.floor(ctx.random() * span)),
    type: credit ? "credit" : "debit",
    date: addDays(ctx.today, -Math.floor(ctx.random() * 14)),
  };
}
