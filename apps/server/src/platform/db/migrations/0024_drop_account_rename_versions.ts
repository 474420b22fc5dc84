import type { Kysely } from "kysely";
import * as renames from "./0017_version_account_renames";

/**
 * A rename no longer bumps the owner's transactions version (undoes migration 0017). It was there
 * for the copies that showed account names under that version — list pages and the assistant's
 * copy of the ledger — and both are gone (ADR 0040, 0041): pages join the account's name when
 * read, and the assistant reads rows from the database. Kept account rows follow the accounts
 * version, which a rename still moves (migration 0019).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await renames.down(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await renames.up(db);
}
