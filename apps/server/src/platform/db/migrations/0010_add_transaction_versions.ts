import { sql, type Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * A per-user version of the transactions, bumped by triggers on every insert, update and delete
 * (ADR 0008). A reader that keeps a user's rows in memory (the assistant's snapshot) reads the
 * version first — one primary-key lookup — and reuses its copy while the version is unchanged,
 * whatever instance or feature wrote the rows. PostgreSQL bumps once per statement (transition
 * tables), so a bank sync's 500-row page is one update, not 500.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "transaction_versions")
    .addColumn("user_id", t.id, (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("version", t.cents, (c) => c.notNull())
    .execute();
  if (t.dialect === "sqlite") {
    for (const [event, row] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const)
      await sql`create trigger ${sql.raw(`transactions_version_${event}`)}
        after ${sql.raw(event)} on transactions begin
        insert into transaction_versions (user_id, version) values (${sql.raw(row)}.user_id, 1)
        on conflict (user_id) do update set version = version + 1;
      end`.execute(db);
    return;
  }
  await sql`create function transactions_version() returns trigger language plpgsql as $$
    begin
      insert into transaction_versions (user_id, version)
        select distinct user_id, 1 from changed
        on conflict (user_id) do update set version = transaction_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const [event, table] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const)
    await sql`create trigger ${sql.raw(`transactions_version_${event}`)}
      after ${sql.raw(event)} on transactions
      referencing ${sql.raw(table)} table as changed
      for each statement execute function transactions_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const { dialect } = columnTypes(db);
  for (const event of ["insert", "update", "delete"])
    await sql`drop trigger if exists ${sql.raw(`transactions_version_${event}`)}${sql.raw(dialect === "postgres" ? " on transactions" : "")}`.execute(
      db,
    );
  if (dialect === "postgres")
    await sql`drop function if exists transactions_version()`.execute(db);
  await db.schema.dropTable("transaction_versions").execute();
}
