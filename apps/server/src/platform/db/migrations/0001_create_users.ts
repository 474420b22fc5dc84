import type { Kysely } from "kysely";
import {
  booleanColumn,
  columnTypes,
  createKeyedTable,
  createTable,
} from "../schema-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "users")
    .addColumn("email", t.text, (c) => c.notNull().unique())
    .addColumn("password_hash", t.text, (c) => c.notNull())
    .addColumn("full_name", t.text, (c) => c.notNull())
    .addColumn("phone_number", t.text)
    .addColumn("currency", t.text, (c) => c.notNull().defaultTo("USD"))
    .addColumn("timezone", t.text, (c) => c.notNull().defaultTo("UTC"))
    .addColumn(
      "is_verified",
      t.boolean,
      booleanColumn(db, "is_verified", false),
    )
    .addColumn("notification_preferences", t.text, (c) => c.notNull())
    .addColumn("token_version", t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();

  // Failed sign-ins per normalized email, kept in the database so every instance shares them
  // and a restart does not reset a lock (docs/design/security.md §1).
  await createKeyedTable(db, "login_throttles")
    .addColumn("email_key", t.text, (c) => c.primaryKey())
    .addColumn("failed_count", t.integer, (c) => c.notNull())
    .addColumn("locked_until", t.instant)
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_throttles").execute();
  await db.schema.dropTable("users").execute();
}
