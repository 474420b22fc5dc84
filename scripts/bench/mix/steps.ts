/**
 * What a session does, step by step, in terms of the public API only: each step is one screen's
 * request (or the dashboard's parallel reads). The runner turns steps into HTTP requests; the
 * floor answers the same requests with bare SQL.
 */
import type {
  BudgetPeriod,
  Category,
  Cents,
  TransactionType,
} from "@finch/domain";

/** The list's filters as a user sets them on the transactions screen (all optional). */
export interface ListFilters {
  /** Index into the user's accounts. */
  accountIndex?: number;
  category?: Category;
  transactionType?: TransactionType;
  startDate?: string;
  endDate?: string;
  text?: string;
  minCents?: Cents;
  maxCents?: Cents;
}

/** One way of looking at the list: its filters and page size. */
export interface ListView {
  filters: ListFilters;
  limit: 10 | 25 | 50 | 100;
}

/**
 * Where in the list: the first page, the next page after the last one read, the page at a
 * fraction of the way through the set the last read counted (1 is the last page), or the page
 * last read again (the web app reloads it after a write).
 */
export type PageMove =
  | { kind: "first" }
  | { kind: "next" }
  | { kind: "at"; fraction: number }
  | { kind: "reload" };

/** A transaction as the form sends it; the account is an index into the user's accounts. */
export interface TransactionDraft {
  accountIndex: number;
  description: string;
  merchant: string;
  category: Category;
  cents: Cents;
  type: TransactionType;
  date: string;
}

/** A budget as the form sends it. */
export interface BudgetDraft {
  name: string;
  category: Category;
  cents: Cents;
  period: BudgetPeriod;
}

/**
 * One step. Edits and deletes name a row by `pick`, a fraction into the rows the session last
 * saw on a page: people change what they see.
 */
export type Step =
  | { kind: "sign-in" }
  | { kind: "dashboard" }
  | { kind: "accounts" }
  | { kind: "list"; view: ListView; move: PageMove }
  | { kind: "create-transaction"; draft: TransactionDraft }
  | { kind: "edit-transaction"; pick: number; draft: TransactionDraft }
  | { kind: "delete-transaction"; pick: number }
  | { kind: "budgets" }
  | { kind: "create-budget"; draft: BudgetDraft }
  | { kind: "edit-budget"; budgetIndex: number; draft: BudgetDraft }
  | { kind: "goals" }
  | { kind: "contribute"; goalIndex: number; cents: Cents }
  | { kind: "profile" }
  | { kind: "chat"; message: string };

/** One visit of one user: who, and what they do in order. */
export interface Session {
  index: number;
  /** -1 is the heavy user, 0… the light users. */
  user: number;
  steps: Step[];
}
