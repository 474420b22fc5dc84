import type { Kysely } from "kysely";

/**
 * Each user's transactions in id order, for the data export's keyset pages (`id > after order by
 * id limit n`). Without it SQLite read them from the (user, search text) index and sorted every
 * remaining row of the user in a temporary B-tree for each page: 6 ms a page of 250 for a user
 * with 100,000 rows, so the export grew with the square of the user's rows. PostgreSQL walked the
 * primary key and filtered by user, which reads the whole table for a user with few rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("transactions_user_id_idx")
    .on("transactions")
    .columns(["user_id", "id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_user_id_idx").execute();
}
