/**
 * An import's rows, kept between preview and commit exactly as the client reads them (one JSON
 * document, written once: the preview stores it and answers it, docs/design/imports.md §3), and
 * how the duplicate rule and the ledger read them back.
 */
import type { ImportRow } from "@finch/contracts";
import {
  addDays,
  centsToWire,
  wireToCents,
  type Category,
} from "@finch/domain";
import type { StatementTransaction } from "../transactions/transactions.service";
import {
  DUPLICATE_WINDOW_DAYS,
  findDuplicates,
  type ExistingTransaction,
  type MatchedRow,
} from "./duplicates";
import type { ParsedRow, ParsedStatement } from "./parsing/types";

/** A readable row of the file as the person's rules and suggestions read it. */
export interface IncomingRow {
  description: string;
  merchantName: string | null;
  amountCents: number;
  transactionType: string;
  category: Category;
}

/** What rules and suggestions made of it. */
export interface CategorisedRow {
  description: string;
  merchantName: string | null;
  category: Category;
  categorySource: "file" | "rule" | "suggested";
}

/** Every section's rows in file order, numbered through the whole file. */
export function rowsOf(statement: ParsedStatement): ParsedRow[] {
  const sections = statement.sections;
  if (sections.length === 1) return sections[0]?.rows ?? [];
  let row = 0;
  return sections.flatMap((section) =>
    section.rows.map((parsed) => ({ ...parsed, row: ++row })),
  );
}

/** The dates the account's rows are read between for the duplicate rule; null without a date. */
export function duplicateWindow(
  rows: readonly MatchedRow[],
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

/**
 * The file's rows as the client reads them, each judged against the account's transactions.
 * A row is written with the text and category it will carry in the ledger — the file's, with a
 * merchant name, the person's rules and a suggestion applied by `categorise` — so the preview
 * shows it and the duplicate rule compares it with rows imported the same way before.
 */
export function importRows(
  parsed: readonly ParsedRow[],
  existing: readonly ExistingTransaction[],
  categorise: (row: IncomingRow) => CategorisedRow,
): ImportRow[] {
  // Each row is built field by field once: spreads of 100,000 parsed rows cost more than the
  // rest of their judging (docs/performance.md, "Rules and suggestions on an import").
  const rows = parsed.map((row) => {
    const merchantName = clean(row.merchantName)?.slice(0, 100) || null;
    const description = describe(row);
    const category = row.category ?? "other";
    const texts: CategorisedRow =
      row.error !== null ||
      row.amountCents === null ||
      row.transactionType === null
        ? { description, merchantName, category, categorySource: "file" }
        : categorise({
            description,
            merchantName,
            amountCents: row.amountCents,
            transactionType: row.transactionType,
            category,
          });
    return {
      row: row.row,
      transactionDate: row.transactionDate,
      amountCents: row.amountCents,
      transactionType: row.transactionType,
      description: texts.description,
      merchantName: texts.merchantName,
      memo: row.memo,
      externalId: row.externalId,
      category: texts.category,
      categorySource: texts.categorySource,
      error: row.error,
    };
  });
  const verdicts = findDuplicates(rows, existing);
  return rows.map((row, index) => {
    const verdict = verdicts[index] ?? { status: "error", duplicateOf: null };
    return {
      row: row.row,
      transaction_date: row.transactionDate,
      amount: row.amountCents === null ? null : centsToWire(row.amountCents),
      transaction_type: row.transactionType,
      description: row.description,
      merchant_name: row.merchantName,
      memo: clean(row.memo),
      external_id: clean(row.externalId),
      category: row.category,
      category_source: row.categorySource,
      status: verdict.status,
      duplicate_of: verdict.duplicateOf,
      error: row.error,
    };
  });
}

/**
 * Each row's status judged again against the account as it is now (the commit), in the rows'
 * order: only the statuses, not 100,000 copies of the rows.
 */
export function statusesAgain(
  rows: readonly ImportRow[],
  existing: readonly ExistingTransaction[],
): ImportRow["status"][] {
  const verdicts = findDuplicates(rows.map(matchedRow), existing);
  return rows.map((row, index) => verdicts[index]?.status ?? row.status);
}

/** What the duplicate rule reads of a kept row. */
export function matchedRow(row: ImportRow): MatchedRow {
  return {
    transactionDate: row.transaction_date,
    amountCents: row.amount === null ? null : (wireToCents(row.amount) ?? null),
    transactionType: row.transaction_type,
    description: row.description,
    merchantName: row.merchant_name,
    externalId: row.external_id,
    error: row.error,
  };
}

/** How many rows are new, duplicates and errors. */
export function countsOf(rows: readonly ImportRow[]) {
  const counts = { rows: rows.length, new: 0, duplicates: 0, errors: 0 };
  for (const { status } of rows) {
    if (status === "new") counts.new++;
    else if (status === "duplicate") counts.duplicates++;
    else counts.errors++;
  }
  return counts;
}

/** A readable row as the ledger takes it; null for a row with an error. */
export function ledgerRow(
  row: Omit<ImportRow, "category_source"> &
    Partial<Pick<ImportRow, "category_source">>,
): StatementTransaction | null {
  const { transaction_date, amount, transaction_type } = row;
  const cents = amount === null ? undefined : wireToCents(amount);
  if (
    row.error !== null ||
    transaction_date === null ||
    cents === undefined ||
    transaction_type === null
  )
    return null;
  return {
    transactionDate: transaction_date,
    amountCents: cents,
    transactionType: transaction_type,
    description: row.description,
    merchantName: row.merchant_name,
    category: row.category,
    // Previews kept before rules existed carry no source: their category is the file's.
    categorySource: row.category_source ?? "file",
    externalId: row.external_id,
  };
}

/**
 * The description a transaction needs to be found and edited by: the file's text, else its
 * memo, payee or check number, at most 500 characters (the transaction form's limit).
 */
function describe(row: ParsedRow): string {
  const text =
    clean(row.description) ||
    clean(row.memo) ||
    clean(row.merchantName) ||
    (row.checkNumber ? `Check ${row.checkNumber}` : "");
  return (text || "Imported transaction").slice(0, 500);
}

/**
 * A file's text as the ledger may store it: trimmed, without NUL characters (PostgreSQL's text
 * cannot hold them; a mis-decoded file can carry them); null when nothing is left.
 */
function clean(text: string | null): string | null {
  if (text === null) return null;
  const kept = (
    text.includes("\u0000") ? text.replaceAll("\u0000", "") : text
  ).trim();
  return kept === "" ? null : kept;
}
