import {
  absCents,
  negateCents,
  roundHalfAwayFromZero,
  toCents,
  wireToCents,
  type AccountType,
  type Category,
  type Cents,
} from "@finch/domain";
import type { SyncedTransaction } from "../transactions/transactions.service";
import type { ProviderAccount, ProviderTransaction } from "./bank-provider";

/**
 * The one mapper from Plaid-shaped records to our rows (docs/design/bank-linking.md §4–§7). Pure:
 * every table here is data, tested table-driven.
 */

/** Plaid type/subtype → our seven account types (docs/design/bank-linking.md §5). */
export function accountTypeOf(
  type: string,
  subtype: string | null,
): AccountType {
  const sub = (subtype ?? "").toLowerCase();
  switch (type.toLowerCase()) {
    case "depository":
      return SAVINGS_SUBTYPES.has(sub) ? "savings" : "checking";
    case "credit":
      return "credit_card";
    case "loan":
      return sub === "mortgage" || sub === "home equity" ? "mortgage" : "loan";
    case "investment":
    case "brokerage":
      return "investment";
    default:
      return "other";
  }
}

const SAVINGS_SUBTYPES = new Set(["savings", "money market", "cd", "hsa"]);

/**
 * The balance we store: `current`, else `available`, else 0; what is owed on credit and loan
 * accounts arrives positive and is stored negative (docs/architecture.md §4).
 */
export function balanceCentsOf(account: ProviderAccount): Cents {
  const value = account.balances.current ?? account.balances.available ?? 0;
  const cents = wireToCents(value) ?? roundedCents(value);
  const type = account.type.toLowerCase();
  return type === "credit" || type === "loan" ? negateCents(cents) : cents;
}

/**
 * PFC detailed or primary → our category: prefixes, first match wins, else `other`
 * (docs/design/bank-linking.md §6).
 */
export function categoryOf(
  pfc: ProviderTransaction["personal_finance_category"],
  merchantName: string | null,
): Category {
  if (merchantName && isSubscriptionMerchant(merchantName))
    return "subscription";
  if (!pfc) return "other";
  for (const code of [pfc.detailed, pfc.primary]) {
    const upper = code.toUpperCase();
    const hit = CATEGORY_PREFIXES.find(([prefix]) => upper.startsWith(prefix));
    if (hit) return hit[1];
  }
  return "other";
}

/** Ordered: the more specific prefix before the general one. */
const CATEGORY_PREFIXES: readonly (readonly [string, Category])[] = [
  ["FOOD_AND_DRINK_GROCERIES", "groceries"],
  ["FOOD_AND_DRINK", "food_dining"],
  ["INCOME_DIVIDENDS", "investment"],
  ["INCOME_INTEREST_EARNED", "investment"],
  ["INCOME_RETIREMENT_PENSION", "investment"],
  ["TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS", "investment"],
  ["TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS", "investment"],
  ["INCOME", "salary"],
  ["TRANSFER_IN", "transfer"],
  ["TRANSFER_OUT", "transfer"],
  ["LOAN_DISBURSEMENTS", "transfer"],
  ["LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", "transfer"],
  ["ENTERTAINMENT", "entertainment"],
  ["GENERAL_MERCHANDISE", "shopping"],
  ["HOME_IMPROVEMENT", "shopping"],
  ["MEDICAL", "healthcare"],
  ["PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS", "subscription"],
  ["GENERAL_SERVICES_EDUCATION", "education"],
  ["GENERAL_SERVICES_AUTOMOTIVE", "transportation"],
  ["TRANSPORTATION", "transportation"],
  ["TRAVEL", "travel"],
  ["RENT_AND_UTILITIES", "utilities"],
];

/** Streaming and software that bill monthly; PFC files them under entertainment or services. */
const SUBSCRIPTION_MERCHANTS = [
  "netflix",
  "spotify",
  "hulu",
  "disney+",
  "hbo max",
  "apple music",
  "youtube premium",
  "amazon prime",
  "icloud",
  "dropbox",
];

function isSubscriptionMerchant(merchantName: string): boolean {
  const name = merchantName.toLowerCase();
  return SUBSCRIPTION_MERCHANTS.some((merchant) => name.includes(merchant));
}

/** A synced transaction as our row needs it. */
/** A provider's transaction in our fields, as the transactions service stores it. */
export type MappedTransaction = SyncedTransaction;

/**
 * Plaid's sign → our direction: positive = money out = debit; the stored amount is the absolute
 * value in cents. `undefined` for a zero amount, which our ledger cannot hold (amounts are > 0).
 */
export function mapTransaction(
  txn: ProviderTransaction,
): MappedTransaction | undefined {
  const signed = wireToCents(txn.amount) ?? roundedCents(txn.amount);
  if (signed === 0) return undefined;
  return {
    providerTransactionId: txn.transaction_id,
    providerAccountId: txn.account_id,
    pendingTransactionId: txn.pending_transaction_id,
    description: txn.name.trim().slice(0, 255) || "Bank transaction",
    merchantName: txn.merchant_name?.trim().slice(0, 255) || null,
    category: categoryOf(txn.personal_finance_category, txn.merchant_name),
    amountCents: absCents(signed),
    transactionType: signed > 0 ? "debit" : "credit",
    transactionDate: txn.authorized_date ?? txn.date,
    isPending: txn.pending,
  };
}

/**
 * Amounts with more than two places (rare: some institutions report fractions of a cent)
 * rounded half away from zero through their decimal text, never float arithmetic.
 */
function roundedCents(value: number): Cents {
  // String() gives the shortest decimal that round-trips; exponent forms (1e-7) are below a cent.
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return toCents(0);
  const [, sign = "", whole = "0", fraction = ""] = match;
  const places = Math.max(fraction.length, 2);
  const scaled = BigInt(whole + fraction.padEnd(places, "0"));
  const cents = roundHalfAwayFromZero(scaled, 10n ** BigInt(places - 2));
  return toCents(sign === "-" ? -cents : cents);
}

/**
 * Item health after a provider error (docs/design/bank-linking.md §7); `undefined` keeps the
 * current status.
 */
export type ItemStatus = "ok" | "needs_reauth" | "revoked" | "error";

/** The status an error puts an item in; transient ones (rate limits, outages) change nothing. */
export function statusAfterError(
  errorCode: string,
  errorType = "",
): ItemStatus | undefined {
  if (REAUTH_CODES.has(errorCode)) return "needs_reauth";
  if (REVOKED_CODES.has(errorCode)) return "revoked";
  if (TRANSIENT_CODES.has(errorCode) || TRANSIENT_TYPES.has(errorType))
    return undefined;
  return "error";
}

const TRANSIENT_TYPES = new Set([
  "RATE_LIMIT_EXCEEDED",
  "API_ERROR",
  "INSTITUTION_ERROR",
]);

const REAUTH_CODES = new Set([
  "ITEM_LOGIN_REQUIRED",
  "PENDING_EXPIRATION",
  "PENDING_DISCONNECT",
  "ITEM_LOCKED",
  "INVALID_CREDENTIALS",
  "USER_SETUP_REQUIRED",
  "ACCESS_NOT_GRANTED",
]);
const REVOKED_CODES = new Set([
  "ITEM_NOT_FOUND",
  "INVALID_ACCESS_TOKEN",
  "USER_PERMISSION_REVOKED",
  "ITEM_NO_LONGER_AVAILABLE",
]);
const TRANSIENT_CODES = new Set([
  "INSTITUTION_DOWN",
  "INSTITUTION_NOT_RESPONDING",
  "RATE_LIMIT_EXCEEDED",
  "RATE_LIMIT",
  "API_ERROR",
  "INTERNAL_SERVER_ERROR",
  "PLANNED_MAINTENANCE",
]);

/** What a user reads about an item in trouble when the bank gave no message of its own. */
export function itemErrorText(status: string): string {
  switch (status) {
    case "needs_reauth":
      return "Your bank needs you to sign in again.";
    case "revoked":
      return "This connection was removed at your bank.";
    case "ok":
      return "Your bank is not responding right now.";
    default:
      return "Failed to sync transactions.";
  }
}

/** A provider account as our linked-account row needs it. */
export function toLinkedAccount(account: ProviderAccount) {
  return {
    providerAccountId: account.account_id,
    name: account.name,
    accountType: accountTypeOf(account.type, account.subtype),
    mask: account.mask,
    balanceCents: balanceCentsOf(account),
    isoCurrencyCode: account.balances.iso_currency_code,
  };
}
