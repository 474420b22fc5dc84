import { sql, type Kysely, type RawBuilder } from "kysely";
import { columnTypes } from "../schema-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
type AnyDb = Kysely<any>;

/**
 * Drops the monthly totals per category (migrations 0011, 0013) and what kept them. Their sums
 * stopped being read when the ledger's read model began adding up windows from the rows (ADR
 * 0037); their counts gave a category's list total and the month a deep page starts in, and
 * keyset paging (ADR 0042) reads deep pages from rows of pages already shown or from the list's
 * nearer end instead. On the bench's realistic mix they bought nothing measurable
 * (docs/performance.md), while every write paid for them.
 *
 * SQLite: the three row triggers of migration 0013. PostgreSQL: the statement triggers'
 * functions of migration 0022 are redefined without the monthly totals, and the two functions of
 * migration 0011 that nothing calls since migration 0016 go.
 */
export async function up(db: AnyDb): Promise<void> {
  if (columnTypes(db).dialect === "sqlite") {
    for (const name of ["insert", "delete", "update"])
      await sql`drop trigger ${sql.raw(`monthly_totals_${name}`)}`.execute(db);
  } else {
    for (const event of ["insert", "delete", "update"] as const)
      await sql`create or replace function ${sql.raw(`transactions_changed_${event}`)}()
        returns trigger language plpgsql as $$ begin ${keepFigures(event)} return null; end $$`.execute(
        db,
      );
    await sql`drop function monthly_totals_add()`.execute(db);
    await sql`drop function monthly_totals_subtract()`.execute(db);
  }
  await db.schema.dropTable("monthly_category_totals").execute();
}

/** Going back is not supported: the totals would have to be rebuilt from every row. */
export function down(): Promise<void> {
  return Promise.reject(
    new Error("Migration 0025 (monthly totals dropped) cannot be undone"),
  );
}

/**
 * Migration 0022's statement-trigger body without the monthly totals: the account's transaction
 * count, the search texts and the version, each written once with the net change, rows locked
 * in the same order (accounts by id, then the search texts by key, then the version).
 */
function keepFigures(event: "insert" | "delete" | "update") {
  const [rows, count] =
    event === "update"
      ? [
          "(select *, -1 as sign from old_rows union all select *, 1 from new_rows) as changed",
          "sum(sign)",
        ]
      : event === "insert"
        ? ["new_rows as changed", "count(*)"]
        : ["old_rows as changed", "-count(*)"];
  const r = sql.raw(rows);
  const n: RawBuilder<unknown> = sql.raw(count);
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
    insert into transaction_search_texts (user_id, search_text, transaction_count)
      select user_id, search_text, ${n} from ${r}
        group by 1, 2 ${event === "update" ? sql`having ${n} <> 0` : sql``} order by 1, 2
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
