import { sql, type Kysely, type RawBuilder } from "kysely";
import { columnTypes } from "../schema-helpers";

/**
 * A manual account's balance moves with its transactions inside the database, with the figures
 * the triggers of migrations 0009–0013 already keep (ADR 0014). A transaction write is then one
 * statement: no read of the account first and no separate balance update while the account's
 * row is locked. On PostgreSQL a write of a user's transaction locks that user's account and
 * version rows until it commits; holding them across four round trips to a busy server capped one
 * account's writes at ~400 a second.
 *
 * The balance effect is the domain's `balanceEffect`: a debit takes its amount off, a credit adds
 * it. A linked account's balance is its bank's and never moves here. The balances already stored
 * are right, so nothing is backfilled.
 *
 * SQLite: the account-count row triggers of migration 0009 also move the balance.
 *
 * PostgreSQL: the fifteen statement triggers of migrations 0009–0012 (four figures, each with
 * its own function per direction, an update firing two for most) become one per event, running
 * one function over the statement's rows signed +1 (new) and −1 (old). It writes each table once,
 * with the net change: an edit that moves nothing leaves the account and the monthly row alone.
 * It locks rows in one order — accounts by id, then monthly totals and search texts by key, then
 * the version — so two statements sharing rows wait for each other rather than deadlock. A
 * create runs one trigger instead of four. The functions of 0009–0013 stay for `down`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).dialect === "sqlite") {
    await sqliteTriggers(db, { withBalance: true });
    return;
  }
  for (const [event] of EVENTS)
    await sql`create function ${sql.raw(`transactions_changed_${event}`)}()
      returns trigger language plpgsql as $$ begin ${keepFigures(event)} return null; end $$`.execute(
      db,
    );
  for (const [name] of OLD_TRIGGERS)
    await sql`drop trigger ${sql.raw(name)} on transactions`.execute(db);
  for (const [event, referencing] of EVENTS)
    await sql`create trigger ${sql.raw(`transactions_changed_${event}`)}
      after ${sql.raw(event)} on transactions referencing ${sql.raw(referencing)}
      for each statement execute function ${sql.raw(`transactions_changed_${event}`)}()`.execute(
      db,
    );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).dialect === "sqlite") {
    await sqliteTriggers(db, { withBalance: false });
    return;
  }
  for (const [event] of EVENTS) {
    await sql`drop trigger ${sql.raw(`transactions_changed_${event}`)} on transactions`.execute(
      db,
    );
    await sql`drop function ${sql.raw(`transactions_changed_${event}`)}()`.execute(
      db,
    );
  }
  // The triggers of 0009–0012 as they left them, over their own functions (never dropped).
  for (const [name, event, table, fn] of OLD_TRIGGERS)
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on transactions
      referencing ${sql.raw(table)} table as changed
      for each statement execute function ${sql.raw(fn)}()`.execute(db);
}

/**
 * The statement triggers of migrations 0009–0012 (0013 replaced two functions, not the
 * triggers): name, event, transition table, function.
 */
const OLD_TRIGGERS = [
  ["monthly_totals_insert", "insert", "new", "monthly_totals_add"],
  ["monthly_totals_delete", "delete", "old", "monthly_totals_subtract"],
  ["monthly_totals_update_old", "update", "old", "monthly_totals_subtract"],
  ["monthly_totals_update_new", "update", "new", "monthly_totals_add"],
  ["search_texts_insert", "insert", "new", "search_texts_add"],
  ["search_texts_delete", "delete", "old", "search_texts_subtract"],
  ["search_texts_update_old", "update", "old", "search_texts_subtract"],
  ["search_texts_update_new", "update", "new", "search_texts_add"],
  ["transactions_count_insert", "insert", "new", "transactions_count_add"],
  ["transactions_count_delete", "delete", "old", "transactions_count_subtract"],
  [
    "transactions_count_update_old",
    "update",
    "old",
    "transactions_count_subtract",
  ],
  ["transactions_count_update_new", "update", "new", "transactions_count_add"],
  ["transactions_version_insert", "insert", "new", "transactions_version"],
  ["transactions_version_delete", "delete", "old", "transactions_version"],
  ["transactions_version_update", "update", "new", "transactions_version"],
] as const;

/** The events, each with the transition tables its trigger declares. */
const EVENTS = [
  ["insert", "new table as new_rows"],
  ["delete", "old table as old_rows"],
  ["update", "old table as old_rows new table as new_rows"],
] as const;

/**
 * The PL/pgSQL statements that apply one statement's changed rows to every kept figure: an
 * insert's rows count +1, a delete's −1, an update's old rows −1 and new rows +1.
 */
function keepFigures(event: (typeof EVENTS)[number][0]) {
  // Insert and delete have one sign for every row, so they read their table as it is.
  const [rows, sign, count] =
    event === "update"
      ? [
          "(select *, -1 as sign from old_rows union all select *, 1 from new_rows) as changed",
          "sign",
          "sum(sign)",
        ]
      : event === "insert"
        ? ["new_rows as changed", "1", "count(*)"]
        : ["old_rows as changed", "-1", "-count(*)"];
  const r = sql.raw(rows);
  const s = sql.raw(sign);
  const n = sql.raw(count);
  const debits = sql`sum(case when transaction_type = 'debit' then ${s} * amount_cents else 0 end)`;
  const credits = sql`sum(case when transaction_type = 'credit' then ${s} * amount_cents else 0 end)`;
  // An update that changes no figure of a month or a search text leaves its row alone.
  const changedOnly = (...sums: RawBuilder<unknown>[]) =>
    event === "update"
      ? sql`having ${sql.join(
          sums.map((sum) => sql`${sum} <> 0`),
          sql` or `,
        )}`
      : sql``;
  return sql`
    with moved as (
      select account_id, ${n} as n, sum(${s} * (${EFFECT})) as effect
        from ${r} group by account_id
    ), locked as (
      select accounts.id, moved.n, moved.effect from accounts join moved
        on moved.account_id = accounts.id
        where moved.n <> 0 or (accounts.is_manual and moved.effect <> 0)
        order by accounts.id for no key update of accounts
    )
    update accounts set
        transaction_count = transaction_count + locked.n,
        current_balance_cents = current_balance_cents +
          case when accounts.is_manual then locked.effect else 0 end
      from locked where accounts.id = locked.id;
    insert into monthly_category_totals
        (user_id, month, category, debit_cents, credit_cents, transaction_count)
      select user_id, to_char(transaction_date, 'YYYY-MM'), category, ${debits}, ${credits}, ${n}
        from ${r} group by 1, 2, 3 ${changedOnly(n, debits, credits)}
        order by 1, 2, 3
      on conflict (user_id, month, category) do update set
        debit_cents = monthly_category_totals.debit_cents + excluded.debit_cents,
        credit_cents = monthly_category_totals.credit_cents + excluded.credit_cents,
        transaction_count = monthly_category_totals.transaction_count + excluded.transaction_count;
    insert into transaction_search_texts (user_id, search_text, transaction_count)
      select user_id, search_text, ${n} from ${r}
        group by 1, 2 ${changedOnly(n)} order by 1, 2
      on conflict (user_id, search_text) do update set
        transaction_count = transaction_search_texts.transaction_count + excluded.transaction_count;
    ${
      event === "insert"
        ? sql``
        : sql`delete from transaction_search_texts as texts
      using (select distinct user_id, search_text from ${r}) as gone
      where texts.user_id = gone.user_id and texts.search_text = gone.search_text
        and texts.transaction_count = 0;`
    }
    insert into transaction_versions (user_id, version)
      select distinct user_id, 1 from ${r}
      on conflict (user_id) do update set version = transaction_versions.version + 1;`;
}

/** A transaction row's balance effect (`balanceEffect` in the domain package). */
const EFFECT = sql.raw(
  "case when transaction_type = 'debit' then -amount_cents else amount_cents end",
);

/** SQLite's row triggers of migration 0009, with the balance move or as that migration left them. */
async function sqliteTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
  db: Kysely<any>,
  { withBalance }: { withBalance: boolean },
): Promise<void> {
  const move = (row: "new" | "old", sign: "+" | "-") => {
    const count = sql.raw(`transaction_count = transaction_count ${sign} 1`);
    if (!withBalance)
      return sql`update accounts set ${count} where id = ${sql.raw(row)}.account_id;`;
    const effect = sql.raw(
      `case when ${row}.transaction_type = 'debit' then -${row}.amount_cents else ${row}.amount_cents end`,
    );
    return sql`update accounts set ${count},
      current_balance_cents = current_balance_cents ${sql.raw(sign)}
        case when is_manual then ${effect} else 0 end
      where id = ${sql.raw(row)}.account_id;`;
  };
  for (const name of ["insert", "delete", "move"])
    await sql`drop trigger ${sql.raw(`transactions_count_${name}`)}`.execute(
      db,
    );
  await sql`create trigger transactions_count_insert after insert on transactions begin
    ${move("new", "+")}
  end`.execute(db);
  await sql`create trigger transactions_count_delete after delete on transactions begin
    ${move("old", "-")}
  end`.execute(db);
  if (withBalance)
    await sql`create trigger transactions_count_move
      after update of account_id, amount_cents, transaction_type on transactions begin
      ${move("old", "-")}
      ${move("new", "+")}
    end`.execute(db);
  else
    await sql`create trigger transactions_count_move after update of account_id on transactions
      when old.account_id <> new.account_id begin
      ${move("old", "-")}
      ${move("new", "+")}
    end`.execute(db);
}
