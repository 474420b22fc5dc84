import { sql, type Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * Per-user versions of the accounts and of the goals, bumped by triggers as migrations 0010 and
 * 0018 do for transactions and budgets. The auth check reads both with the token version (ADR
 * 0017), and the accounts and goals services keep the user's rows in memory while they hold: the
 * dashboard's five reads are then one statement each, whatever instance wrote last.
 *
 * - `account_versions` moves when an account is added or removed, or when a column the accounts
 *   list shows changes: name, type, institution, balance, active, manual. An account's
 *   transaction count (migration 0009) moves only with its transactions, which bump the
 *   transactions version, so kept accounts are held under both and a count change bumps nothing
 *   here; neither does a bank sync that only adds transactions to a linked account.
 * - `goal_versions` moves on every write to a goal or to its contributions (a contribution writes
 *   both: one bump each).
 *
 * A row deleted with its user (the cascade) bumps nothing: the user's version rows go too, and a
 * new one would name no user (as in 0018). PostgreSQL bumps once per statement (transition
 * tables), and an account update bumps only for rows whose shown columns changed. Lock order: an
 * account's row is locked by the statement that changes it before its trigger takes the version
 * row, the order every transaction write already uses (accounts first; ADR 0014).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const table of ["account_versions", "goal_versions"])
    await createKeyedTable(db, table)
      .addColumn("user_id", t.id, (c) =>
        c.primaryKey().references("users.id").onDelete("cascade"),
      )
      .addColumn("version", t.cents, (c) => c.notNull())
      .execute();

  if (t.dialect === "sqlite") {
    for (const [source, versions, event, row, when] of SQLITE_TRIGGERS)
      await sql`create trigger ${sql.raw(`${source}_version_${event}`)}
        after ${sql.raw(event)} on ${sql.raw(source)}
        when ${sql.raw(when)} begin
        insert into ${sql.raw(versions)} (user_id, version) values (${sql.raw(row)}.user_id, 1)
        on conflict (user_id) do update set version = version + 1;
      end`.execute(db);
    return;
  }

  for (const versions of ["account_versions", "goal_versions"])
    await sql`create function ${sql.raw(versions)}_bump() returns trigger language plpgsql as $$
      begin
        insert into ${sql.raw(versions)} (user_id, version)
          select distinct user_id, 1 from changed
          where exists (select 1 from users where users.id = changed.user_id)
          on conflict (user_id) do update set version = ${sql.raw(versions)}.version + 1;
        return null;
      end $$`.execute(db);
  // An update bumps only the owners of rows whose shown columns changed.
  await sql`create function accounts_version_update() returns trigger language plpgsql as $$
    begin
      insert into account_versions (user_id, version)
        select distinct n.user_id, 1 from new_rows n join old_rows o on o.id = n.id
        where (${sql.raw(shownColumns("o"))}) is distinct from (${sql.raw(shownColumns("n"))})
        on conflict (user_id) do update set version = account_versions.version + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger accounts_version_update after update on accounts
    referencing old table as old_rows new table as new_rows
    for each statement execute function accounts_version_update()`.execute(db);
  for (const [source, versions, event, table] of POSTGRES_TRIGGERS)
    await sql`create trigger ${sql.raw(`${source}_version_${event}`)}
      after ${sql.raw(event)} on ${sql.raw(source)}
      referencing ${sql.raw(table)} table as changed
      for each statement execute function ${sql.raw(versions)}_bump()`.execute(
      db,
    );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const { dialect } = columnTypes(db);
  const on = (source: string) =>
    sql.raw(dialect === "postgres" ? ` on ${source}` : "");
  for (const [source, , event] of SQLITE_TRIGGERS)
    await sql`drop trigger if exists ${sql.raw(`${source}_version_${event}`)}${on(source)}`.execute(
      db,
    );
  if (dialect === "postgres")
    for (const fn of [
      "accounts_version_update",
      "account_versions_bump",
      "goal_versions_bump",
    ])
      await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  await db.schema.dropTable("goal_versions").execute();
  await db.schema.dropTable("account_versions").execute();
}

/** The accounts columns the list shows, except the transaction count (see above). */
const SHOWN = [
  "name",
  "account_type",
  "institution_name",
  "current_balance_cents",
  "is_active",
  "is_manual",
] as const;

function shownColumns(alias: string): string {
  return SHOWN.map((column) => `${alias}.${column}`).join(", ");
}

const USER_EXISTS = (row: string) =>
  `exists (select 1 from users where id = ${row}.user_id)`;

/** Source table, versions table, event, the row naming the user, and when to bump (SQLite). */
const SQLITE_TRIGGERS = [
  ["accounts", "account_versions", "insert", "new", USER_EXISTS("new")],
  [
    "accounts",
    "account_versions",
    "update",
    "new",
    SHOWN.map((column) => `old.${column} is not new.${column}`).join(" or "),
  ],
  ["accounts", "account_versions", "delete", "old", USER_EXISTS("old")],
  ["goals", "goal_versions", "insert", "new", USER_EXISTS("new")],
  ["goals", "goal_versions", "update", "new", "1"],
  ["goals", "goal_versions", "delete", "old", USER_EXISTS("old")],
  ["goal_contributions", "goal_versions", "insert", "new", USER_EXISTS("new")],
  ["goal_contributions", "goal_versions", "update", "new", "1"],
  ["goal_contributions", "goal_versions", "delete", "old", USER_EXISTS("old")],
] as const;

/** Source table, versions table, event and transition table (PostgreSQL; accounts' update above). */
const POSTGRES_TRIGGERS = [
  ["accounts", "account_versions", "insert", "new"],
  ["accounts", "account_versions", "delete", "old"],
  ["goals", "goal_versions", "insert", "new"],
  ["goals", "goal_versions", "update", "new"],
  ["goals", "goal_versions", "delete", "old"],
  ["goal_contributions", "goal_versions", "insert", "new"],
  ["goal_contributions", "goal_versions", "update", "new"],
  ["goal_contributions", "goal_versions", "delete", "old"],
] as const;
