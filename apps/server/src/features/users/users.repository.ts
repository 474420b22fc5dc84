import type { Currency, Timezone } from "@finch/domain";
import type { Session } from "../../platform/auth";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** A user as the rest of the server sees it; the password hash only through `getCredentials`. */
export interface User {
  id: number;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  currency: Currency;
  timezone: Timezone;
  isVerified: boolean;
  notificationPreferences: string;
  tokenVersion: number;
  createdAt: string;
}

/** What sign-in needs: the id, the hash and the token version. */
export interface UserCredentials {
  id: number;
  passwordHash: string;
  tokenVersion: number;
}

/** What a password change needs: the sign-in email (for the lockout) and the hash. */
export interface PasswordRecord {
  email: string;
  passwordHash: string;
}

/** The profile fields a user edits (`PUT /users/me`); the email is not one of them. */
export interface ProfileFields {
  fullName: string;
  phoneNumber: string | null;
  currency: Currency;
  timezone: Timezone;
  notificationPreferences: string;
}

/** Fields of a new user. */
export interface NewUser {
  email: string;
  passwordHash: string;
  fullName: string;
  currency: Currency;
  timezone: Timezone;
  notificationPreferences: string;
  createdAt: string;
}

/** The profile, read by every request that needs the user's today (their time zone). */
const selectProfile = prepared((db: Db, id: number) =>
  db.selectFrom("users").select(PROFILE_COLUMNS).where("id", "=", id),
);

/**
 * Read on every authenticated request, one primary-key lookup on each table: the token's version
 * must be the current one, and the time zone and the transactions, budgets, accounts and goals
 * versions (migrations 0010, 0018, 0019) are what most reads ask for next, so they come with it
 * instead of in statements of their own (ADRs 0016, 0017).
 */
const selectSession = prepared((db: Db, id: number) =>
  db
    .selectFrom("users")
    .leftJoin("transactionVersions", "transactionVersions.userId", "users.id")
    .leftJoin("budgetVersions", "budgetVersions.userId", "users.id")
    .leftJoin("accountVersions", "accountVersions.userId", "users.id")
    .leftJoin("goalVersions", "goalVersions.userId", "users.id")
    .select((eb) => [
      "users.tokenVersion",
      "users.timezone",
      eb.fn
        .coalesce("transactionVersions.version", eb.lit(0))
        .as("transactionsVersion"),
      eb.fn.coalesce("budgetVersions.version", eb.lit(0)).as("budgetsVersion"),
      eb.fn
        .coalesce("accountVersions.version", eb.lit(0))
        .as("accountsVersion"),
      eb.fn.coalesce("goalVersions.version", eb.lit(0)).as("goalsVersion"),
    ])
    .where("users.id", "=", id),
);

/** Users table access; every method that reads one user takes its id or normalized email. */
export function createUsersRepository(db: Db) {
  return {
    /** Inserts a user; a duplicate email surfaces as the database's unique-violation error. */
    async create(user: NewUser): Promise<User> {
      const row = await db
        .insertInto("users")
        .values({ ...user, updatedAt: user.createdAt })
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async get(id: number): Promise<User | undefined> {
      const [row] = await selectProfile(db, id);
      return row && toUser(row);
    },

    /** The next `limit` users after id `afterId`, in id order (the scheduled jobs walk them). */
    async page(afterId: number, limit: number): Promise<User[]> {
      const rows = await db
        .selectFrom("users")
        .select(PROFILE_COLUMNS)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(toUser);
    },

    async getCredentials(email: string): Promise<UserCredentials | undefined> {
      return db
        .selectFrom("users")
        .select(["id", "passwordHash", "tokenVersion"])
        .where("email", "=", email)
        .executeTakeFirst();
    },

    /** What the auth check reads about a signed-in user; `undefined` once the user is gone. */
    async getSession(id: number): Promise<Session | undefined> {
      const [row] = await selectSession(db, id);
      return (
        row && {
          tokenVersion: row.tokenVersion,
          timezone: row.timezone,
          transactionsVersion: row.transactionsVersion,
          budgetsVersion: row.budgetsVersion,
          accountsVersion: row.accountsVersion,
          goalsVersion: row.goalsVersion,
        }
      );
    },

    async getPasswordRecord(id: number): Promise<PasswordRecord | undefined> {
      return db
        .selectFrom("users")
        .select(["email", "passwordHash"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    async update(
      id: number,
      fields: ProfileFields,
      updatedAt: string,
    ): Promise<User | undefined> {
      const row = await db
        .updateTable("users")
        .set({ ...fields, updatedAt })
        .where("id", "=", id)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
      return row && toUser(row);
    },

    /**
     * Stores a new hash and moves the token version on in the same statement, so every token
     * issued before stops working; returns the new version, or `undefined` if the user is gone.
     */
    async replacePasswordHash(
      id: number,
      passwordHash: string,
      updatedAt: string,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable("users")
        .set((eb) => ({
          passwordHash,
          updatedAt,
          tokenVersion: eb("tokenVersion", "+", 1),
        }))
        .where("id", "=", id)
        .returning("tokenVersion")
        .executeTakeFirst();
      return row?.tokenVersion;
    },

    async updatePasswordHash(
      id: number,
      passwordHash: string,
      updatedAt: string,
    ): Promise<void> {
      await db
        .updateTable("users")
        .set({ passwordHash, updatedAt })
        .where("id", "=", id)
        .execute();
    },
  };
}

/** The users repository. */
export type UsersRepository = ReturnType<typeof createUsersRepository>;

const PROFILE_COLUMNS = [
  "id",
  "email",
  "fullName",
  "phoneNumber",
  "currency",
  "timezone",
  "isVerified",
  "notificationPreferences",
  "tokenVersion",
  "createdAt",
] as const;

type ProfileRow = {
  [K in (typeof PROFILE_COLUMNS)[number]]: K extends "currency" | "timezone"
    ? string
    : User[K];
};

function toUser(row: ProfileRow): User {
  // Values come from our own CHECK-free text columns; the service only ever writes listed ones.
  return {
    ...row,
    currency: row.currency as Currency,
  };
}
