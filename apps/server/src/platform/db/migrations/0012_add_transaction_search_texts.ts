import { sql, type Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * Each user's distinct search texts (description and merchant, lower-cased) with how many of
 * their transactions carry each, kept by triggers on `transactions` (ADR 0008). A user's rows
 * repeat a few hundred texts at most, so the text filter matches its pattern against these
 * instead of every row: the filtered count is a sum over a few matching texts, and the page
 * reads only rows whose text matched. `LIKE '%coffee%'` over a heavy user's 100,000 rows took
 * 6–7 ms for the count alone, on every request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "transaction_search_texts")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("search_text", t.text, (c) => c.notNull())
    .addColumn("transaction_count", t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint("transaction_search_texts_pk", [
      "user_id",
      "search_text",
    ])
    .execute();
  await sql`insert into transaction_search_texts (user_id, search_text, transaction_count)
    select user_id, search_text, count(*) from transactions group by 1, 2`.execute(
    db,
  );

  if (t.dialect === "sqlite") {
    const add = sql`
      insert into transaction_search_texts (user_id, search_text, transaction_count)
      values (new.user_id, new.search_text, 1)
      on conflict (user_id, search_text) do update set
        transaction_count = transaction_count + 1;`;
    const remove = sql`
      update transaction_search_texts set transaction_count = transaction_count - 1
        where user_id = old.user_id and search_text = old.search_text;
      delete from transaction_search_texts
        where user_id = old.user_id and search_text = old.search_text
          and transaction_count = 0;`;
    await sql`create trigger search_texts_insert after insert on transactions begin
      ${add}
    end`.execute(db);
    await sql`create trigger search_texts_delete after delete on transactions begin
      ${remove}
    end`.execute(db);
    await sql`create trigger search_texts_update
      after update of user_id, search_text on transactions begin
      ${remove}
      ${add}
    end`.execute(db);
    return;
  }

  // One function per direction, each over a statement's transition table named "changed".
  await sql`create function search_texts_add() returns trigger language plpgsql as $$
    begin
      insert into transaction_search_texts (user_id, search_text, transaction_count)
        select user_id, search_text, count(*) from changed group by 1, 2
        on conflict (user_id, search_text) do update set
          transaction_count = transaction_search_texts.transaction_count + excluded.transaction_count;
      return null;
    end $$`.execute(db);
  await sql`create function search_texts_subtract() returns trigger language plpgsql as $$
    begin
      update transaction_search_texts s set transaction_count = s.transaction_count - c.n
        from (select user_id, search_text, count(*) as n from changed group by 1, 2) c
        where s.user_id = c.user_id and s.search_text = c.search_text;
      delete from transaction_search_texts s
        using (select distinct user_id, search_text from changed) c
        where s.user_id = c.user_id and s.search_text = c.search_text
          and s.transaction_count = 0;
      return null;
    end $$`.execute(db);
  const triggers: [string, string, string, string][] = [
    ["search_texts_insert", "insert", "new", "search_texts_add"],
    ["search_texts_delete", "delete", "old", "search_texts_subtract"],
    ["search_texts_update_new", "update", "new", "search_texts_add"],
    ["search_texts_update_old", "update", "old", "search_texts_subtract"],
  ];
  for (const [name, event, table, fn] of triggers)
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on transactions
      referencing ${sql.raw(table)} table as changed
      for each statement execute function ${sql.raw(fn)}()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  const { dialect } = columnTypes(db);
  const on = dialect === "postgres" ? " on transactions" : "";
  const names =
    dialect === "postgres"
      ? ["insert", "delete", "update_old", "update_new"]
      : ["insert", "delete", "update"];
  for (const name of names)
    await sql`drop trigger if exists ${sql.raw(`search_texts_${name}${on}`)}`.execute(
      db,
    );
  if (dialect === "postgres") {
    await sql`drop function if exists search_texts_add()`.execute(db);
    await sql`drop function if exists search_texts_subtract()`.execute(db);
  }
  await db.schema.dropTable("transaction_search_texts").execute();
}
