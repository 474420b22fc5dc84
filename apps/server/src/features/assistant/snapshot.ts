import {
  type AccountType,
  type BudgetPeriod,
  type BudgetStatus,
  type Category,
  type Cents,
  type Currency,
  type LedgerGrouping,
  type LedgerSums,
  type TransactionType,
} from "@finch/domain";

/** One transaction as the assistant reads it; `merchant` is the canonical merchant name. */
export interface AssistantTransaction {
  id: number;
  date: string;
  description: string;
  merchant: string;
  category: Category;
  amountCents: Cents;
  type: TransactionType;
  isPending: boolean;
  accountId: number;
  accountName: string;
}

/** One account with its balance (debt negative, docs/architecture.md §4). */
export interface AssistantAccount {
  id: number;
  name: string;
  type: AccountType;
  /** The bank or lender ("Nelnet"), which names the account too ("paid to nelnet"). */
  institution: string | null;
  balanceCents: Cents;
  isActive: boolean;
}

/** One budget with its spending in its own window, as the budgets page shows it. */
export interface AssistantBudget {
  name: string;
  category: Category;
  period: BudgetPeriod;
  startDate: string;
  endDate: string;
  limitCents: Cents;
  spentCents: Cents;
  remainingCents: Cents;
  percentUsed: number;
  status: BudgetStatus;
}

/** One savings goal with the figures its card shows. */
export interface AssistantGoal {
  name: string;
  targetCents: Cents;
  currentCents: Cents;
  remainingCents: Cents;
  progressPercent: number;
  targetDate: string;
  daysLeft: number;
  isCompleted: boolean;
  requiredPerMonthCents: Cents | undefined;
  /** The recent pace: the last 90 days' contributions ÷ 3. */
  pacePerMonthCents: Cents;
  projectedCompletionDate: string | undefined;
  /** Its contributions (day and amount), read when a question asks for them. */
  contributions?: (() => Promise<{ date: string; cents: Cents }[]>) | undefined;
}

/** Which rows a tool reads: every field optional, all of them must hold. */
export interface RowFilter {
  start?: string | undefined;
  end?: string | undefined;
  categories?: readonly Category[] | undefined;
  /** Canonical merchant names (`AssistantTransaction.merchant`). */
  merchants?: readonly string[] | undefined;
  accountId?: number | undefined;
  accountIds?: readonly number[] | undefined;
  type?: TransactionType | undefined;
  pending?: "include" | "exclude" | "only" | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  /** Contained in the description or the merchant, regardless of case (the list's search). */
  text?: string | undefined;
  /**
   * The categories, merchants and text are alternatives, not all required ("groceries and gas":
   * a row in the category or at one of the merchants). Sums without a grouping or by merchant.
   */
  anyOf?: boolean | undefined;
  /** What the question leaves out ("excluding rent and daycare"): none of these rows count. */
  exclude?: Exclusion | undefined;
}

/** Categories, canonical merchants and words of rows a question leaves out. */
export interface Exclusion {
  categories?: readonly Category[] | undefined;
  merchants?: readonly string[] | undefined;
  /** Words the left-out rows say ("rent"), "|" between alternatives. */
  text?: string | undefined;
  /** Loans whose repayments are left out ("without the mortgage"), until an answer names their lender. */
  debtIds?: readonly number[] | undefined;
}

/**
 * The user's ledger as the assistant reads it: the ledger's read model (the transactions
 * service), never a copy. Rows dated after today are left out (they count from their day,
 * ADR 0032).
 */
export interface AssistantLedger {
  /**
   * The read model's sums of the rows the filter keeps, by category and the grouping's key (the
   * day for a period grouping; the canonical merchant; the account id) — what `answerOf` and
   * `measureOf` in the domain take.
   */
  sums(
    filter: RowFilter,
    groupBy?: LedgerGrouping,
  ): Promise<readonly LedgerSums[]>;
  /** The first `limit` rows the filter keeps, newest first or largest first; all without a limit. */
  rows(
    filter: RowFilter,
    order: "date" | "amount" | "amount_asc",
    limit?: number,
  ): Promise<AssistantTransaction[]>;
  /** The rows dated after today (scheduled, upcoming), soonest first. */
  upcoming(): Promise<AssistantTransaction[]>;
}

/**
 * Everything the assistant may read about one user, loaded per question through the other
 * features' services; the ledger is read on demand, only what a question needs.
 */
export interface Snapshot {
  today: string;
  currency: Currency;
  accounts: AssistantAccount[];
  ledger: AssistantLedger;
  /** The canonical merchants the ledger names: the words a question can name them by. */
  merchants: readonly string[];
  /** What each of those merchants is, where the merchant dictionary knows ("Shell": fuel). */
  merchantKinds?: ReadonlyMap<string, string> | undefined;
  /** The category of each merchant's rows. */
  merchantCategories?: ReadonlyMap<string, string> | undefined;
  /** The day of the oldest transaction up to today, if any. */
  firstDate: string | undefined;
  /** The budgets as the budgets page shows them, read on first use (most questions need none). */
  budgets(): Promise<AssistantBudget[]>;
  goals: AssistantGoal[];
}
