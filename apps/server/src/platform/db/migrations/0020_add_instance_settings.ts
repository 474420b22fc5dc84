import type { Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * Settings of the whole installation, one row per name, written once by the first instance that
 * needs one and read by every instance after it (platform/instance-settings.ts). The first is
 * the data encryption key's check value: an instance started with another key refuses to start
 * instead of failing every bank sync of the items it did not encrypt (ADR 0029).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "instance_settings")
    .addColumn("name", t.text, (c) => c.primaryKey())
    .addColumn("value", t.text, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("instance_settings").execute();
}
