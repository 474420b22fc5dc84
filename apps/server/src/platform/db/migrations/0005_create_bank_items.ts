import { sql, type Kysely } from "kysely";
import { booleanColumn, columnTypes, createTable } from "../schema-helpers";

function oneOf(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/**
 * Bank linking (docs/design/bank-linking.md §1): linked institutions ("items") with their encrypted
 * access token, sync cursor, health and sync lease; the accounts and transactions they feed; and
 * the built-in sandbox provider's own state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "bank_items")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("provider", t.text, (c) =>
      c.notNull().check(oneOf("provider", ["sandbox", "plaid"])),
    )
    .addColumn("item_id", t.text, (c) => c.notNull())
    .addColumn("institution_id", t.text)
    .addColumn("institution_name", t.text, (c) => c.notNull())
    // `v1.<key id>.<iv>.<tag>.<ciphertext>`, AES-256-GCM; never the plaintext token.
    .addColumn("access_token_encrypted", t.text, (c) => c.notNull())
    .addColumn("cursor", t.text)
    .addColumn("status", t.text, (c) =>
      c
        .notNull()
        .defaultTo("ok")
        .check(oneOf("status", ["ok", "needs_reauth", "revoked", "error"])),
    )
    .addColumn("last_error_code", t.text)
    .addColumn("last_error_message", t.text)
    .addColumn("last_synced_at", t.instant)
    // The per-item sync lease (docs/design/bank-linking.md §11): claimed by a conditional UPDATE,
    // expires by itself.
    .addColumn("sync_lock_until", t.instant)
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .addUniqueConstraint("bank_items_user_provider_item_key", [
      "user_id",
      "provider",
      "item_id",
    ])
    .execute();

  await db.schema
    .alterTable("accounts")
    .addColumn("bank_item_id", t.id, (c) =>
      c.references("bank_items.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("provider_account_id", t.text)
    .execute();
  await db.schema.alterTable("accounts").addColumn("mask", t.text).execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("iso_currency_code", t.text)
    .execute();
  await db.schema
    .createIndex("accounts_bank_item_provider_account_key")
    .on("accounts")
    .columns(["bank_item_id", "provider_account_id"])
    .unique()
    .execute();

  await db.schema
    .alterTable("transactions")
    .addColumn("provider_transaction_id", t.text)
    .execute();
  await db.schema
    .alterTable("transactions")
    .addColumn("pending_transaction_id", t.text)
    .execute();
  // Who set the category: the bank's mapping may refresh it, a user's choice is kept
  // (docs/design/bank-linking.md §3).
  await db.schema
    .alterTable("transactions")
    .addColumn("category_source", t.text, (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(oneOf("category_source", ["provider", "user"])),
    )
    .execute();
  // The sync's upsert target: scoped to the owner's account, never global
  // (docs/design/bank-linking.md §11). Manual rows have no provider id, and NULLs never collide on
  // either dialect.
  await db.schema
    .createIndex("transactions_account_provider_txn_key")
    .on("transactions")
    .columns(["account_id", "provider_transaction_id"])
    .unique()
    .execute();

  await createTable(db, "bank_sandbox_items")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("item_id", t.text, (c) => c.notNull().unique())
    .addColumn("institution_id", t.text, (c) => c.notNull())
    .addColumn("profile", t.text, (c) =>
      c.notNull().check(oneOf("profile", ["good", "dynamic"])),
    )
    // SHA-256 of the tokens: the sandbox never keeps a usable token either.
    .addColumn("public_token_hash", t.text, (c) => c.notNull().unique())
    .addColumn("public_token_expires_at", t.instant, (c) => c.notNull())
    .addColumn(
      "public_token_used",
      t.boolean,
      booleanColumn(db, "public_token_used", false),
    )
    .addColumn("access_token_hash", t.text, (c) => c.unique())
    .addColumn(
      "login_required",
      t.boolean,
      booleanColumn(db, "login_required", false),
    )
    .addColumn("is_removed", t.boolean, booleanColumn(db, "is_removed", false))
    // `YYYY-MM-DD`: the history ends here; later activity comes in dated batches.
    .addColumn("anchor_date", t.date, (c) => c.notNull())
    // JSON list of the batch dates generated so far (append-only, so cursors stay valid).
    .addColumn("batch_dates", t.text, (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bank_sandbox_items").execute();
  await db.schema.dropIndex("transactions_account_provider_txn_key").execute();
  for (const column of [
    "category_source",
    "pending_transaction_id",
    "provider_transaction_id",
  ])
    await db.schema.alterTable("transactions").dropColumn(column).execute();
  await db.schema
    .dropIndex("accounts_bank_item_provider_account_key")
    .execute();
  const accountColumns = ["iso_currency_code", "mask", "provider_account_id"];
  // SQLite cannot drop a column that holds a foreign key (it would need a table rebuild), so
  // there bank_item_id stays behind, all NULL once bank_items is gone (ON DELETE SET NULL).
  if (columnTypes(db).dialect === "postgres")
    accountColumns.push("bank_item_id");
  for (const column of accountColumns)
    await db.schema.alterTable("accounts").dropColumn(column).execute();
  await db.schema.dropTable("bank_items").execute();
}
