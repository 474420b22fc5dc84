import { toCents, type AccountType, type Cents } from "@finch/domain";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** An account as the server sees it. */
export interface Account {
  id: number;
  name: string;
  accountType: AccountType;
  institutionName: string | null;
  balanceCents: Cents;
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
  balanceCents: Cents;
  isActive: boolean;
}

/** The owner's accounts with the columns the API shows. */
function selectAccountsOf(db: Db, userId: number) {
  return db
    .selectFrom("accounts")
    .where("accounts.userId", "=", userId)
    .select([
      "accounts.id",
      "accounts.name",
      "accounts.accountType",
      "accounts.institutionName",
      "accounts.currentBalanceCents",
      "accounts.isActive",
      "accounts.isManual",
      "accounts.mask",
      "accounts.createdAt",
      // Kept by triggers (migration 0009), not counted per read.
      "accounts.transactionCount",
    ]);
}

/** One account of the owner (every transaction write checks its account this way). */
const selectAccount = prepared((db: Db, userId: number, id: number) =>
  selectAccountsOf(db, userId).where("accounts.id", "=", id),
);

/** Every account of the owner in creation order (the dashboard, the accounts page, insights). */
const selectAccountList = prepared((db: Db, userId: number) =>
  selectAccountsOf(db, userId).orderBy("accounts.id"),
);

/** Accounts table access; every query is scoped to its owner. Pass a transaction as `db` to join one. */
export function createAccountsRepository(db: Db) {
  return {
    async list(userId: number): Promise<Account[]> {
      const rows = await selectAccountList(db, userId);
      return rows.map(toAccount);
    },

    async get(userId: number, id: number): Promise<Account | undefined> {
      const [row] = await selectAccount(db, userId, id);
      return row && toAccount(row);
    },

    async create(
      userId: number,
      fields: AccountFields,
      nowIso: string,
    ): Promise<number> {
      const row = await db
        .insertInto("accounts")
        .values({
          userId,
          name: fields.name,
          accountType: fields.accountType,
          institutionName: fields.institutionName,
          currentBalanceCents: fields.balanceCents,
          isActive: fields.isActive,
          isManual: true,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Applies the given fields; false when the user has no such account. */
    async update(
      userId: number,
      id: number,
      fields: Partial<AccountFields>,
      nowIso: string,
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
            currentBalanceCents: fields.balanceCents,
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
  currentBalanceCents: number;
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
    balanceCents: toCents(row.currentBalanceCents),
    isActive: row.isActive,
    isManual: row.isManual,
    mask: row.mask,
    createdAt: row.createdAt,
    transactionCount: row.transactionCount ?? 0,
  };
}
