/**
 * The floor's SQL: every statement the bare floor runs, in one place.
 *
 * This file mirrors the queries the API runs when it computes an answer (the repositories under
 * apps/server/src/features, as of this commit: transactions, transaction-totals, accounts,
 * budgets, goals, users) and must follow them: when a repository's statement changes, change
 * its twin here, or the floor stops being the floor of the same work. It uses the same tables
 * (including those the triggers keep) and the same plans (first page off the index, deferred
 * join for an offset, matched rows for a rare text, a deep page from the nearer end).
 * Placeholders are `$n` on both dialects (floor-driver.ts rewrites them for SQLite).
 */

/** The list's filters, as the API's `matching()` reads them. */
export interface FloorFilters {
  accountId?: number | undefined;
  category?: string | undefined;
  transactionType?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The LIKE pattern of the text, already lower-cased and escaped. */
  textPattern?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
}

/** A WHERE clause over `transactions` and its parameters, `$1` the user id. */
export function whereMatching(userId: number, f: FloorFilters) {
  const params: unknown[] = [userId];
  const parts = ["transactions.user_id = $1"];
  const add = (sqlText: string, value: unknown) => {
    params.push(value);
    parts.push(sqlText.replace("?", `$${String(params.length)}`));
  };
  if (f.accountId !== undefined)
    add("transactions.account_id = ?", f.accountId);
  if (f.category !== undefined) add("transactions.category = ?", f.category);
  if (f.transactionType !== undefined)
    add("transactions.transaction_type = ?", f.transactionType);
  if (f.startDate !== undefined)
    add("transactions.transaction_date >= ?", f.startDate);
  if (f.endDate !== undefined)
    add("transactions.transaction_date <= ?", f.endDate);
  if (f.minCents !== undefined)
    add("transactions.amount_cents >= ?", f.minCents);
  if (f.maxCents !== undefined)
    add("transactions.amount_cents <= ?", f.maxCents);
  if (f.textPattern !== undefined)
    add(
      `transactions.search_text in (select transaction_search_texts.search_text
        from transaction_search_texts where transaction_search_texts.user_id = $1
        and transaction_search_texts.search_text like ? escape '\\')`,
      f.textPattern,
    );
  return { where: parts.join(" and "), params };
}

const ROW = `transactions.id, transactions.account_id, transactions.description,
  transactions.merchant_name, transactions.category, transactions.amount_cents,
  transactions.transaction_type, transactions.transaction_date, transactions.is_pending`;
const NEWEST_FIRST =
  "order by transactions.transaction_date desc, transactions.id desc";
const OLDEST_FIRST =
  "order by transactions.transaction_date asc, transactions.id asc";
const WITH_ACCOUNT = `select ${ROW}, accounts.name as account_name from transactions
  inner join accounts on accounts.id = transactions.account_id`;

/**
 * A page of the list by one of the repository's three plans, newest first or (for a page nearer
 * the end) oldest first; `$n` numbering continues `params`.
 */
export function pageSql(
  plan: "first" | "offset" | "matched-rows",
  direction: "newest" | "oldest",
  where: string,
  next: number,
): string {
  const limit = `$${String(next)}`;
  const offset = `$${String(next + 1)}`;
  const order = direction === "newest" ? NEWEST_FIRST : OLDEST_FIRST;
  if (plan === "first")
    return `${WITH_ACCOUNT} where ${where} ${order} limit ${limit}`;
  const ids = `select transactions.id from transactions where ${where}`;
  if (plan === "matched-rows")
    return `${WITH_ACCOUNT} where transactions.id in (${ids}) ${order} limit ${limit} offset ${offset}`;
  return `${WITH_ACCOUNT} where transactions.id in (${ids} ${order} limit ${limit} offset ${offset}) ${order}`;
}

export const SQL = {
  count: (where: string) =>
    `select count(*) as total from transactions where ${where}`,
  accountsTotal: `select cast(coalesce(sum(accounts.transaction_count), 0) as bigint) as total
    from accounts where accounts.user_id = $1`,
  accountTotal: `select cast(coalesce(sum(accounts.transaction_count), 0) as bigint) as total
    from accounts where accounts.user_id = $1 and accounts.id = $2`,
  textSizes: `select (select cast(coalesce(sum(transaction_search_texts.transaction_count), 0) as bigint)
      from transaction_search_texts where transaction_search_texts.user_id = $1
      and transaction_search_texts.search_text like $2 escape '\\') as matched,
    (select cast(coalesce(sum(accounts.transaction_count), 0) as bigint)
      from accounts where accounts.user_id = $1) as everything`,

  login: "select id, password_hash from users where email = $1",
  profile: `select id, email, full_name, phone_number, currency, timezone, is_verified, created_at,
    notification_preferences from users where id = $1`,
  timezone: "select timezone from users where id = $1",
  // Balances as of $2 (the profile's day) from their anchors, as accounts.repository.ts works
  // them out (ADR 0032); liabilities stated as positive amounts owed move the other way.
  accounts: `select accounts.id, accounts.name, accounts.account_type, accounts.institution_name,
    accounts.balance_anchor_cents + (case when accounts.account_type in ('credit_card', 'loan', 'mortgage')
      and accounts.balance_anchor_cents > 0 then -1 else 1 end) * coalesce((
      select cast(sum(case when moved.transaction_type = 'debit' then -moved.amount_cents
        else moved.amount_cents end) as bigint) from transactions as moved
      where moved.account_id = accounts.id and moved.transaction_date >= accounts.balance_anchor_date
        and moved.transaction_date <= $2 and (moved.transaction_date > accounts.balance_anchor_date
          or moved.created_at > accounts.balance_anchored_at)), 0) as current_balance_cents,
    accounts.is_active, accounts.is_manual, accounts.created_at,
    accounts.transaction_count from accounts where accounts.user_id = $1 order by accounts.id`,

  rowSums: `select category,
    cast(coalesce(sum(case when transaction_type = 'debit' then amount_cents end), 0) as bigint) as debit_cents,
    cast(coalesce(sum(case when transaction_type = 'credit' then amount_cents end), 0) as bigint) as credit_cents
    from transactions where user_id = $1 and transaction_date >= $2 and transaction_date <= $3
    group by category`,
  pendingCount: `select count(*) as count from transactions where user_id = $1
    and transaction_date >= $2 and transaction_date <= $3 and transactions.is_pending`,
  oneBefore:
    "select id from transactions where user_id = $1 and transaction_date < $2 limit 1",

  budgets: `select id, name, category, amount_cents, period, alert_threshold_bp, created_at
    from budgets where user_id = $1 order by id`,
  createBudget: `insert into budgets (user_id, name, category, amount_cents, period,
    alert_threshold_bp, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $7)
    returning id, name, category, amount_cents, period, alert_threshold_bp, created_at`,
  updateBudget: `update budgets set name = $3, category = $4, amount_cents = $5, period = $6,
    alert_threshold_bp = $7, updated_at = $8 where user_id = $1 and id = $2
    returning id, name, category, amount_cents, period, alert_threshold_bp, created_at`,

  goals: `select id, name, description, target_cents, current_cents, target_date, is_active,
    is_completed, created_at from goals where user_id = $1
    order by is_completed, target_date, id`,
  dailyContributions: (oneGoal: boolean) =>
    `select goal_id, contributed_on, cast(sum(amount_cents) as bigint) as amount_cents
    from goal_contributions where user_id = $1 and contributed_on >= $2
    ${oneGoal ? "and goal_id = $3" : ""} group by goal_id, contributed_on`,
  addToGoal: `update goals set current_cents = current_cents + $3,
    is_completed = current_cents + $3 >= target_cents, updated_at = $4
    where user_id = $1 and id = $2 and is_completed = $5
    returning id, name, description, target_cents, current_cents, target_date, is_active,
    is_completed, created_at`,
  recordContribution: `insert into goal_contributions (user_id, goal_id, amount_cents,
    contributed_on, created_at) values ($1, $2, $3, $4, $5)`,
};

/** On PostgreSQL every transaction write locks its accounts first, in id order (ADR 0014). */
const lockClause = (postgres: boolean) => (postgres ? "for no key update" : "");

const ACCOUNT_NAME =
  "(select accounts.name from accounts where accounts.id = transactions.account_id) as account_name";

/** The user's accounts among `ids`, locked on PostgreSQL, counted (the repository's `lockAccounts`). */
const lockedCount = (ids: string, postgres: boolean) =>
  `(select count(*) from (select accounts.id from accounts where accounts.user_id = $1
    and accounts.id in (${ids}) order by accounts.id ${lockClause(postgres)}) as locked)`;

const CURRENT_ACCOUNT = `(select current.account_id from transactions as current
  where current.id = $2 and current.user_id = $1)`;

/** The three transaction writes, each one statement whose triggers do the rest. */
export function writeSql(postgres: boolean) {
  return {
    create: `insert into transactions (user_id, account_id, description, merchant_name, category,
      amount_cents, transaction_type, transaction_date, is_pending, search_text, created_at,
      updated_at)
      select $1, accounts.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11 from accounts
      where accounts.id = $2 and accounts.user_id = $1 ${lockClause(postgres)}
      returning transactions.id, ${ACCOUNT_NAME}`,
    update: `update transactions set account_id = $3, description = $4, merchant_name = $5,
      category = $6, amount_cents = $7, transaction_type = $8, transaction_date = $9,
      is_pending = $10, search_text = $11,
      category_source = case when category = $6 then category_source else 'user' end,
      updated_at = $12
      where transactions.id = $2 and transactions.user_id = $1
      and exists (select accounts.id from accounts where accounts.id = $3 and accounts.user_id = $1)
      and ${lockedCount(`$3, ${CURRENT_ACCOUNT}`, postgres)} > 0
      returning ${ROW}, ${ACCOUNT_NAME}`,
    delete: `delete from transactions where transactions.id = $2 and transactions.user_id = $1
      and ${lockedCount(CURRENT_ACCOUNT, postgres)} > 0 returning transactions.id`,
  };
}
