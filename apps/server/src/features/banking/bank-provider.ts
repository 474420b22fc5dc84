/**
 * The one interface both bank providers implement (docs/design/bank-linking.md §1). Records are
 * Plaid-shaped, the sandbox's too, so a single mapper turns them into our rows. Nothing outside
 * `features/banking` knows which provider runs.
 */
export interface BankProvider {
  readonly name: "sandbox" | "plaid";
  /** An access token means update mode (re-authentication of an existing item). */
  createLinkToken(
    userId: number,
    options: { accessToken?: string },
  ): Promise<LinkToken>;
  /**
   * Spends a public token for the signed-in user. The sandbox only accepts tokens made for that
   * user (docs/design/security.md AC-4: another user's token is "invalid"); Plaid's tokens only
   * ever reach the browser that ran Link with this user's link token.
   */
  exchangePublicToken(
    publicToken: string,
    userId: number,
  ): Promise<ExchangedItem>;
  getInstitution(accessToken: string): Promise<Institution>;
  getAccounts(accessToken: string): Promise<ProviderAccount[]>;
  /** One page of `/transactions/sync` from `cursor` (empty = the whole history). */
  syncPage(accessToken: string, cursor: string): Promise<SyncPage>;
  removeItem(accessToken: string): Promise<void>;
  /**
   * The public key (a JWK) that signed a webhook, by its `kid` (docs/design/bank-linking.md §8).
   */
  getWebhookKey(keyId: string): Promise<WebhookKey>;
}

/** An EC P-256 public key as JWK, and when Plaid retired it (null while current). */
export interface WebhookKey {
  kty: string;
  crv: string;
  x: string;
  y: string;
  expiredAt: number | null;
}

/** A link token and when it expires (ISO-8601). */
export interface LinkToken {
  linkToken: string;
  expiration: string;
}

/** What `/item/public_token/exchange` answers. */
export interface ExchangedItem {
  accessToken: string;
  itemId: string;
}

/** The institution of an item. */
export interface Institution {
  institutionId: string | null;
  name: string;
}

/** An account as Plaid's `/accounts/get` describes it. */
export interface ProviderAccount {
  account_id: string;
  name: string;
  official_name?: string | null;
  mask: string | null;
  type: string;
  subtype: string | null;
  balances: {
    current: number | null;
    available: number | null;
    iso_currency_code: string | null;
  };
}

/** A transaction as Plaid sends it: `amount` is positive when money leaves the account. */
export interface ProviderTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  iso_currency_code: string | null;
  date: string;
  authorized_date: string | null;
  name: string;
  merchant_name: string | null;
  pending: boolean;
  pending_transaction_id: string | null;
  personal_finance_category: {
    primary: string;
    detailed: string;
  } | null;
}

/** One page of changes. */
export interface SyncPage {
  added: ProviderTransaction[];
  modified: ProviderTransaction[];
  removed: { transaction_id: string; account_id?: string | null }[];
  nextCursor: string;
  hasMore: boolean;
  accounts: ProviderAccount[];
}

/**
 * A failure the provider reported, Plaid-shaped: `displayMessage` is safe to show the user and
 * may be null; nothing here holds a token or a secret.
 */
export class ProviderError extends Error {
  override name = "ProviderError";
  readonly status: number;
  readonly errorType: string;
  readonly errorCode: string;
  readonly displayMessage: string | null;
  readonly requestId: string | null;

  constructor(fields: {
    status: number;
    errorType: string;
    errorCode: string;
    message?: string;
    displayMessage?: string | null;
    requestId?: string | null;
  }) {
    super(fields.message ?? `${fields.errorType}: ${fields.errorCode}`);
    this.status = fields.status;
    this.errorType = fields.errorType;
    this.errorCode = fields.errorCode;
    this.displayMessage = fields.displayMessage ?? null;
    this.requestId = fields.requestId ?? null;
  }
}

/**
 * Plaid's code when data changed under a paginating `/transactions/sync` run
 * (docs/design/bank-linking.md §3).
 */
export const MUTATION_DURING_PAGINATION =
  "TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION";
