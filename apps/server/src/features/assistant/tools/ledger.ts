import {
  CATEGORIES,
  categorySpending,
  formatPercent,
  roundHalfAwayFromZero,
  ratioPercent,
  sumCents,
  toCents,
  totalIncome,
  totalSpending,
  TRANSFER_CATEGORY,
  type Category,
  type CategoryTotals,
  type Cents,
} from "@finch/domain";
import type { AssistantTransaction, Snapshot } from "../snapshot";

/** Row filters shared by the tools. */
export interface RowFilter {
  start?: string | undefined;
  end?: string | undefined;
  categories?: readonly Category[] | undefined;
  merchants?: readonly string[] | undefined;
  accountId?: number | undefined;
  type?: "debit" | "credit" | undefined;
  pending?: "include" | "exclude" | "only" | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  text?: string | undefined;
  weekendsOnly?: boolean | undefined;
}

/** The snapshot's rows matching the filter, newest first. */
export function rowsWhere(
  snapshot: Snapshot,
  f: RowFilter,
): AssistantTransaction[] {
  const text = f.text?.toLowerCase();
  return snapshot.transactions.filter(
    (t) =>
      (f.start === undefined || t.date >= f.start) &&
      (f.end === undefined || t.date <= f.end) &&
      (f.categories === undefined ||
        f.categories.length === 0 ||
        f.categories.includes(t.category)) &&
      (f.merchants === undefined || f.merchants.includes(t.merchant)) &&
      (f.accountId === undefined || t.accountId === f.accountId) &&
      (f.type === undefined || t.type === f.type) &&
      (f.pending !== "only" || t.isPending) &&
      (f.pending !== "exclude" || !t.isPending) &&
      (f.minCents === undefined || t.amountCents >= f.minCents) &&
      (f.maxCents === undefined || t.amountCents <= f.maxCents) &&
      (text === undefined ||
        t.description.toLowerCase().includes(text) ||
        t.merchant.toLowerCase().includes(text)) &&
      (!f.weekendsOnly || isWeekend(t.date)),
  );
}

/** Per-category debit and credit sums of some rows, the shape the shared spending rules take. */
export function totalsOf(
  rows: readonly AssistantTransaction[],
): CategoryTotals[] {
  const by = new Map<Category, { debit: number; credit: number }>();
  for (const t of rows) {
    const entry = by.get(t.category) ?? { debit: 0, credit: 0 };
    if (t.type === "debit") entry.debit += t.amountCents;
    else entry.credit += t.amountCents;
    by.set(t.category, entry);
  }
  return CATEGORIES.filter((c) => by.has(c)).map((category) => {
    const e = by.get(category) ?? { debit: 0, credit: 0 };
    return {
      category,
      debitCents: toCents(e.debit),
      creditCents: toCents(e.credit),
    };
  });
}

/**
 * Spending of some rows by docs/architecture.md §5 (transfers out, refunds netted per category).
 */
export function spendingOf(rows: readonly AssistantTransaction[]): Cents {
  return totalSpending(totalsOf(rows));
}

/** Income of some rows (credits in salary, investment, other). */
export function incomeOf(rows: readonly AssistantTransaction[]): Cents {
  return totalIncome(totalsOf(rows));
}

/** Refund credits of some rows (credits outside income categories and transfers). */
export function refundsOf(rows: readonly AssistantTransaction[]): Cents {
  return sumCents(
    rows
      .filter(
        (t) =>
          t.type === "credit" &&
          isSpendingCategory(t.category) &&
          !isIncomeCategory(t.category),
      )
      .map((t) => t.amountCents),
  );
}

/** Rows that count as spending activity: debits and refunds outside transfers, income credits excluded. */
export function spendingRows(
  rows: readonly AssistantTransaction[],
): AssistantTransaction[] {
  return rows.filter(
    (t) =>
      isSpendingCategory(t.category) &&
      (t.type === "debit" || !isIncomeCategory(t.category)),
  );
}

/** Spending per group key, each group by the shared rules; sorted by amount, largest first. */
export function spendingBy(
  rows: readonly AssistantTransaction[],
  key: (t: AssistantTransaction) => string,
): { key: string; totalCents: Cents; count: number }[] {
  const groups = new Map<string, AssistantTransaction[]>();
  for (const t of spendingRows(rows)) {
    const k = key(t);
    // Appended in place: copying the group per row made a month of 13,000 rows at one
    // merchant take 370 ms (issue 9 bench).
    const group = groups.get(k);
    if (group) group.push(t);
    else groups.set(k, [t]);
  }
  return [...groups]
    .map(([k, list]) => ({
      key: k,
      totalCents: spendingOf(list),
      count: list.filter((t) => t.type === "debit").length,
    }))
    .sort((a, b) => b.totalCents - a.totalCents || a.key.localeCompare(b.key));
}

/** Net spending of one category of some rows. */
export function categoryOf(
  rows: readonly AssistantTransaction[],
  category: Category,
): Cents {
  const row = totalsOf(rows).find((t) => t.category === category);
  return row ? categorySpending(row) : toCents(0);
}

/**
 * `part` as a ratio of `whole` in tenths of a percent (12.5 % → 125), by the ratio rule
 * (`ratioPercent`, ADR 0036: one decimal, to the nearest); 0 when `whole` is 0.
 */
export function tenthsOfPercent(part: Cents, whole: Cents): number {
  return Math.round(ratioPercent(part, whole) * 10);
}

/** Tenths of a percent as the app shows a percentage (`formatPercent`): 125 → "12.5%", 120 → "12%". */
export function percentText(tenths: number): string {
  return formatPercent(tenths / 10);
}

/** cents / n rounded half away from zero. */
export function divideCents(cents: number, n: number): Cents {
  return toCents(n === 0 ? 0 : roundHalfAwayFromZero(BigInt(cents), BigInt(n)));
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

function isSpendingCategory(c: Category): boolean {
  return c !== TRANSFER_CATEGORY;
}

function isIncomeCategory(c: Category): boolean {
  return c === "salary" || c === "investment" || c === "other";
}
