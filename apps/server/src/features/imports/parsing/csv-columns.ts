/**
 * Which CSV column plays which role: from the header names when there is a header (each
 * candidate checked against its values: a "Date" column must hold dates), else from the content
 * (a date-looking column, an amount-looking column, the longest text column).
 */
import { readAmount } from "./amounts";
import {
  HEADER_NAMES,
  headerRole,
  normalizeHeader,
  type ColumnRole,
} from "./csv-headers";
import { detectDateFormat, parseDate } from "./dates";
import { optionError } from "./statement-parts";
import type { ColumnRef, CsvColumns } from "./types";

/** Column positions by role; a date column always, the others when the file has them. */
export type ColumnIndexes = { date: number } & Partial<
  Record<Exclude<keyof CsvColumns, "date">, number>
>;

/** A CR/DR or debit/credit indicator: true for money out, false for money in. */
export function indicatorIsDebit(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (["dr", "d", "debit", "db", "s", "soll", "-", "out", "af"].includes(v))
    return true;
  if (["cr", "c", "credit", "h", "haben", "+", "in", "bij"].includes(v))
    return false;
  return null;
}

// Whether a column holds amounts or indicators is plain from its first few thousand values.
const SAMPLE = 2_000;

function values(
  rows: readonly string[][],
  index: number,
  limit = Infinity,
): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const cell = row[index]?.trim() ?? "";
    if (cell !== "") out.push(cell);
    if (out.length >= limit) break;
  }
  return out;
}

function share(
  list: readonly string[],
  test: (value: string) => boolean,
): number {
  if (list.length === 0) return 0;
  let hits = 0;
  for (const value of list) if (test(value)) hits++;
  return hits / list.length;
}

const isAmount = (v: string) =>
  /\d/.test(v) && (readAmount(v, ".") !== null || readAmount(v, ",") !== null);
const isDate = (list: readonly string[]) => {
  const format = detectDateFormat(list);
  return format === null
    ? 0
    : share(list, (v) => parseDate(v, format) !== null);
};

// What a candidate column's values must look like for the role to be given to it. The header
// already names the role, so half of the values suffice: the others become error rows.
const CHECKS: Partial<
  Record<ColumnRole, (list: readonly string[], rows: number) => boolean>
> = {
  date: (list) => isDate(list) >= 0.5,
  amount: (list) => list.length > 0 && share(list, isAmount) >= 0.5,
  debit: (list) => share(list, isAmount) >= 0.5 || list.length === 0,
  credit: (list) => share(list, isAmount) >= 0.5 || list.length === 0,
  balance: (list) => share(list, isAmount) >= 0.5,
  type: (list) =>
    list.length > 0 && share(list, (v) => indicatorIsDebit(v) !== null) >= 0.9,
  // A transaction's own id is on (nearly) every row and differs from row to row. A creditor's
  // id, only on its debits and the same on each, would make next month's debit a duplicate.
  id: (list, rows) =>
    list.length >= rows * 0.9 && new Set(list).size >= list.length * 0.95,
};

const TEXT_ROLES: ReadonlySet<ColumnRole> = new Set([
  "description",
  "payee",
  "payer",
  "memo",
]);

/** Three values or more, all alike. */
function isConstant(list: readonly string[]): boolean {
  return list.length >= 3 && list.every((value) => value === list[0]);
}

/** Columns named by the header, or null when no date or amount column is among them. */
export function columnsFromHeader(
  header: readonly string[],
  rows: readonly string[][],
): ColumnIndexes | null {
  const candidates = header
    .map((cell, index) => ({ index, match: headerRole(cell) }))
    .filter((c) => c.match !== null)
    .sort(
      (a, b) =>
        (a.match?.rank ?? 0) - (b.match?.rank ?? 0) || a.index - b.index,
    );
  const used = new Set<number>();
  const found: Partial<Record<ColumnRole, number>> = {};
  for (const role of Object.keys(HEADER_NAMES) as ColumnRole[]) {
    let fallback: number | undefined;
    for (const { index, match } of candidates) {
      if (match?.role !== role || used.has(index)) continue;
      // Dates are checked on every value (the day-first proof may come late), others sampled.
      const list = values(rows, index, role === "date" ? Infinity : SAMPLE);
      // Other roles only need values: an empty "Notes" column leaves room for "Original Description".
      const check = CHECKS[role] ?? ((l: readonly string[]) => l.length > 0);
      if (!check(list, Math.min(rows.length, SAMPLE))) continue;
      // A text that is the same on every row names the account or the product, not the
      // transaction ("Compte personnel UBS" beside "Description 1"): taken only when no
      // other column of the role varies.
      if (TEXT_ROLES.has(role) && isConstant(list)) {
        fallback ??= index;
        continue;
      }
      fallback = index;
      break;
    }
    if (fallback === undefined) continue;
    found[role] = fallback;
    used.add(fallback);
  }
  const { date, amount, debit, credit, ...rest } = found;
  if (date === undefined) return null;
  if (amount !== undefined) return { ...rest, date, amount };
  if (debit !== undefined && credit !== undefined)
    return { ...rest, date, debit, credit };
  return null;
}

/** Columns worked out from the values alone, or null when no date and amount column exist. */
export function columnsFromContent(
  rows: readonly string[][],
): ColumnIndexes | null {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => values(rows, i));
  const dateScores = columns.map((list) =>
    list.length >= rows.length * 0.6 ? isDate(list) : 0,
  );
  const date = dateScores.indexOf(Math.max(...dateScores));
  if (date < 0 || (dateScores[date] ?? 0) < 0.6) return null;
  const numeric = columns
    .map((list, index) => ({ list, index }))
    .filter(
      ({ list, index }) =>
        index !== date && list.length > 0 && share(list, isAmount) >= 0.8,
    )
    .filter(({ list }) => !list.every((v) => /^\d{6,}$/.test(v)));
  const pair = numeric.find((c, i) => {
    const next = numeric[i + 1];
    return (
      next?.index === c.index + 1 && complementary(rows, c.index, next.index)
    );
  });
  const description = longestText(
    columns,
    new Set([date, ...numeric.map((c) => c.index)]),
  );
  const text = description === null ? {} : { description };
  if (pair) return { date, debit: pair.index, credit: pair.index + 1, ...text };
  // A transaction's amount goes both ways; balances beside it rarely do.
  const signed =
    numeric.find(({ list }) => hasBothSigns(list)) ??
    numeric.find(({ list }) =>
      list.some((v) => /[.,]\d{1,2}\b|^[-(]|-$/.test(v)),
    );
  const amount = (
    signed ?? numeric.find(({ list }) => list.some((v) => /[1-9]/.test(v)))
  )?.index;
  return amount === undefined ? null : { date, amount, ...text };
}

function hasBothSigns(list: readonly string[]): boolean {
  const negative = list.some((v) => /^[-(\u2212]|-$/.test(v));
  return negative && list.some((v) => /^\+?\d/.test(v) && /[1-9]/.test(v));
}

/** Two columns of which every row fills at most one (debit and credit), each some rows. */
function complementary(
  rows: readonly string[][],
  a: number,
  b: number,
): boolean {
  let onlyA = 0;
  let onlyB = 0;
  for (const row of rows) {
    const hasA = (row[a]?.trim() ?? "") !== "";
    const hasB = (row[b]?.trim() ?? "") !== "";
    if (hasA && hasB) return false;
    if (hasA) onlyA++;
    if (hasB) onlyB++;
  }
  return onlyA > 0 && onlyB > 0;
}

/** The column of the longest words, ignoring ids and account numbers (one token with digits). */
function longestText(
  columns: readonly string[][],
  skip: ReadonlySet<number>,
): number | null {
  let best: number | null = null;
  let bestLength = 0;
  for (const [index, list] of columns.entries()) {
    if (skip.has(index) || list.length === 0) continue;
    if (share(list, (v) => /^\S*\d\S*$/.test(v)) > 0.5) continue;
    const average = list.reduce((sum, v) => sum + v.length, 0) / list.length;
    if (average > bestLength) {
      best = index;
      bestLength = average;
    }
  }
  return best;
}

/** A column given by the caller: a 0-based index or a header name (exact, then loosely). */
export function resolveColumn(
  ref: ColumnRef,
  header: readonly string[] | null,
  role: string,
): number {
  if (typeof ref === "number") {
    if (Number.isInteger(ref) && ref >= 0) return ref;
  } else if (/^\d+$/.test(ref.trim()) && !header?.includes(ref)) {
    return Number(ref.trim());
  } else if (header) {
    const exact = header.indexOf(ref);
    const index =
      exact >= 0
        ? exact
        : header.findIndex((h) => normalizeHeader(h) === normalizeHeader(ref));
    if (index >= 0) return index;
  }
  throw optionError(
    "columns",
    `The ${role} column '${String(ref)}' is not in the file`,
    "unknown_column",
  );
}
