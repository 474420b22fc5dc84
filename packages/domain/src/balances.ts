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
import { negateCents, sumCents, type Cents } from "./money";
import {
  balanceEffect,
  isLiability,
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
