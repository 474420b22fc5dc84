import type { Kysely } from "kysely";

/**
 * A covering index for working a balance out (ADR 0032, `balanceOn` in accounts.repository.ts):
 * the rows of one account from its anchor's day, with what the sum and the same-day rule read
 * (the moment recorded, the direction, the amount), so the sum never reads the table. Without it
 * each row since the anchor cost a table read; see docs/performance.md, 2026-11-28.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("transactions_account_balance_idx")
    .on("transactions")
    .columns([
      "account_id",
      "transaction_date",
      "created_at",
      "transaction_type",
      "amount_cents",
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_account_balance_idx").execute();
}
