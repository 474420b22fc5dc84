import { sql, type Kysely } from "kysely";
import { booleanColumn, columnTypes, createTable } from "../schema-helpers";

const ACCOUNT_TYPES = [
  "checking",
  "savings",
  "credit_card",
  "investment",
  "loan",
  "mortgage",
  "other",
];
const CATEGORIES = [
  "food_dining",
  "groceries",
  "transportation",
  "entertainment",
  "shopping",
  "utilities",
  "healthcare",
  "education",
  "travel",
  "subscription",
  "salary",
  "investment",
  "transfer",
  "other",
];

function oneOf(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "accounts")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("name", t.text, (c) => c.notNull())
    .addColumn("account_type", t.text, (c) =>
      c.notNull().check(oneOf("account_type", ACCOUNT_TYPES)),
    )
    .addColumn("institution_name", t.text)
    .addColumn("current_balance_cents", t.cents, (c) =>
      c.notNull().defaultTo(0),
    )
    .addColumn("is_active", t.boolean, booleanColumn(db, "is_active", true))
    .addColumn("is_manual", t.boolean, booleanColumn(db, "is_manual", true))
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("accounts_user_id_idx")
    .on("accounts")
    .columns(["user_id", "id"])
    .execute();

  await createTable(db, "transactions")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("account_id", t.id, (c) =>
      c.notNull().references("accounts.id").onDelete("cascade"),
    )
    .addColumn("description", t.text, (c) => c.notNull())
    .addColumn("merchant_name", t.text)
    .addColumn("category", t.text, (c) =>
      c.notNull().check(oneOf("category", CATEGORIES)),
    )
    .addColumn("amount_cents", t.cents, (c) =>
      c.notNull().check(sql`amount_cents > 0`),
    )
    .addColumn("transaction_type", t.text, (c) =>
      c.notNull().check(oneOf("transaction_type", ["debit", "credit"])),
    )
    .addColumn("transaction_date", t.date, (c) => c.notNull())
    .addColumn("is_pending", t.boolean, booleanColumn(db, "is_pending", false))
    // Description and merchant, lower-cased by the application (Unicode-aware on both dialects,
    // where SQLite's lower() folds only ASCII): what the text filter searches.
    .addColumn("search_text", t.text, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
  // The list reads newest first per user (date, then id): this index serves the page and the count.
  await db.schema
    .createIndex("transactions_user_date_idx")
    .on("transactions")
    .columns(["user_id", "transaction_date desc", "id desc"])
    .execute();
  // Filters by account and the cascade on account deletion.
  await db.schema
    .createIndex("transactions_account_date_idx")
    .on("transactions")
    .columns(["account_id", "transaction_date desc", "id desc"])
    .execute();
  // Category windows (budgets, reports, the assistant).
  await db.schema
    .createIndex("transactions_user_category_date_idx")
    .on("transactions")
    .columns(["user_id", "category", "transaction_date"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("transactions").execute();
  await db.schema.dropTable("accounts").execute();
}
