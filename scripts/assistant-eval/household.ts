/**
 * What an evaluation household is made of: a profile, accounts, transactions, budgets and goals
 * as a user would type them into Finch, and the questions asked about them. Amounts are integer
 * cents; dates are calendar dates in the household's time zone.
 */

export type Currency = "USD" | "GBP" | "EUR" | "AUD";

export type AccountType =
  | "checking"
  | "savings"
  | "credit_card"
  | "investment"
  | "loan"
  | "mortgage"
  | "other";

export interface EvalAccount {
  /** The key transactions use to name their account. */
  key: string;
  name: string;
  type: AccountType;
  institution?: string;
  /** The balance the account should show at the end, typed as the user would (a liability may be positive). */
  finalCents: number;
  /** The balance typed when the account was created, before any history was added. */
  openingCents: number;
}

export interface EvalTransaction {
  date: string;
  description: string;
  merchant: string;
  category: string;
  cents: number;
  type: "debit" | "credit";
  account: string;
  pending: boolean;
}

export type BudgetPeriod = "weekly" | "monthly" | "quarterly" | "yearly";

export interface EvalBudget {
  name: string;
  category: string;
  period: BudgetPeriod;
  cents: number;
  /** The alert threshold as the API takes it, a fraction in hundredths (80 = 0.8). */
  thresholdPercent: number;
}

export interface EvalGoal {
  name: string;
  targetCents: number;
  targetDate: string;
  /** Contributions as (date, cents), made through the API with the clock set to that date. */
  contributions: { date: string; cents: number }[];
}

export interface Household {
  /** Short id used in reports ("uk-couple"). */
  id: string;
  fullName: string;
  currency: Currency;
  timezone: string;
  /** Today's calendar date in the household's time zone. */
  today: string;
  /** The instant the app's clock shows while questions are asked (may fall on another UTC date). */
  now: string;
  accounts: EvalAccount[];
  transactions: EvalTransaction[];
  budgets: EvalBudget[];
  goals: EvalGoal[];
}

/**
 * One thing an answer must contain. A plain string is exact text (figures: "£1,234.56",
 * "38.2%"); `name` is text matched without regard to case; `count` is a whole number standing
 * alone (or spelled out); `anyOf` is satisfied by any one of its texts, without regard to case.
 */
export type Need =
  string | { name: string } | { count: number } | { anyOf: string[] };

/** One question and what a correct answer to it contains. */
export interface EvalQuestion {
  /** The kind of question, for the per-kind table. */
  kind: string;
  ask: string;
  /** Earlier user turns, asked first through the API; their real answers become the history. */
  before?: string[];
  need: Need[];
  /** The one figure that must appear in the answer's first sentence. */
  lead?: string;
  /** Text that must not appear: a neighbouring period's figure, a budget that is not over. */
  forbid?: Need[];
  /** The ledger cannot answer: a clear refusal with no currency figure is the right answer. */
  refuse?: boolean;
}

/** A household and its questions, as one evaluation set holds them. */
export interface EvalCase {
  household: Household;
  questions: EvalQuestion[];
}
