import { sql, type Kysely } from "kysely";
import { columnTypes, createTable } from "../schema-helpers";

/**
 * Statement imports (docs/design/imports.md §3). `imports` (owned by the imports feature) keeps
 * each file's parse: what the file said of its account, the CSV options used, the counts and the
 * parsed rows as one JSON document, read whole by the preview and by the commit. A committed
 * import's transactions carry its id (`transactions.import_id`), so undoing it is one delete by
 * that id, and the bank's id of each row (`transactions.external_id`: OFX FITID, CAMT entry
 * reference, a CSV id column) for the duplicate rule. Deleting a user deletes their imports;
 * deleting an account deletes its rows as before and leaves its imports without an account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "imports")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("account_id", t.id, (c) =>
      c.references("accounts.id").onDelete("set null"),
    )
    .addColumn("status", t.text, (c) =>
      c.notNull().check(sql`status in ('preview', 'committed')`),
    )
    .addColumn("file_name", t.text, (c) => c.notNull())
    .addColumn("format", t.text, (c) => c.notNull())
    .addColumn("encoding", t.text, (c) => c.notNull())
    .addColumn("options", t.text)
    .addColumn("statement_account", t.text)
    .addColumn("row_count", t.integer, (c) => c.notNull())
    .addColumn("new_count", t.integer, (c) => c.notNull())
    .addColumn("duplicate_count", t.integer, (c) => c.notNull())
    .addColumn("error_count", t.integer, (c) => c.notNull())
    .addColumn("imported_count", t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn("skipped_count", t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn("rows", t.text, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("committed_at", t.instant)
    .execute();
  await db.schema
    .createIndex("imports_user_id_idx")
    .on("imports")
    .columns(["user_id", "id"])
    .execute();
  await db.schema
    .alterTable("transactions")
    .addColumn("import_id", t.id, (c) =>
      c.references("imports.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .alterTable("transactions")
    .addColumn("external_id", t.text)
    .execute();
  await db.schema
    .createIndex("transactions_import_id_idx")
    .on("transactions")
    .column("import_id")
    .where(sql.ref("import_id"), "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_import_id_idx").execute();
  await db.schema
    .alterTable("transactions")
    .dropColumn("external_id")
    .execute();
  await db.schema.alterTable("transactions").dropColumn("import_id").execute();
  await db.schema.dropTable("imports").execute();
}
