/**
 * The floor's reads: the statements of floor-sql.ts composed as the API's repositories compose
 * them (which plan for a page, which table gives a total, which windows a screen sums), with
 * nothing kept between requests: every answer is computed, as the floor of the API's work.
 */
import {
  BUDGET_PERIODS,
  addDays,
  daysInMonth,
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

/** From this offset on, a page of the whole list (or one category) seeks its month first. */
const SEEK_FROM = 2_000;

const num = (row: FloorRow | undefined, key: string) => Number(row?.[key] ?? 0);

/** One page and the size of the filtered set, as `GET /transactions` answers. */
export async function listPage(
  db: FloorDb,
  userId: number,
  filters: ListFilters,
  page: { skip: number; limit: number },
) {
  const { text, ...rest } = filters;
  if (text !== undefined && text !== "") {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [sizes] = await db.query(SQL.textSizes, [userId, pattern]);
    const matched = num(sizes, "matched");
    if (matched === 0) return { transactions: [], total: 0 };
    const walked =
      ((page.skip + page.limit) * num(sizes, "everything")) / matched;
    const plan = 2 * matched < walked ? "matched-rows" : "walk";
    const all = { ...rest, textPattern: pattern };
    const [rows, total] = await Promise.all([
      readPage(db, userId, all, page, plan),
      usesOnly(rest) ? matched : countMatching(db, userId, all),
    ]);
    return { transactions: rows, total };
  }
  const seek = await seekMonth(db, userId, rest, page.skip);
  if (seek !== undefined) {
    const rows = await readPage(
      db,
      userId,
      { ...rest, endDate: seek.endDate },
      { skip: seek.skip, limit: page.limit },
      "walk",
    );
    return { transactions: rows, total: seek.total };
  }
  const [rows, total] = await Promise.all([
    readPage(db, userId, rest, page, "walk"),
    countMatching(db, userId, rest),
  ]);
  return { transactions: rows, total };
}

function readPage(
  db: FloorDb,
  userId: number,
  filters: FloorFilters,
  page: { skip: number; limit: number },
  plan: "walk" | "matched-rows",
) {
  const { where, params } = whereMatching(userId, filters);
  const variant =
    plan === "matched-rows" ? plan : page.skip === 0 ? "first" : "offset";
  const sql = pageSql(variant, where, params.length + 1);
  const paging = variant === "first" ? [page.limit] : [page.limit, page.skip];
  return db.query(sql, [...params, ...paging]);
}

async function countMatching(db: FloorDb, userId: number, f: FloorFilters) {
  const { accountId, category, ...others } = f;
  if (usesOnly(others) && category === undefined) {
    const [row] =
      accountId === undefined
        ? await db.query(SQL.accountsTotal, [userId])
        : await db.query(SQL.accountTotal, [userId, accountId]);
    return num(row, "total");
  }
  if (usesOnly(others) && accountId === undefined && category !== undefined) {
    const [row] = await db.query(SQL.categoryTotal, [userId, category]);
    return num(row, "total");
  }
  const { where, params } = whereMatching(userId, f);
  const [row] = await db.query(SQL.count(where), params);
  return num(row, "total");
}

/** The month holding a deep page's first row, from the kept monthly counts. */
async function seekMonth(
  db: FloorDb,
  userId: number,
  f: FloorFilters,
  skip: number,
) {
  const { category, ...others } = f;
  if (!usesOnly(others) || skip < SEEK_FROM) return undefined;
  const months =
    category === undefined
      ? await db.query(SQL.monthCounts(false), [userId])
      : await db.query(SQL.monthCounts(true), [userId, category]);
  const total = months.reduce((sum, month) => sum + num(month, "n"), 0);
  let newer = 0;
  for (const month of months) {
    const rows = num(month, "n");
    if (newer + rows > skip) {
      const name = String(month.month);
      const last = daysInMonth(
        Number(name.slice(0, 4)),
        Number(name.slice(5, 7)),
      );
      return {
        endDate: `${name}-${String(last).padStart(2, "0")}`,
        skip: skip - newer,
        total,
      };
    }
    newer += rows;
  }
  return undefined;
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
  const [
    accounts,
    monthTotals,
    thisStretch,
    lastStretch,
    pending,
    before,
    flow,
  ] = await Promise.all([
    db.query(SQL.accounts, [userId, today]),
    categoryTotals(db, userId, month),
    categoryTotals(db, userId, current),
    categoryTotals(db, userId, previous),
    db.query(SQL.pendingCount, [userId, month.startDate, month.endDate]),
    db.query(SQL.oneBefore, [userId, month.startDate]),
    db.query(SQL.netFlowAfter, [userId, addDays(month.startDate, -1)]),
  ]);
  return {
    today,
    accounts,
    monthTotals,
    thisStretch,
    lastStretch,
    pending,
    before,
    flow,
  };
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
