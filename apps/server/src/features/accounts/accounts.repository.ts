import {
  ACCOUNT_TYPES,
  isLiability,
  toCents,
  type AccountType,
  type BalanceAnchor,
  type Cents,
} from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** An account as the server sees it. */
export interface Account {
  id: number;
  name: string;
  accountType: AccountType;
  institutionName: string | null;
  /** The balance on the day it was read for (`movesBalance` in the domain). */
  balanceCents: Cents;
  /** What the person or the bank last said the balance was, and when. */
  balanceAnchor: BalanceAnchor;
  isActive: boolean;
  isManual: boolean;
  /** The last digits of a linked account's number, as the bank gives them. */
  mask: string | null;
  createdAt: string;
  transactionCount: number;
}

/** Fields a user may set. */
export interface AccountFields {
  name: string;
  accountType: AccountType;
  institutionName: string | null;
  /** The balance now: a new anchor, stated on `anchorDate` at the write's moment. */
  balanceCents: Cents;
  isActive: boolean;
}

/**
 * An account's balance on `today`: its anchor plus every transaction that moves it — dated after
 * the anchor's day, or on that day and recorded after the anchor moment, and not after today
 * (`movesBalance` in the domain, ADR 0032) — each by its effect in the account's convention
 * (`effectOn`: a liability stated as a positive amount owed grows with a debit). Reads the
 * account's rows from the anchor's day on by the (account, date) index.
 */
function balanceOn(today: string) {
  const owedConvention = sql.raw(
    `accounts.account_type in (${LIABILITY_TYPES.map((t) => `'${t}'`).join(", ")}) and accounts.balance_anchor_cents > 0`,
  );
  return sql<number>`accounts.balance_anchor_cents + (case when ${owedConvention} then -1 else 1 end) * coalesce((
      select cast(sum(case when moved.transaction_type = 'debit'
          then -moved.amount_cents else moved.amount_cents end) as bigint)
        from transactions as moved
        where moved.account_id = accounts.id
          and moved.transaction_date >= accounts.balance_anchor_date
          and moved.transaction_date <= ${today}
          and (moved.transaction_date > accounts.balance_anchor_date
            or moved.created_at > accounts.balance_anchored_at)
    ), 0)`;
}

/** The account types whose balances are debts (`isLiability`). */
const LIABILITY_TYPES = ACCOUNT_TYPES.filter(isLiability);

/** The owner's accounts with the columns the API shows, their balances as of `today`. */
function selectAccountsOf(db: Db, userId: number, today: string) {
  return db
    .selectFrom("accounts")
    .where("accounts.userId", "=", userId)
    .select([
      "accounts.id",
      "accounts.name",
      "accounts.accountType",
      "accounts.institutionName",
      balanceOn(today).as("balanceCents"),
      "accounts.balanceAnchorCents",
      "accounts.balanceAnchorDate",
      "accounts.balanceAnchoredAt",
      "accounts.isActive",
      "accounts.isManual",
      "accounts.mask",
      "accounts.createdAt",
      // Kept by triggers (migration 0009), not counted per read.
      "accounts.transactionCount",
    ]);
}

/** One account of the owner (every transaction write checks its account this way). */
const selectAccount = prepared(
  (db: Db, userId: number, id: number, today: string) =>
    selectAccountsOf(db, userId, today).where("accounts.id", "=", id),
);

/** Every account of the owner in creation order (the dashboard, the accounts page, insights). */
const selectAccountList = prepared((db: Db, userId: number, today: string) =>
  selectAccountsOf(db, userId, today).orderBy("accounts.id"),
);

/** Accounts table access; every query is scoped to its owner. Pass a transaction as `db` to join one. */
export function createAccountsRepository(db: Db) {
  return {
    /** Every account of the owner, balances as of `today` (the profile's day). */
    async list(userId: number, today: string): Promise<Account[]> {
      const rows = await selectAccountList(db, userId, today);
      return rows.map(toAccount);
    },

    async get(
      userId: number,
      id: number,
      today: string,
    ): Promise<Account | undefined> {
      const [row] = await selectAccount(db, userId, id, today);
      return row && toAccount(row);
    },

    /** A manual account created at `nowIso`, its balance anchored at `today` and `anchoredAt`. */
    async create(
      userId: number,
      fields: AccountFields,
      today: string,
      nowIso: string,
      anchoredAt: string,
    ): Promise<number> {
      const row = await db
        .insertInto("accounts")
        .values({
          userId,
          name: fields.name,
          accountType: fields.accountType,
          institutionName: fields.institutionName,
          balanceAnchorCents: fields.balanceCents,
          balanceAnchorDate: today,
          balanceAnchoredAt: anchoredAt,
          isActive: fields.isActive,
          isManual: true,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Applies the given fields at `nowIso`; a balance re-anchors the account at `today` and
     * `anchoredAt`. False when the user has no such account.
     */
    async update(
      userId: number,
      id: number,
      fields: Partial<AccountFields>,
      today: string,
      nowIso: string,
      anchoredAt: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable("accounts")
        .set({
          ...(fields.name !== undefined && { name: fields.name }),
          ...(fields.accountType !== undefined && {
            accountType: fields.accountType,
          }),
          ...(fields.institutionName !== undefined && {
            institutionName: fields.institutionName,
          }),
          ...(fields.balanceCents !== undefined && {
            balanceAnchorCents: fields.balanceCents,
            balanceAnchorDate: today,
            balanceAnchoredAt: anchoredAt,
          }),
          ...(fields.isActive !== undefined && { isActive: fields.isActive }),
          updatedAt: nowIso,
        })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the account; its transactions go with it (ON DELETE CASCADE, same statement). */
    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("accounts")
        .where("id", "=", id)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** The accounts repository. */
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

interface AccountRow {
  id: number;
  name: string;
  accountType: string;
  institutionName: string | null;
  balanceCents: number;
  balanceAnchorCents: number;
  balanceAnchorDate: string;
  balanceAnchoredAt: string;
  isActive: boolean;
  isManual: boolean;
  mask: string | null;
  createdAt: string;
  transactionCount: number | null;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    // The column's CHECK constraint admits only the seven types.
    accountType: row.accountType as AccountType,
    institutionName: row.institutionName,
    balanceCents: toCents(row.balanceCents),
    balanceAnchor: {
      balanceCents: toCents(row.balanceAnchorCents),
      date: row.balanceAnchorDate,
      at: row.balanceAnchoredAt,
    },
    isActive: row.isActive,
    isManual: row.isManual,
    mask: row.mask,
    createdAt: row.createdAt,
    transactionCount: row.transactionCount ?? 0,
  };
}
