import { sql, type Kysely } from "kysely";
import { columnTypes, createTable } from "../schema-helpers";

// The values as of this migration; later additions get their own migration.
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
const PERIODS = ["weekly", "monthly", "quarterly", "yearly"];

function oneOf(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "budgets")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("name", t.text, (c) => c.notNull())
    .addColumn("category", t.text, (c) =>
      c.notNull().check(oneOf("category", CATEGORIES)),
    )
    // The limit per period, in cents.
    .addColumn("amount_cents", t.cents, (c) =>
      c.notNull().check(sql`amount_cents > 0`),
    )
    .addColumn("period", t.text, (c) =>
      c.notNull().check(oneOf("period", PERIODS)),
    )
    // The alert threshold as basis points of the limit: 8000 is the contract's 0.8.
    .addColumn("alert_threshold_bp", t.integer, (c) =>
      c
        .notNull()
        .defaultTo(8000)
        .check(sql`alert_threshold_bp between 0 and 10000`),
    )
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
  // Every read is the owner's list, in creation order; the cascade on user deletion uses it too.
  await db.schema
    .createIndex("budgets_user_id_idx")
    .on("budgets")
    .columns(["user_id", "id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("budgets").execute();
}
