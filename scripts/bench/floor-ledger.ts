/**
 * The floor's reads: the statements of floor-sql.ts composed as the API's repositories compose
 * them (which plan for a page, which table gives a total, which windows a screen sums), with
 * nothing kept between requests: every answer is computed, as the floor of the API's work.
 */
import {
  BUDGET_PERIODS,
  monthToDateWindows,
  paceWindowStart,
  periodWindow,
  todayIn,
  type DateRange,
} from "@finch/domain";
import type { FloorDb, FloorRow } from "./floor-driver";
import { SQL, pageSql, whereMatching, type FloorFilters } from "./floor-sql";

/** The list's filters with the text as typed. */
export type ListFilters = Omit<FloorFilters, "textPattern"> & {
  text?: string | undefined;
};

const num = (row: FloorRow | undefined, key: string) => Number(row?.[key] ?? 0);

/**
 * One page and the size of the filtered set, as `GET /transactions` answers: a deep page is read
 * from the nearer end of the list (the repository also starts from rows of pages it has shown,
 * which the floor, keeping nothing, does not know).
 */
export async function listPage(
  db: FloorDb,
  userId: number,
  filters: ListFilters,
  page: { skip: number; limit: number },
) {
  const { text, ...rest } = filters;
  let sizes: { matched: number; everything: number } | undefined;
  let all: FloorFilters = rest;
  if (text !== undefined && text !== "") {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [row] = await db.query(SQL.textSizes, [userId, pattern]);
    sizes = {
      matched: num(row, "matched"),
      everything: num(row, "everything"),
    };
    if (sizes.matched === 0) return { transactions: [], total: 0 };
    all = { ...rest, textPattern: pattern };
  }
  const planOf = (offset: number, limit: number) =>
    sizes &&
    2 * sizes.matched < ((offset + limit) * sizes.everything) / sizes.matched
      ? "matched-rows"
      : "walk";
  const count = () =>
    sizes && usesOnly(rest) ? sizes.matched : countMatching(db, userId, all);
  if (page.skip === 0) {
    const [rows, total] = await Promise.all([
      readPage(db, userId, all, "newest", 0, page.limit, planOf(0, page.limit)),
      count(),
    ]);
    return { transactions: rows, total };
  }
  const total = await count();
  const limit = Math.min(page.limit, total - page.skip);
  if (limit <= 0) return { transactions: [], total };
  const fromEnd = total - page.skip - limit;
  const [direction, offset] =
    fromEnd < page.skip
      ? (["oldest", fromEnd] as const)
      : (["newest", page.skip] as const);
  const rows = await readPage(
    db,
    userId,
    all,
    direction,
    offset,
    limit,
    planOf(offset, limit),
  );
  if (direction === "oldest") rows.reverse();
  return { transactions: rows, total };
}

function readPage(
  db: FloorDb,
  userId: number,
  filters: FloorFilters,
  direction: "newest" | "oldest",
  offset: number,
  limit: number,
  plan: "walk" | "matched-rows",
) {
  const { where, params } = whereMatching(userId, filters);
  const variant =
    plan === "matched-rows" ? plan : offset === 0 ? "first" : "offset";
  const sql = pageSql(variant, direction, where, params.length + 1);
  const paging = variant === "first" ? [limit] : [limit, offset];
  return db.query(sql, [...params, ...paging]);
}

async function countMatching(db: FloorDb, userId: number, f: FloorFilters) {
  const { accountId, ...others } = f;
  if (usesOnly(others)) {
    const [row] =
      accountId === undefined
        ? await db.query(SQL.accountsTotal, [userId])
        : await db.query(SQL.accountTotal, [userId, accountId]);
    return num(row, "total");
  }
  const { where, params } = whereMatching(userId, f);
  const [row] = await db.query(SQL.count(where), params);
  return num(row, "total");
}

function usesOnly(f: FloorFilters): boolean {
  return Object.values(f).every((value) => value === undefined);
}

/** Debits and credits per category over a window, added up from its rows (as the read model does). */
export async function categoryTotals(
  db: FloorDb,
  userId: number,
  range: DateRange,
) {
  const rows = await db.query(SQL.rowSums, [
    userId,
    range.startDate,
    range.endDate,
  ]);
  return rows.map((row) => ({
    category: String(row.category),
    debit: num(row, "debit_cents"),
    credit: num(row, "credit_cents"),
  }));
}

/** The user's "today" in their profile time zone. */
export async function todayOf(db: FloorDb, userId: number): Promise<string> {
  const [row] = await db.query(SQL.timezone, [userId]);
  const zone = row?.timezone;
  return todayIn(new Date(), typeof zone === "string" ? zone : "UTC");
}

/** The dashboard's figures: balances, this month's totals, the trends' windows. */
export async function summary(db: FloorDb, userId: number) {
  const today = await todayOf(db, userId);
  const { current, previous } = monthToDateWindows(today);
  const month = periodWindow("monthly", today);
  // The month so far is read once: its spending, income and net are measures of the same rows.
  const [accounts, monthTotals, lastStretch, pending, before] =
    await Promise.all([
      db.query(SQL.accounts, [userId, today]),
      categoryTotals(db, userId, current),
      categoryTotals(db, userId, previous),
      db.query(SQL.pendingCount, [userId, current.startDate, current.endDate]),
      db.query(SQL.oneBefore, [userId, month.startDate]),
    ]);
  return { today, accounts, monthTotals, lastStretch, pending, before };
}

/** Budgets with the totals of each distinct period's window. */
export async function budgetsWithTotals(
  db: FloorDb,
  userId: number,
  budgets: FloorRow[],
) {
  const today = await todayOf(db, userId);
  const periods = [...new Set(budgets.map((b) => String(b.period)))];
  const totals = await Promise.all(
    periods.map((period) =>
      categoryTotals(
        db,
        userId,
        periodWindow(
          BUDGET_PERIODS.find((p) => p === period) ?? "monthly",
          today,
        ),
      ),
    ),
  );
  return { budgets, totals };
}

/** Goals and their contributions over the pace window (one goal's, or all). */
export async function goalsWithHistory(
  db: FloorDb,
  userId: number,
  goals: FloorRow[],
  goalId?: number,
) {
  const since = paceWindowStart(await todayOf(db, userId));
  const history =
    goalId === undefined
      ? await db.query(SQL.dailyContributions(false), [userId, since])
      : await db.query(SQL.dailyContributions(true), [userId, since, goalId]);
  return { goals, history };
}
