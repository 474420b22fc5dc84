import { sql, type Kysely, type RawBuilder } from "kysely";
import { columnTypes } from "../schema-helpers";

/**
 * Balances anchored in time (ADR 0032, docs/glossary.md "Balance"). An account keeps what the
 * person or the bank said its balance was and when — `balance_anchor_cents` (the former
 * `current_balance_cents`), `balance_anchor_date` (the profile's calendar day) and
 * `balance_anchored_at` (the instant) — and the balance shown is worked out on each read from the
 * anchor and the transactions dated after it, up to today (`accounts.repository.ts`). So the
 * triggers of migration 0016 stop moving a manual balance: back-filled history, an older
 * statement or a bank's past no longer change today's balance, and an upcoming row counts on its
 * day without a write. The triggers keep every other figure as before.
 *
 * Existing accounts are anchored now at their stored balance, which held every transaction,
 * upcoming ones included (the triggers moved it on each write); a manual account's anchor takes
 * out its rows dated after today (in UTC: a migration knows no profile's day), so each counts
 * once, on its day. A linked account's balance is its bank's and held no transaction.
 *
 * The accounts version (migration 0019) also moves when the anchor's day or moment changes: a
 * re-anchored balance with the same figure still changes what the list shows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  if (t.dialect === "sqlite") await sqliteCountTriggers(db, "drop");
  await db.schema
    .alterTable("accounts")
    .renameColumn("current_balance_cents", "balance_anchor_cents")
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("balance_anchor_date", t.date, (c) =>
      c.notNull().defaultTo(today),
    )
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("balance_anchored_at", t.instant, (c) =>
      c.notNull().defaultTo(now),
    )
    .execute();
  await sql`update accounts set balance_anchor_cents = balance_anchor_cents - coalesce((
      select sum(${EFFECT}) from transactions
        where transactions.account_id = accounts.id and transactions.transaction_date > ${today}
    ), 0)
    where is_manual`.execute(db);

  if (t.dialect === "sqlite") {
    await sqliteCountTriggers(db, "create");
    await sql`drop trigger accounts_version_update`.execute(db);
    await sql`create trigger accounts_version_update after update on accounts
      when ${sql.raw(SHOWN.map((c) => `old.${c} is not new.${c}`).join(" or "))} begin
      insert into account_versions (user_id, version) values (new.user_id, 1)
      on conflict (user_id) do update set version = version + 1;
    end`.execute(db);
    return;
  }
  for (const event of ["insert", "delete", "update"] as const)
    await sql`create or replace function ${sql.raw(`transactions_changed_${event}`)}()
      returns trigger language plpgsql as $$ begin ${keepFigures(event)} return null; end $$`.execute(
      db,
    );
  await sql`drop trigger accounts_version_update on accounts`.execute(db);
  await sql`create trigger accounts_version_update after update on accounts for each row
    when ((${sql.raw(SHOWN.map((c) => `old.${c}`).join(", "))}) is distinct from
      (${sql.raw(SHOWN.map((c) => `new.${c}`).join(", "))}))
    execute function account_versions_bump()`.execute(db);
}

/** Going back is not supported: the balances moved since cannot be told from the anchors. */
export function down(): Promise<void> {
  return Promise.reject(
    new Error("Migration 0022 (anchored balances) cannot be undone"),
  );
}

/** The accounts columns the list shows (migration 0019's list, with the anchor's day and moment). */
const SHOWN = [
  "name",
  "account_type",
  "institution_name",
  "balance_anchor_cents",
  "balance_anchor_date",
  "balance_anchored_at",
  "is_active",
  "is_manual",
] as const;

/** A transaction row's balance effect (`balanceEffect` in the domain package). */
const EFFECT = sql.raw(
  "case when transaction_type = 'debit' then -amount_cents else amount_cents end",
);

/** SQLite's account-count row triggers (migration 0009) without the balance move 0016 gave them. */
async function sqliteCountTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
  db: Kysely<any>,
  step: "drop" | "create",
): Promise<void> {
  if (step === "drop") {
    for (const name of ["insert", "delete", "move"])
      await sql`drop trigger ${sql.raw(`transactions_count_${name}`)}`.execute(
        db,
      );
    return;
  }
  const move = (row: "new" | "old", sign: "+" | "-") =>
    sql`update accounts set ${sql.raw(`transaction_count = transaction_count ${sign} 1`)}
      where id = ${sql.raw(row)}.account_id;`;
  await sql`create trigger transactions_count_insert after insert on transactions begin
    ${move("new", "+")}
  end`.execute(db);
  await sql`create trigger transactions_count_delete after delete on transactions begin
    ${move("old", "-")}
  end`.execute(db);
  await sql`create trigger transactions_count_move after update of account_id on transactions
    when old.account_id <> new.account_id begin
    ${move("old", "-")}
    ${move("new", "+")}
  end`.execute(db);
}

/**
 * Migration 0016's statement-trigger body without the balance move: the account's transaction
 * count, the monthly totals, the search texts and the version, each written once with the net
 * change, rows locked in the same order (accounts by id, then the keyed tables, then the version).
 */
function keepFigures(event: "insert" | "delete" | "update") {
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
  const changedOnly = (...sums: RawBuilder<unknown>[]) =>
    event === "update"
      ? sql`having ${sql.join(
          sums.map((sum) => sql`${sum} <> 0`),
          sql` or `,
        )}`
      : sql``;
  return sql`
    with moved as (
      select account_id, ${n} as n from ${r} group by account_id
    ), locked as (
      select accounts.id, moved.n from accounts join moved
        on moved.account_id = accounts.id
        where moved.n <> 0
        order by accounts.id for no key update of accounts
    )
    update accounts set transaction_count = transaction_count + locked.n
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
