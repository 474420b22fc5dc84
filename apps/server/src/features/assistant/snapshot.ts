import {
  type AccountType,
  type BudgetPeriod,
  type BudgetStatus,
  type Category,
  type Cents,
  type Currency,
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
  projectedCompletionDate: string | undefined;
}

/**
 * Everything the assistant may read about one user, loaded once per question through the other
 * features' services. Tools are pure functions over it, so the eval runs them without a database.
 */
export interface Snapshot {
  today: string;
  currency: Currency;
  accounts: AssistantAccount[];
  /** Newest first (date, then id). */
  transactions: readonly AssistantTransaction[];
  budgets: AssistantBudget[];
  goals: AssistantGoal[];
}
