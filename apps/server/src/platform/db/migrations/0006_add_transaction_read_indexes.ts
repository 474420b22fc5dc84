import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // Window sums (budgets, the dashboard summary, the assistant) read only these columns: with
  // them all in the index the database never visits the table. Measured at 100,000 transactions
  // for one user on SQLite: a year's per-category totals 20 → 7 ms, net flow 1.3 → 0.15 ms.
  await db.schema
    .createIndex("transactions_user_date_totals_idx")
    .on("transactions")
    .columns([
      "user_id",
      "transaction_date",
      "category",
      "transaction_type",
      "amount_cents",
    ])
    .execute();
  // The text filter is a substring match no B-tree can seek, but scanning this index instead of
  // the table reads a fraction of the pages: 100 → 8.5 ms for the same search on SQLite.
  await db.schema
    .createIndex("transactions_user_search_idx")
    .on("transactions")
    .columns(["user_id", "search_text"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_user_search_idx").execute();
  await db.schema.dropIndex("transactions_user_date_totals_idx").execute();
}
