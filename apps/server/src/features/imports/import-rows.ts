/**
 * An import's rows as kept between preview and commit, and as the client reads them. A row
 * keeps what the file said and the verdict of the duplicate rule (docs/design/imports.md §2).
 */
import type { ImportRow } from "@finch/contracts";
import { addDays, centsToWire } from "@finch/domain";
import type { StatementTransaction } from "../transactions/transactions.service";
import {
  DUPLICATE_WINDOW_DAYS,
  findDuplicates,
  type ExistingTransaction,
} from "./duplicates";
import type { ParsedRow, ParsedStatement } from "./parsing/types";

/** One row as the import keeps it (JSON in `imports.rows`). */
export interface KeptRow extends ParsedRow {
  status: "new" | "duplicate" | "error";
  duplicateOf: number | null;
}

/**
 * Every section's rows in file order, numbered through the whole file, each with the
 * description it will be written with, so the preview and the duplicate rule see that text.
 */
export function rowsOf(statement: ParsedStatement): ParsedRow[] {
  const sections = statement.sections;
  let row = 0;
  return sections.flatMap((section) =>
    section.rows.map((parsed) => ({
      ...parsed,
      row: sections.length === 1 ? parsed.row : ++row,
      description: describe(parsed),
    })),
  );
}

/** The dates the account's rows are read between for the duplicate rule; null without a date. */
export function duplicateWindow(
  rows: readonly ParsedRow[],
): { from: string; to: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const { transactionDate: date, error } of rows) {
    if (error !== null || date === null) continue;
    if (first === null || date < first) first = date;
    if (last === null || date > last) last = date;
  }
  if (first === null || last === null) return null;
  return {
    from: addDays(first, -DUPLICATE_WINDOW_DAYS),
    to: addDays(last, DUPLICATE_WINDOW_DAYS),
  };
}

/** The rows with their verdicts against the account's transactions. */
export function judged(
  rows: readonly ParsedRow[],
  existing: readonly ExistingTransaction[],
): KeptRow[] {
  const verdicts = findDuplicates(rows, existing);
  return rows.map((row, index) => {
    const verdict = verdicts[index] ?? { status: "error", duplicateOf: null };
    return { ...row, status: verdict.status, duplicateOf: verdict.duplicateOf };
  });
}

/** How many rows are new, duplicates and errors. */
export function countsOf(rows: readonly KeptRow[]) {
  const counts = { rows: rows.length, new: 0, duplicates: 0, errors: 0 };
  for (const { status } of rows) {
    if (status === "new") counts.new++;
    else if (status === "duplicate") counts.duplicates++;
    else counts.errors++;
  }
  return counts;
}

/** A kept row as the client reads it. */
export function wireRow(row: KeptRow): ImportRow {
  return {
    row: row.row,
    transaction_date: row.transactionDate,
    amount: row.amountCents === null ? null : centsToWire(row.amountCents),
    transaction_type: row.transactionType,
    description: row.description,
    merchant_name: row.merchantName,
    memo: row.memo,
    external_id: row.externalId,
    category: row.category ?? "other",
    status: row.status,
    duplicate_of: row.duplicateOf,
    error: row.error,
  };
}

/** A readable row as the ledger takes it; null for a row with an error. */
export function ledgerRow(row: ParsedRow): StatementTransaction | null {
  const { transactionDate, amountCents, transactionType } = row;
  if (
    row.error !== null ||
    transactionDate === null ||
    amountCents === null ||
    transactionType === null
  )
    return null;
  return {
    transactionDate,
    amountCents,
    transactionType,
    description: row.description,
    merchantName: row.merchantName?.trim().slice(0, 100) || null,
    category: row.category ?? "other",
    externalId: row.externalId,
  };
}

/**
 * The description a transaction needs to be found and edited by: the file's text, else its memo,
 * payee or check number, at most 500 characters (the transaction form's limit).
 */
function describe(row: ParsedRow): string {
  const text =
    row.description.trim() ||
    row.memo?.trim() ||
    row.merchantName?.trim() ||
    (row.checkNumber ? `Check ${row.checkNumber}` : "");
  return (text || "Imported transaction").slice(0, 500);
}
