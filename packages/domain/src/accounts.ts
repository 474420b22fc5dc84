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

/** What an account list shows of each account to tell it apart from the others. */
export interface AccountIdentity {
  id: number;
  name: string;
  /** The last digits of a linked account's number. */
  mask: string | null;
  institutionName: string | null;
}

/**
 * Each account's label in a picker or filter: its name, and where two accounts share a name
 * (two banks' "Plaid Checking"), the last digits of its number, then its institution, then its
 * place among the namesakes, until every label is different.
 */
export function accountLabels(
  accounts: readonly AccountIdentity[],
): Map<number, string> {
  const refinements: ((a: AccountIdentity) => string | null)[] = [
    (a) => (a.mask ? `••${a.mask}` : null),
    (a) => a.institutionName?.trim() || null,
  ];
  let labels = new Map(accounts.map((a) => [a.id, a.name]));
  for (const refine of refinements) {
    const shared = sharedLabels(labels);
    labels = new Map(
      accounts.map((a) => {
        const label = labels.get(a.id) ?? a.name;
        const extra = shared.has(label) ? refine(a) : null;
        return [a.id, extra === null ? label : `${label} · ${extra}`];
      }),
    );
  }
  const shared = sharedLabels(labels);
  const seen = new Map<string, number>();
  return new Map(
    accounts.map((a) => {
      const label = labels.get(a.id) ?? a.name;
      if (!shared.has(label)) return [a.id, label];
      const place = (seen.get(label) ?? 0) + 1;
      seen.set(label, place);
      return [a.id, `${label} (${String(place)})`];
    }),
  );
}

function sharedLabels(labels: Map<number, string>): Set<string> {
  const counts = new Map<string, number>();
  for (const label of labels.values())
    counts.set(label, (counts.get(label) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > 1).map(([label]) => label));
}
