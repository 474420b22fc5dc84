import { sql, type Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * A per-user version of the budgets, bumped by triggers on every insert, update and delete, as
 * migration 0010 does for transactions. The auth check reads it with the token version (ADR
 * 0016), and the budgets service keeps the user's budget rows in memory while it holds: the
 * budgets page then reads no budget row unless a budget changed, whatever instance changed it.
 * PostgreSQL bumps once per statement (transition tables). A budget deleted with its user (the
 * cascade) bumps nothing: the user's version row goes too, and a new one would name no user.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "budget_versions")
    .addColumn("user_id", t.id, (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("version", t.cents, (c) => c.notNull())
    .execute();
  if (t.dialect === "sqlite") {
    for (const [event, row] of EVENTS)
      await sql`create trigger ${sql.raw(`budgets_version_${event}`)}
        after ${sql.raw(event)} on budgets
        when exists (select 1 from users where id = ${sql.raw(row)}.user_id) begin
        insert into budget_versions (user_id, version) values (${sql.raw(row)}.user_id, 1)
        on conflict (user_id) do update set version = version + 1;
      end`.execute(db);
    return;
  }
  await sql`create function budgets_version() returns trigger language plpgsql as $$
    begin
      insert into budget_versions (user_id, version)
        select distinct user_id, 1 from changed
        where exists (select 1 from users where users.id = changed.user_id)
        on conflict (user_id) do update set version = budget_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const [event, table] of EVENTS)
    await sql`create trigger ${sql.raw(`budgets_version_${event}`)}
      after ${sql.raw(event)} on budgets
      referencing ${sql.raw(table)} table as changed
      for each statement execute function budgets_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const { dialect } = columnTypes(db);
  for (const [event] of EVENTS)
    await sql`drop trigger if exists ${sql.raw(`budgets_version_${event}`)}${sql.raw(dialect === "postgres" ? " on budgets" : "")}`.execute(
      db,
    );
  if (dialect === "postgres")
    await sql`drop function if exists budgets_version()`.execute(db);
  await db.schema.dropTable("budget_versions").execute();
}

/** Each event with the row (SQLite) or transition table (PostgreSQL) naming its user. */
const EVENTS = [
  ["insert", "new"],
  ["update", "new"],
  ["delete", "old"],
] as const;
