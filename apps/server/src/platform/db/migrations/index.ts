import type { Migration } from "kysely";
import * as m0001 from "./0001_create_users";
import * as m0002 from "./0002_create_accounts_and_transactions";

/**
 * Every migration, in order. Listed explicitly (no folder scan) so they run the same under tsx,
 * bundlers and tests. Never edit a merged migration: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_create_users": m0001,
  "0002_create_accounts_and_transactions": m0002,
};
