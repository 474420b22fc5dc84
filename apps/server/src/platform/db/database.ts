import {
  SqliteAdapter,
  type ColumnType,
  type Generated,
  type Kysely,
} from "kysely";

/**
 * Table types as TypeScript sees them (camelCase through Kysely's CamelCasePlugin). Instants are
 * ISO-8601 UTC text on both dialects; booleans are real booleans (SQLite 0/1 is converted by
 * `SqliteBooleanPlugin`); money columns end in `Cents` and hold integers.
 */
export interface Database {
  users: UsersTable;
  loginThrottles: LoginThrottlesTable;
  accounts: AccountsTable;
  transactions: TransactionsTable;
  budgets: BudgetsTable;
  goals: GoalsTable;
  goalContributions: GoalContributionsTable;
  bankItems: BankItemsTable;
  bankSandboxItems: BankSandboxItemsTable;
  /** Bumped on every write to a user's transactions (migration 0010). */
  transactionVersions: UserVersionsTable;
  /** Bumped on every write to a user's budgets (migration 0018). */
  budgetVersions: UserVersionsTable;
  /** Bumped when a user's accounts change what the list shows (migration 0019). */
  accountVersions: UserVersionsTable;
  /** Bumped on every write to a user's goals or contributions (migration 0019). */
  goalVersions: UserVersionsTable;
  transactionSearchTexts: TransactionSearchTextsTable;
  /** Installation-wide settings, each written once (migration 0020). */
  instanceSettings: InstanceSettingsTable;
  idempotencyKeys: IdempotencyKeysTable;
  /** Statement imports, previewed or committed (migration 0026). */
  imports: ImportsTable;
  /** Each person's categorisation rules, in run order (migration 0027). */
  rules: RulesTable;
  /** What the bell and the mail tell each person, each event once (migration 0028). */
  notifications: NotificationsTable;
}

type Instant = ColumnType<string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  fullName: string;
  phoneNumber: string | null;
  currency: string;
  timezone: string;
  isVerified: ColumnType<boolean, boolean | undefined, boolean>;
  notificationPreferences: string;
  tokenVersion: ColumnType<number, number | undefined, number>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface LoginThrottlesTable {
  /** The normalized email the attempts were made against, whether or not the account exists. */
  emailKey: string;
  failedCount: number;
  lockedUntil: string | null;
  updatedAt: Instant;
}

export interface InstanceSettingsTable {
  name: string;
  value: string;
  createdAt: Instant;
}

/** The application's database handle. */
export type Db = Kysely<Database>;

/** Which SQL dialect a connection speaks. */
export type Dialect = "sqlite" | "postgres";

/** The dialect `db` (or a transaction on it) speaks. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? "sqlite"
    : "postgres";
}

export interface AccountsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  accountType: string;
  institutionName: string | null;
  /**
   * The balance the person or the bank stated, at the anchor below (migration 0022, ADR 0032);
   * debts are negative (docs/architecture.md §4). The balance shown is worked out from it.
   */
  balanceAnchorCents: number;
  /** The profile's calendar day the balance was stated on. */
  balanceAnchorDate: string;
  /** The moment it was stated. */
  balanceAnchoredAt: Instant;
  /** Kept by triggers (migration 0009): never written by the application. */
  transactionCount: ColumnType<number, never, never>;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  isManual: ColumnType<boolean, boolean | undefined, boolean>;
  /** The linked institution feeding this account; null for manual (and unlinked) accounts. */
  bankItemId: ColumnType<
    number | null,
    number | null | undefined,
    number | null
  >;
  providerAccountId: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  mask: ColumnType<string | null, string | null | undefined, string | null>;
  isoCurrencyCode: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface TransactionsTable {
  id: Generated<number>;
  userId: number;
  accountId: number;
  description: string;
  merchantName: string | null;
  category: string;
  /** Always positive; `transactionType` gives the direction. */
  amountCents: number;
  transactionType: string;
  /** `YYYY-MM-DD`. */
  transactionDate: string;
  isPending: ColumnType<boolean, boolean | undefined, boolean>;
  /** Lower-cased description and merchant, for the text filter. */
  searchText: string;
  /** The bank's id of a synced row; unique per account. */
  providerTransactionId: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  /** On a posted row, the id of the pending row it replaces. */
  pendingTransactionId: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  /**
   * Where the category came from (migration 0027): `user` (kept against rules, suggestions and
   * syncs), `rule`, `suggested`, `bank` or `file`.
   */
  categorySource: ColumnType<string, string | undefined, string>;
  /** The statement import that wrote the row (migration 0026); null for typed and synced rows. */
  importId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The statement's id of an imported row (OFX FITID, CAMT entry reference, a CSV id). */
  externalId: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  createdAt: Instant;
  updatedAt: Instant;
}

/** A statement import (docs/design/imports.md §3). JSON columns hold text on both databases. */
export interface ImportsTable {
  id: Generated<number>;
  userId: number;
  accountId: number | null;
  status: string;
  fileName: string;
  format: string;
  encoding: string;
  /** The CSV options used, as JSON; null for other formats. */
  options: string | null;
  /** What the file said of its account, as JSON. */
  statementAccount: string | null;
  /** Every statement of the file (`FileStatement[]`), as JSON; null for imports before 0030. */
  statements: string | null;
  /** The statement the preview shows; null for all of the file's rows. */
  statementIndex: number | null;
  rowCount: number;
  newCount: number;
  duplicateCount: number;
  errorCount: number;
  importedCount: ColumnType<number, number | undefined, number>;
  skippedCount: ColumnType<number, number | undefined, number>;
  /** The parsed rows with their verdicts, as one JSON document. */
  rows: string;
  createdAt: Instant;
  committedAt: Instant | null;
}

/** A categorisation rule (docs/design/rules.md). Conditions and actions are JSON text. */
export interface RulesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  isEnabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** `all` or `any` of the conditions. */
  matchMode: string;
  conditions: string;
  actions: string;
  /** 0-based run order, dense per user. */
  position: number;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  /** One of the domain's NOTIFICATION_TYPES. */
  type: string;
  /** The event it is about; unique per user, so each event notifies once. */
  dedupeKey: string;
  title: string;
  body: string;
  /** An app path the notification opens, or null. */
  link: string | null;
  createdAt: Instant;
  readAt: Instant | null;
  /** Set when the person deletes it: hidden, but its key still holds until the cleanup. */
  deletedAt: Instant | null;
}

export interface BudgetsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  category: string;
  /** The limit per period, always positive. */
  amountCents: number;
  period: string;
  /** The alert threshold in basis points of the limit (0–10,000; 8,000 is 0.8). */
  alertThresholdBp: number;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface GoalsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  description: string | null;
  targetCents: number;
  /** Changed only by single-statement arithmetic (docs/architecture.md §4). */
  currentCents: ColumnType<number, number | undefined, number>;
  /** `YYYY-MM-DD`. */
  targetDate: string;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  isCompleted: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Instant;
  updatedAt: Instant;
}

export interface GoalContributionsTable {
  id: Generated<number>;
  goalId: number;
  userId: number;
  /** Always positive. */
  amountCents: number;
  /** `YYYY-MM-DD` in the user's profile time zone on the day it was made. */
  contributedOn: string;
  createdAt: Instant;
}

/** A linked institution (docs/design/bank-linking.md §1). */
export interface BankItemsTable {
  id: Generated<number>;
  userId: number;
  provider: string;
  itemId: string;
  institutionId: string | null;
  institutionName: string;
  /** AES-256-GCM ciphertext, never the token itself. */
  accessTokenEncrypted: string;
  cursor: string | null;
  status: ColumnType<string, string | undefined, string>;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  lastSyncedAt: string | null;
  syncLockUntil: string | null;
  createdAt: Instant;
  updatedAt: Instant;
}

/** A per-user version kept by triggers: what is kept in memory under it is current while it holds. */
export interface UserVersionsTable {
  userId: ColumnType<number, never, never>;
  version: ColumnType<number, never, never>;
}

/** Kept by triggers (migration 0012): how many of a user's transactions carry each search text. */
export interface TransactionSearchTextsTable {
  userId: ColumnType<number, never, never>;
  searchText: ColumnType<string, never, never>;
  transactionCount: ColumnType<number, never, never>;
}

/** The built-in sandbox provider's own state (docs/design/bank-linking.md §9). */
export interface BankSandboxItemsTable {
  id: Generated<number>;
  userId: number;
  itemId: string;
  institutionId: string;
  profile: string;
  publicTokenHash: string;
  publicTokenExpiresAt: string;
  publicTokenUsed: ColumnType<boolean, boolean | undefined, boolean>;
  accessTokenHash: string | null;
  loginRequired: ColumnType<boolean, boolean | undefined, boolean>;
  isRemoved: ColumnType<boolean, boolean | undefined, boolean>;
  anchorDate: string;
  batchDates: ColumnType<string, string | undefined, string>;
  /** JSON list of the provider account ids the item grants; null = all (Plaid's account select). */
  accountIds: string | null;
  /** Days of history the item holds (SANDBOX_HISTORY_DAYS when it was linked). */
  historyDays: ColumnType<number, number | undefined, number>;
  createdAt: Instant;
}

/** A create request's `Idempotency-Key` and the answer it got (migration 0021, ADR 0019). */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  /** A hash of the method, route, parameters and body: the same key with another body is refused. */
  fingerprint: string;
  /** Null while the first request runs. */
  statusCode: number | null;
  responseBody: string | null;
  createdAt: Instant;
}
