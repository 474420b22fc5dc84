import type { Kysely } from "kysely";

/**
 * The rows a write created or edited (`updated_at` at or after the request's arrival), which the
 * notification checks read after every write (docs/design/notifications.md §3): without it each
 * check scanned every row of the user, 100,000 for the benchmark's heavy user.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("transactions_user_id_updated_at_idx")
    .on("transactions")
    .columns(["user_id", "updated_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_user_id_updated_at_idx").execute();
}
