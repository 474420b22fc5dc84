import type { Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * Keys a client sends in `Idempotency-Key` on a create (ADR 0019): the first request's answer is
 * kept so a retried or double-submitted request gets it back instead of writing again. Kept in
 * the database, not in memory, so the promise holds across instances and restarts. A row with
 * no status is a request still running; rows older than 24 hours are removed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "idempotency_keys")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("key", t.text, (c) => c.notNull())
    .addColumn("fingerprint", t.text, (c) => c.notNull())
    .addColumn("status_code", t.integer)
    .addColumn("response_body", t.text)
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_at_idx")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
