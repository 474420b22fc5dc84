import { sql, type Kysely } from "kysely";
import { booleanColumn, columnTypes, createTable } from "../schema-helpers";

/**
 * Rules and automatic categorisation (docs/design/rules.md). `rules` (owned by the rules
 * feature) keeps each person's rules in run order, their conditions and actions as JSON text read
 * whole. `transactions.category_source` widens from `provider`/`user` to where a category came
 * from: `user` (the person, or a suggestion they accepted), `rule`, `suggested`, `bank` (a sync)
 * or `file` (a statement). SQLite cannot change a column's CHECK, so the column is written anew
 * beside the old one and takes its name: the bank's rows become `bank`, an import's `file`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createTable(db, "rules")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("name", t.text, (c) => c.notNull())
    .addColumn("is_enabled", t.boolean, booleanColumn(db, "is_enabled", true))
    .addColumn("match_mode", t.text, (c) =>
      c.notNull().check(sql`match_mode in ('all', 'any')`),
    )
    .addColumn("conditions", t.text, (c) => c.notNull())
    .addColumn("actions", t.text, (c) => c.notNull())
    .addColumn("position", t.integer, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rules_user_id_position_idx")
    .on("rules")
    .columns(["user_id", "position"])
    .execute();

  await db.schema
    .alterTable("transactions")
    .addColumn("category_source_new", t.text, (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(
          sql`category_source_new in ('user', 'rule', 'suggested', 'bank', 'file')`,
        ),
    )
    .execute();
  await sql`update transactions set category_source_new = case
      when category_source = 'user' then 'user'
      when import_id is not null then 'file'
      else 'bank' end`.execute(db);
  await db.schema
    .alterTable("transactions")
    .dropColumn("category_source")
    .execute();
  await db.schema
    .alterTable("transactions")
    .renameColumn("category_source_new", "category_source")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("transactions")
    .addColumn("category_source_old", t.text, (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(sql`category_source_old in ('provider', 'user')`),
    )
    .execute();
  await sql`update transactions set category_source_old = case
      when category_source = 'user' then 'user' else 'provider' end`.execute(
    db,
  );
  await db.schema
    .alterTable("transactions")
    .dropColumn("category_source")
    .execute();
  await db.schema
    .alterTable("transactions")
    .renameColumn("category_source_old", "category_source")
    .execute();
  await db.schema.dropTable("rules").execute();
}
