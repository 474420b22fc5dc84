import type { Kysely } from "kysely";

/**
 * The statements a file holds (an OFX with a checking and a savings statement, a CSV export with
 * an account column), as JSON, and which one a preview shows (null: all of them), so a preview
 * read back answers what it answered when it was made (docs/design/imports.md §4).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("imports")
    .addColumn("statements", "text")
    .execute();
  await db.schema
    .alterTable("imports")
    .addColumn("statement_index", "integer")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("imports").dropColumn("statement_index").execute();
  await db.schema.alterTable("imports").dropColumn("statements").execute();
}
