import type { Kysely } from "kysely";

/**
 * How many days of history a sandbox item holds (SANDBOX_HISTORY_DAYS when it was linked; 548,
 * about 18 months, by default). Kept per item so changing the setting never rewrites the history
 * of an item already linked, whose cursors point into it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bank_sandbox_items")
    .addColumn("history_days", "integer", (c) => c.notNull().defaultTo(548))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bank_sandbox_items")
    .dropColumn("history_days")
    .execute();
}
