/**
 * The ledger's read model, its pure half (docs/glossary.md "Ledger query"): a question about a
 * user's transactions is filters (applied by the database), a measure, an optional grouping and
 * an order with a limit. The database adds rows up by day, category and the grouping's key; this
 * module rolls days up into periods and applies the one rule of each measure (`spending.ts`), so
 * a report, a budget, the dashboard and the assistant that ask the same question get the same
 * number.
 */
import type { Category } from "./categories";
import { roundHalfAwayFromZero, toCents, type Cents } from "./money";
import { ratioPercent } from "./percent";
import { daysBetween } from "./periods";
import { INCOME_CATEGORIES, TRANSFER_CATEGORY } from "./categories";
import { totalIncome, totalRefunds, totalSpending } from "./spending";

/** What a question measures. */
export const LEDGER_MEASURES = [
  "spending",
  "income",
  "net",
  "debits",
  "credits",
  "refunds",
  "count",
  "purchases",
] as const;
/**
 * One measure: spending, income and refunds by their rules, net = credits − debits, the sums, a
 * count of rows, and a count of purchases (debits outside transfers).
 */
export type LedgerMeasure = (typeof LEDGER_MEASURES)[number];

/** How a question groups its rows. */
export const LEDGER_GROUPINGS = [
  "category",
  "merchant",
  "account",
  "day",
  "week",
  "month",
  "quarter",
  "year",
  "weekday",
] as const;
/** One grouping; `weekday` groups by day of the week, keyed 1 (Monday) to 7 (Sunday). */
export type LedgerGrouping = (typeof LEDGER_GROUPINGS)[number];

/** The groupings by calendar period. */
export const PERIOD_GROUPINGS: ReadonlySet<LedgerGrouping> = new Set([
  "day",
  "week",
  "month",
  "quarter",
  "year",
  "weekday",
]);

/**
 * Rows the database added up: one per key and category. The key is the day for a period grouping
 * (or none), the merchant or the account id for those; a category grouping reads the category.
 */
export interface LedgerSums {
  key: string;
  /** The day of the rows, when the sums were asked by day as well as by key. */
  day?: string | undefined;
  category: Category;
  debitCents: Cents;
  creditCents: Cents;
  count: number;
  /** How many of the rows are debits. */
  debitCount: number;
}

/** The periods an average is taken per. */
export type AveragePeriod = "day" | "week" | "fortnight" | "month";

/** A measure, a grouping and an order over the rows the filters kept. */
export interface LedgerShape {
  measure: LedgerMeasure;
  /**
   * Also the measure's average per day, week or month of the filters' date window (both ends
   * needed), by `averagePer`.
   */
  per?: AveragePeriod | undefined;
  groupBy?: LedgerGrouping | undefined;
  /** Largest value first (the default), smallest first, or by key (periods in date order). */
  sort?: "value_desc" | "value_asc" | "key" | undefined;
  limit?: number | undefined;
}

/** One group of an answer. */
export interface LedgerGroup {
  key: string;
  value: number;
  count: number;
}

/** What a ledger question answers: the measure over all rows, and per group when grouped. */
export interface LedgerAnswer {
  total: number;
  count: number;
  groups: LedgerGroup[];
  /** The total's average per the shape's period, when one was asked with a dated window. */
  average?: number | undefined;
}

/**
 * How many of a period a window from `start` to `end` (both included) spans: its days, its days
 * ÷ 7 for weeks, ÷ 14 for fortnights, and for months its days ÷ 30.44 (the mean month) rounded, at least one — three
 * full months are 3, a quarter of 91 days is 3, a fortnight is one month.
 */
export function periodsIn(
  start: string,
  end: string,
  per: AveragePeriod,
): number {
  const days = daysBetween(start, end) + 1;
  if (per === "day") return days;
  if (per === "week") return days / 7;
  if (per === "fortnight") return days / 14;
  return Math.max(1, Math.round(days / 30.44));
}

/**
 * A total's average per day, week or month of a window, in whole units (cents for money),
 * rounded half away from zero: a week's average is the daily average times seven, a
 * fortnight's times fourteen.
 */
export function averagePer(
  total: number,
  start: string,
  end: string,
  per: AveragePeriod,
): number {
  const days = daysBetween(start, end) + 1;
  const [numerator, denominator] =
    per === "day"
      ? [total, days]
      : per === "week" || per === "fortnight"
        ? [total * (per === "week" ? 7 : 14), days]
        : [total, periodsIn(start, end, "month")];
  return roundHalfAwayFromZero(BigInt(numerator), BigInt(denominator));
}

/**
 * The period a date falls in: the day, the Monday of its week, `YYYY-MM`, `YYYY-Qn`, `YYYY`, or
 * its day of the week (1 Monday … 7 Sunday).
 */
export function periodKey(date: string, grouping: LedgerGrouping): string {
  switch (grouping) {
    case "week": {
      const day = new Date(`${date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    }
    case "month":
      return date.slice(0, 7);
    case "quarter":
      return `${date.slice(0, 4)}-Q${String(Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1)}`;
    case "year":
      return date.slice(0, 4);
    case "weekday":
      return String(((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
    default:
      return date;
  }
}

/** The measure over some rows (each a category's sums), by the rule of each measure. */
export function measureOf(
  rows: readonly LedgerSums[],
  measure: LedgerMeasure,
): number {
  if (measure === "count") return rows.reduce((acc, row) => acc + row.count, 0);
  if (measure === "purchases")
    return rows.reduce(
      (acc, row) =>
        acc + (row.category === TRANSFER_CATEGORY ? 0 : row.debitCount),
      0,
    );
  const byCategory = new Map<Category, { debit: number; credit: number }>();
  for (const row of rows) {
    const sums = byCategory.get(row.category) ?? { debit: 0, credit: 0 };
    sums.debit += row.debitCents;
    sums.credit += row.creditCents;
    byCategory.set(row.category, sums);
  }
  const totals = [...byCategory].map(([category, sums]) => ({
    category,
    debitCents: toCents(sums.debit),
    creditCents: toCents(sums.credit),
  }));
  const sum = (of: (t: (typeof totals)[number]) => number) =>
    totals.reduce((acc, t) => acc + of(t), 0);
  switch (measure) {
    case "spending":
      return totalSpending(totals);
    case "income":
      return totalIncome(totals);
    case "net":
      return sum((t) => t.creditCents - t.debitCents);
    case "debits":
      return sum((t) => t.debitCents);
    case "credits":
      return sum((t) => t.creditCents);
    case "refunds":
      return totalRefunds(totals);
  }
}

/**
 * The answer to a question over the rows the database added up. A group's value is the measure
 * over that group's rows alone (refunds net within the group's own window or key), and the total
 * is the measure over every row — the figure every other screen gives for the same filters.
 * Groups with nothing to measure (no rows, or a zero that only reflects other categories) are
 * left out; ties keep key order.
 */
export function answerOf(
  rows: readonly LedgerSums[],
  shape: LedgerShape,
): LedgerAnswer {
  const count = measureOf(rows, "count");
  const total = measureOf(rows, shape.measure);
  if (!shape.groupBy) return { total, count, groups: [] };
  const grouping = shape.groupBy;
  const byKey = new Map<string, LedgerSums[]>();
  for (const row of rows) {
    const key =
      grouping === "category"
        ? row.category
        : PERIOD_GROUPINGS.has(grouping)
          ? periodKey(row.key, grouping)
          : row.key;
    const list = byKey.get(key) ?? [];
    list.push(row);
    byKey.set(key, list);
  }
  const groups = [...byKey]
    .map(([key, list]) => ({
      key,
      value: measureOf(list, shape.measure),
      count: measureOf(list, "count"),
    }))
    .filter((g) => g.value !== 0 || shape.measure === "net")
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const sort =
    shape.sort ?? (PERIOD_GROUPINGS.has(grouping) ? "key" : "value_desc");
  if (sort === "value_desc") groups.sort((a, b) => b.value - a.value);
  if (sort === "value_asc") groups.sort((a, b) => a.value - b.value);
  return {
    total,
    count,
    groups: shape.limit === undefined ? groups : groups.slice(0, shape.limit),
  };
}

/**
 * How many rows spending counts: debits outside transfers, and the refunds netted against them
 * (credits outside the income categories and transfers) — the rows the transactions list shows
 * for `flow=spending`.
 */
export function spendingRowCount(rows: readonly LedgerSums[]): number {
  return rows.reduce(
    (acc, row) =>
      row.category === TRANSFER_CATEGORY
        ? acc
        : acc +
          row.debitCount +
          (INCOME_CATEGORIES.has(row.category)
            ? 0
            : row.count - row.debitCount),
    0,
  );
}

/** Income, spending, what was kept, and that as a share of income. */
export interface CashFlow {
  incomeCents: Cents;
  spendingCents: Cents;
  /** Income less spending. */
  netCents: Cents;
  /** Net as a percentage of income, one decimal (`ratioPercent`); undefined without income. */
  savingsRate: number | undefined;
}

/**
 * The cash flow of some rows (each a category's sums): income and spending by their rules, net =
 * income − spending (transfers count on neither side), and the savings rate = net ÷ income. The
 * reports, the dashboard and the assistant read a window's cash flow here.
 */
export function cashFlowOf(rows: readonly LedgerSums[]): CashFlow {
  const incomeCents = toCents(measureOf(rows, "income"));
  const spendingCents = toCents(measureOf(rows, "spending"));
  const netCents = toCents(incomeCents - spendingCents);
  return {
    incomeCents,
    spendingCents,
    netCents,
    savingsRate:
      incomeCents > 0 ? ratioPercent(netCents, incomeCents) : undefined,
  };
}
