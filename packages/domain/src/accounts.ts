/** Accounts: the seven types, which of them are debts, and how a transaction moves a balance. */
import { negateCents, sumCents, type Cents, absCents } from "./money";

/** Account types, in the contract's order (docs/product.md §3). */
export const ACCOUNT_TYPES = [
  "checking",
  "savings",
  "credit_card",
  "investment",
  "loan",
  "mortgage",
  "other",
] as const;

/** One of the seven account types. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Readable label of each type. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  checking: "Checking",
  savings: "Savings",
  credit_card: "Credit Card",
  investment: "Investment",
  loan: "Loan",
  mortgage: "Mortgage",
  other: "Other",
};

const LIABILITY_TYPES: ReadonlySet<AccountType> = new Set([
  "credit_card",
  "loan",
  "mortgage",
]);

/**
 * Credit cards, loans and mortgages are debts (docs/product.md §9); every other type is an asset.
 */
export function isLiability(type: AccountType): boolean {
  return LIABILITY_TYPES.has(type);
}

/** Money out (`debit`) or in (`credit`). */
export type TransactionType = "debit" | "credit";

/** The two directions, debit first (the form's default). */
export const TRANSACTION_TYPES = ["debit", "credit"] as const;

/**
 * The signed effect of a transaction on its account's balance. Balances are the account's value
 * to the user, so debt is negative (docs/architecture.md §4): a debit lowers any balance — an
 * asset's cash, or a card's balance further below zero (more owed) — and a credit raises it.
 */
export function balanceEffect(transaction: {
  amountCents: Cents;
  transactionType: TransactionType;
}): Cents {
  return transaction.transactionType === "debit"
    ? negateCents(transaction.amountCents)
    : transaction.amountCents;
}

/** Totals of the Account Summary: liabilities summed as absolute values (docs/product.md §9). */
export interface NetWorth {
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
}

/** Total Assets, Total Liabilities (absolute) and Net Worth = assets − liabilities. */
export function netWorth(
  accounts: readonly { accountType: AccountType; balanceCents: Cents }[],
): NetWorth {
  const assetsCents = sumCents(
    accounts
      .filter((a) => !isLiability(a.accountType))
      .map((a) => a.balanceCents),
  );
  const liabilitiesCents = sumCents(
    accounts
      .filter((a) => isLiability(a.accountType))
      .map((a) => absCents(a.balanceCents)),
  );
  return {
    assetsCents,
    liabilitiesCents,
    netWorthCents: sumCents([assetsCents, negateCents(liabilitiesCents)]),
  };
}
