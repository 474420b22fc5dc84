import { sql, type Kysely } from "kysely";
import { columnTypes, createKeyedTable } from "../schema-helpers";

/**
 * Each user's debits and credits per calendar month and category, kept by triggers on
 * `transactions` (ADR 0008). Budgets, the dashboard and insights add up windows of whole months
 * (a month, quarter or year) from these rows — at most 12 × 14 per year — and read the rows
 * themselves only for partial months at a window's edges. Summing a year of a heavy user's
 * 20,000 rows took 4 ms per window before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await createKeyedTable(db, "monthly_category_totals")
    .addColumn("user_id", t.id, (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("month", t.text, (c) => c.notNull())
    .addColumn("category", t.text, (c) => c.notNull())
    .addColumn("debit_cents", t.cents, (c) => c.notNull())
    .addColumn("credit_cents", t.cents, (c) => c.notNull())
    .addPrimaryKeyConstraint("monthly_category_totals_pk", [
      "user_id",
      "month",
      "category",
    ])
    .execute();

  if (t.dialect === "sqlite") {
    const month = (row: string) =>
      sql.raw(`substr(${row}.transaction_date, 1, 7)`);
    const change = (row: "new" | "old", sign: 1 | -1) => sql`
      insert into monthly_category_totals (user_id, month, category, debit_cents, credit_cents)
      values (${sql.raw(row)}.user_id, ${month(row)}, ${sql.raw(row)}.category,
        case when ${sql.raw(row)}.transaction_type = 'debit' then ${sql.raw(String(sign))} * ${sql.raw(row)}.amount_cents else 0 end,
        case when ${sql.raw(row)}.transaction_type = 'credit' then ${sql.raw(String(sign))} * ${sql.raw(row)}.amount_cents else 0 end)
      on conflict (user_id, month, category) do update set
        debit_cents = debit_cents + excluded.debit_cents,
        credit_cents = credit_cents + excluded.credit_cents;`;
    await sql`insert into monthly_category_totals (user_id, month, category, debit_cents, credit_cents)
      select user_id, substr(transaction_date, 1, 7), category,
        sum(case when transaction_type = 'debit' then amount_cents else 0 end),
        sum(case when transaction_type = 'credit' then amount_cents else 0 end)
      from transactions group by 1, 2, 3`.execute(db);
    await sql`create trigger monthly_totals_insert after insert on transactions begin
      ${change("new", 1)}
    end`.execute(db);
    await sql`create trigger monthly_totals_delete after delete on transactions begin
      ${change("old", -1)}
    end`.execute(db);
    await sql`create trigger monthly_totals_update
      after update of user_id, transaction_date, category, transaction_type, amount_cents on transactions begin
      ${change("old", -1)}
      ${change("new", 1)}
    end`.execute(db);
    return;
  }

  await sql`insert into monthly_category_totals (user_id, month, category, debit_cents, credit_cents)
    select user_id, to_char(transaction_date, 'YYYY-MM'), category,
      sum(case when transaction_type = 'debit' then amount_cents else 0 end),
      sum(case when transaction_type = 'credit' then amount_cents else 0 end)
    from transactions group by 1, 2, 3`.execute(db);
  // One function per direction, each over a statement's transition table named "changed".
  for (const [name, sign] of [
    ["monthly_totals_add", "+"],
    ["monthly_totals_subtract", "-"],
  ] as const)
    await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        insert into monthly_category_totals (user_id, month, category, debit_cents, credit_cents)
          select user_id, to_char(transaction_date, 'YYYY-MM'), category,
            ${sql.raw(sign)} sum(case when transaction_type = 'debit' then amount_cents else 0 end),
            ${sql.raw(sign)} sum(case when transaction_type = 'credit' then amount_cents else 0 end)
          from changed group by 1, 2, 3
          on conflict (user_id, month, category) do update set
            debit_cents = monthly_category_totals.debit_cents + excluded.debit_cents,
            credit_cents = monthly_category_totals.credit_cents + excluded.credit_cents;
        return null;
      end $$`.execute(db);
  const triggers: [string, string, string, string][] = [
    ["monthly_totals_insert", "insert", "new", "monthly_totals_add"],
    ["monthly_totals_delete", "delete", "old", "monthly_totals_subtract"],
    ["monthly_totals_update_old", "update", "old", "monthly_totals_subtract"],
    ["monthly_totals_update_new", "update", "new", "monthly_totals_add"],
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
    await sql`drop trigger if exists ${sql.raw(`monthly_totals_${name}${on}`)}`.execute(
      db,
    );
  if (dialect === "postgres") {
    await sql`drop function if exists monthly_totals_add()`.execute(db);
    await sql`drop function if exists monthly_totals_subtract()`.execute(db);
  }
  await db.schema.dropTable("monthly_category_totals").execute();
}
