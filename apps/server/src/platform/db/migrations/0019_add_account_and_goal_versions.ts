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
 * new one would name no user (as in 0018). Both dialects bump per row, as these tables change a
 * row or two per statement; on PostgreSQL an account update bumps only when the trigger's WHEN
 * clause finds a shown column changed. Lock order: a row is locked by the statement that changes
 * it before its trigger takes the version row, the order every transaction write already uses
 * (accounts first; ADR 0014).
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
    for (const [source, versions, event] of TRIGGERS) {
      const row = event === "delete" ? "old" : "new";
      const when =
        event === "delete"
          ? `exists (select 1 from users where id = old.user_id)`
          : event === "update" && source === "accounts"
            ? SHOWN.map((c) => `old.${c} is not new.${c}`).join(" or ")
            : "1";
      await sql`create trigger ${sql.raw(`${source}_version_${event}`)}
        after ${sql.raw(event)} on ${sql.raw(source)}
        when ${sql.raw(when)} begin
        insert into ${sql.raw(versions)} (user_id, version) values (${sql.raw(row)}.user_id, 1)
        on conflict (user_id) do update set version = version + 1;
      end`.execute(db);
    }
    return;
  }

  for (const versions of ["account_versions", "goal_versions"])
    await sql`create function ${sql.raw(versions)}_bump() returns trigger language plpgsql as $$
      declare
        owner bigint;
      begin
        if tg_op = 'DELETE' then
          owner := old.user_id;
          -- In a user's cascade the user's row is already gone.
          if not exists (select 1 from users where id = owner) then return null; end if;
        else
          owner := new.user_id;
        end if;
        insert into ${sql.raw(versions)} (user_id, version) values (owner, 1)
          on conflict (user_id) do update set version = ${sql.raw(versions)}.version + 1;
        return null;
      end $$`.execute(db);
  for (const [source, versions, event] of TRIGGERS) {
    const when =
      event === "update" && source === "accounts"
        ? sql`when ((${sql.raw(shownColumns("old"))}) is distinct from (${sql.raw(shownColumns("new"))}))`
        : sql``;
    await sql`create trigger ${sql.raw(`${source}_version_${event}`)}
      after ${sql.raw(event)} on ${sql.raw(source)} for each row ${when}
      execute function ${sql.raw(versions)}_bump()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const { dialect } = columnTypes(db);
  const on = (source: string) =>
    sql.raw(dialect === "postgres" ? ` on ${source}` : "");
  for (const [source, , event] of TRIGGERS)
    await sql`drop trigger if exists ${sql.raw(`${source}_version_${event}`)}${on(source)}`.execute(
      db,
    );
  if (dialect === "postgres")
    for (const fn of ["account_versions_bump", "goal_versions_bump"])
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

/** Source table, versions table and event of each trigger. */
const TRIGGERS = [
  ["accounts", "account_versions", "insert"],
  ["accounts", "account_versions", "update"],
  ["accounts", "account_versions", "delete"],
  ["goals", "goal_versions", "insert"],
  ["goals", "goal_versions", "update"],
  ["goals", "goal_versions", "delete"],
  ["goal_contributions", "goal_versions", "insert"],
  ["goal_contributions", "goal_versions", "update"],
  ["goal_contributions", "goal_versions", "delete"],
] as const;
