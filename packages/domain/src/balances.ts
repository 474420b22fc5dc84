/**
 * Balances anchored in time (docs/glossary.md "Balance", ADR 0032). An account's balance is what
 * the person — or the bank — said it was at one moment: the anchor. Transactions dated after the
 * anchor's day move it; older ones are history that the stated balance already contains. A row
 * dated on the anchor's own day moves it only when it was recorded after the anchor moment (the
 * coffee added after typing this morning's balance), not when it was there before (it is part of
 * what the person read off their bank). A row dated after today is upcoming: it moves nothing and
 * counts as no spending until its day comes, and then it counts without any write.
 *
 * The database applies the same rule in SQL (`accounts.repository.ts`); the consistency test
 * checks that the two agree.
 */
import { negateCents, sumCents, toCents, type Cents } from "./money";
import {
  balanceEffect,
  isLiability,
  netWorth,
  type AccountType,
  type TransactionType,
} from "./accounts";
import { addDays, type DateRange } from "./periods";

/** What was said about an account's balance, and when. */
export interface BalanceAnchor {
  /** The balance stated at the anchor, in the account's sign convention (debts negative). */
  balanceCents: Cents;
  /** The calendar day (profile time zone) the balance was stated on, `YYYY-MM-DD`. */
  date: string;
  /** The moment it was stated, an ISO-8601 instant. */
  at: string;
}

/** The facts of a transaction the balance rule reads. */
export interface DatedTransaction {
  amountCents: Cents;
  transactionType: TransactionType;
  transactionDate: string;
  /** When the row was recorded, an ISO-8601 instant. */
  createdAt: string;
}

/** True when the transaction is dated after `today`: shown as upcoming, counted nowhere yet. */
export function isUpcoming(transactionDate: string, today: string): boolean {
  return transactionDate > today;
}

/** True when the transaction moves its account's balance as of `today` (see the module note). */
export function movesBalance(
  transaction: Pick<DatedTransaction, "transactionDate" | "createdAt">,
  anchor: Pick<BalanceAnchor, "date" | "at">,
  today: string,
): boolean {
  const { transactionDate: date } = transaction;
  if (isUpcoming(date, today)) return false;
  if (date > anchor.date) return true;
  return (
    date === anchor.date &&
    Date.parse(transaction.createdAt) > Date.parse(anchor.at)
  );
}

/**
 * How a transaction moves a balance stated in the account's own convention. Balances are the
 * account's value to the person, debts negative (`balanceEffect`), but a card, loan or mortgage
 * stated as a positive figure was stated as the amount owed, as the contract's clients send it
 * (docs/glossary.md "Liability"): a purchase then adds to it and a payment takes from it.
 */
export function effectOn(
  account: { accountType: AccountType; anchorCents: Cents },
  transaction: { amountCents: Cents; transactionType: TransactionType },
): Cents {
  const effect = balanceEffect(transaction);
  return isLiability(account.accountType) && account.anchorCents > 0
    ? negateCents(effect)
    : effect;
}

/** The account's balance on `today`: the anchor plus the effect of every row that moves it. */
export function balanceOn(
  account: { accountType: AccountType; anchor: BalanceAnchor },
  transactions: readonly DatedTransaction[],
  today: string,
): Cents {
  const { anchor } = account;
  const stated = {
    accountType: account.accountType,
    anchorCents: anchor.balanceCents,
  };
  return sumCents([
    anchor.balanceCents,
    ...transactions
      .filter((t) => movesBalance(t, anchor, today))
      .map((t) => effectOn(stated, t)),
  ]);
}

/**
 * The part of a window whose transactions count as spending or income today: the window cut at
 * `today` (upcoming rows count from their day on), or null when the window starts after today.
 */
export function countedWindow(
  window: DateRange,
  today: string,
): DateRange | null {
  if (window.startDate > today) return null;
  return window.endDate > today
    ? { startDate: window.startDate, endDate: today }
    : window;
}

/** How a list treats upcoming rows. */
export type UpcomingFilter = "include" | "exclude" | "only";

/**
 * A list's date bounds narrowed to its upcoming filter: `exclude` ends them today, `only` starts
 * them tomorrow, `include` leaves them as they are.
 */
export function upcomingBounds(
  bounds: { startDate?: string | undefined; endDate?: string | undefined },
  upcoming: UpcomingFilter,
  today: string,
): { startDate?: string | undefined; endDate?: string | undefined } {
  if (upcoming === "exclude")
    return {
      startDate: bounds.startDate,
      endDate:
        bounds.endDate === undefined || bounds.endDate > today
          ? today
          : bounds.endDate,
    };
  if (upcoming === "only") {
    const tomorrow = addDays(today, 1);
    return {
      startDate:
        bounds.startDate === undefined || bounds.startDate < tomorrow
          ? tomorrow
          : bounds.startDate,
      endDate: bounds.endDate,
    };
  }
  return bounds;
}

/** An account as the net-worth history reads it. */
export interface HistoryAccount {
  id: number;
  accountType: AccountType;
  /** The balance today. */
  balanceCents: Cents;
  /** The stated balance's sign decides how a liability's rows move it (`effectOn`). */
  anchorCents: Cents;
  /** The day it was added; it exists from then or from its first row, whichever is earlier. */
  addedOn: string;
}

/** One account's debits and credits of one day. */
export interface DayFlow {
  accountId: number;
  date: string;
  debitCents: Cents;
  creditCents: Cents;
}

/** Assets, liabilities (owed, positive) and net worth at the end of a day. */
export interface NetWorthPoint {
  date: string;
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
}

/**
 * Net worth at the end of each of `dates` (any order; answered oldest first), worked back from
 * today's balances through the rows dated after each date: an account's balance at the end of a
 * day is today's less the effect of every later row up to today (`flows` holds rows up to
 * today). An account counts from the day it was added or its first row, whichever came first,
 * and as zero before. Each point adds accounts up by the one rule (`netWorth`).
 */
export function netWorthHistory(
  accounts: readonly HistoryAccount[],
  flows: readonly DayFlow[],
  dates: readonly string[],
): NetWorthPoint[] {
  const byAccount = new Map(accounts.map((a) => [a.id, a]));
  const since = new Map(accounts.map((a) => [a.id, a.addedOn]));
  for (const flow of flows) {
    const first = since.get(flow.accountId);
    if (first !== undefined && flow.date < first)
      since.set(flow.accountId, flow.date);
  }
  // Walking back from today: each point's balances are the next point's less the rows between.
  const later = [...flows].sort((a, b) => (a.date < b.date ? 1 : -1));
  const balances = new Map(accounts.map((a) => [a.id, a.balanceCents]));
  const points: NetWorthPoint[] = [];
  let next = 0;
  for (const date of [...dates].sort().reverse()) {
    for (; next < later.length; next += 1) {
      const flow = later[next];
      if (!flow || flow.date <= date) break;
      const account = byAccount.get(flow.accountId);
      if (!account) continue;
      const stated = {
        accountType: account.accountType,
        anchorCents: account.anchorCents,
      };
      const effect = sumCents([
        effectOn(stated, {
          amountCents: flow.creditCents,
          transactionType: "credit",
        }),
        effectOn(stated, {
          amountCents: flow.debitCents,
          transactionType: "debit",
        }),
      ]);
      balances.set(
        account.id,
        sumCents([balances.get(account.id) ?? toCents(0), negateCents(effect)]),
      );
    }
    const totals = netWorth(
      accounts
        .filter((a) => (since.get(a.id) ?? a.addedOn) <= date)
        .map((a) => ({
          accountType: a.accountType,
          balanceCents: balances.get(a.id) ?? a.balanceCents,
        })),
    );
    points.push({
      date,
      assetsCents: totals.assetsCents,
      liabilitiesCents: totals.liabilitiesCents,
      netWorthCents: totals.netWorthCents,
    });
  }
  return points.reverse();
}
