/**
 * CSV statements: layout and columns detected (or given), then one row per table line. A line
 * whose date or amount cannot be read becomes an error row; blank lines, free-text lines and
 * total/balance lines are no transactions.
 */
import { detectDecimalSeparator, readAmount } from "./amounts";
import {
  columnsFromContent,
  columnsFromHeader,
  resolveColumn,
  type ColumnIndexes,
} from "./csv-columns";
import {
  detectDelimiter,
  detectTableStart,
  isBlank,
  sampleText,
  splitRows,
} from "./csv-detect";
import { normalizeHeader } from "./csv-headers";
import { checkCsvOptions } from "./csv-options";
import { buildSections } from "./csv-rows";
import { detectDateFormat } from "./dates";
import { fileError } from "./statement-parts";
import type { CsvColumns, CsvOptions, StatementSection } from "./types";

export interface CsvResult {
  options: CsvOptions;
  sections: StatementSection[];
}

/** Reads CSV text with the given options, detecting every option not given. */
export function parseCsv(
  text: string,
  given: Partial<CsvOptions> = {},
): CsvResult {
  checkCsvOptions(given);
  // One kind of line ending (CRLF, LF and the classic Mac's CR alike) for everything below.
  const normalized = text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
  const delimiter = given.delimiter ?? detectDelimiter(sampleText(normalized));
  const detected = detectTableStart(
    splitRows(sampleText(normalized), delimiter),
  );
  const skipLines = given.skipLines ?? detected.skipLines;
  // Columns named by text mean the table has a header row.
  const namedColumns = Object.values(given.columns ?? {}).some(
    (ref) => typeof ref === "string" && !/^\d+$/.test(ref),
  );
  const rows = splitRows(dropLines(normalized, skipLines), delimiter);
  const header =
    given.header ??
    (namedColumns ||
      (given.skipLines === undefined ? detected.header : false) ||
      (given.columns === undefined && namesUnknownColumns(rows)));
  const headerRow = header ? (rows[0] ?? []).map((cell) => cell.trim()) : null;
  // A header repeated further down (exports joined page by page) is no transaction.
  const data = headerRow
    ? rows.slice(1).filter((row) => !repeats(row, headerRow))
    : rows;
  const table = data.filter((row) => !isBlank(row));
  const columns = given.columns
    ? resolveColumns(given.columns, headerRow)
    : ((headerRow ? columnsFromHeader(headerRow, table) : null) ??
      columnsFromContent(table));
  if (columns === null) {
    throw fileError(
      "We could not find a date column and an amount column in this file",
      "columns_not_found",
    );
  }
  const amountValues = [columns.amount, columns.debit, columns.credit].flatMap(
    (i) => (i === undefined ? [] : table.map((row) => row[i] ?? "")),
  );
  const decimalSeparator =
    given.decimalSeparator ?? detectDecimalSeparator(amountValues);
  const dateValues = table.map((row) => row[columns.date] ?? "");
  const dateFormat =
    given.dateFormat ??
    detectDateFormat(
      dateValues,
      decimalSeparator === "," ||
        namesDayFirstCurrency(headerRow, table, columns),
    ) ??
    "YYYY-MM-DD";
  const options: CsvOptions = {
    delimiter,
    header,
    skipLines,
    dateFormat,
    decimalSeparator,
    columns: describeColumns(columns, headerRow),
    negate:
      given.negate ??
      listsChargesPositive(headerRow, table, columns, decimalSeparator),
  };
  return { options, sections: buildSections(data, columns, options) };
}

/**
 * Whether the first row is a header of names Finch does not know ("created", "Buchung"): the
 * table's date and amount columns, worked out from the rows below it, hold a date and an amount
 * on nearly every row, and on the first row text without a digit.
 */
const HEADER_SAMPLE = 200;

function namesUnknownColumns(rows: readonly string[][]): boolean {
  const first = rows[0];
  if (!first || isBlank(first)) return false;
  // The rows below it are read the way the layout is detected: the first few hundred, not a
  // 100,000-row table a second time.
  const columns = columnsFromContent(
    rows.slice(1, 1 + HEADER_SAMPLE).filter((row) => !isBlank(row)),
  );
  if (columns === null) return false;
  const cells = [columns.date, columns.amount ?? columns.debit]
    .filter((index) => index !== undefined)
    .map((index) => first[index]?.trim() ?? "");
  return cells.every((cell) => cell !== "" && !/\d/.test(cell));
}

/**
 * Whether the file's currency is one of countries that write the day first: a tie-breaker for
 * dates that read both ways ("05/01/2024" in a pound or euro statement is the 5th of January).
 * The header ("Amount (GBP)"), a currency column and the amounts' symbols say the currency.
 */
function namesDayFirstCurrency(
  header: readonly string[] | null,
  table: readonly string[][],
  columns: ColumnIndexes,
): boolean {
  const cells = [columns.currency, columns.amount ?? columns.debit];
  const texts = [
    ...(header ?? []),
    ...table
      .slice(0, 50)
      .flatMap((row) =>
        cells.map((i) => (i === undefined ? "" : (row[i] ?? ""))),
      ),
  ].join(" ");
  return DAY_FIRST_CURRENCY.test(texts) && !MONTH_FIRST_CURRENCY.test(texts);
}

const DAY_FIRST_CURRENCY =
  /\b(GBP|EUR|AUD|NZD|INR|ZAR|CHF|SEK|NOK|DKK|PLN|CZK|BRL|MXN|SGD|HKD|MYR|IDR|TRY|RON|ILS|ARS|CLP|COP|PEN)\b|[£€₹]/i;
const MONTH_FIRST_CURRENCY = /\bUSD\b|(?<![A-Z])\$/;

/**
 * A card export (or a shop's order history) that lists charges as positive amounts: its header
 * names the merchant, the card member or the order ("Merchant Name", "Card Used For
 * Transaction", "Card Member", "Order ID") and its single
 * amount column holds more positive amounts than negative ones (a bank account's rows are
 * mostly money out, written negative). Detected, so shown in `options` and changeable.
 */
function listsChargesPositive(
  header: readonly string[] | null,
  table: readonly string[][],
  columns: ColumnIndexes,
  decimal: "." | ",",
): boolean {
  if (header === null || columns.amount === undefined) return false;
  if (columns.type !== undefined) return false;
  const names = header.map((cell) => normalizeHeader(cell));
  if (!names.some((name) => CARD_EXPORT.test(name))) return false;
  let balance = 0;
  for (const row of table) {
    const cents = readAmount(row[columns.amount] ?? "", decimal);
    if (cents !== null && cents !== 0) balance += cents > 0 ? 1 : -1;
  }
  return balance > 0;
}

const CARD_EXPORT =
  /\bmerchant\b|\bcard ?(member|holder|used)\b|\bcardmember\b|\border (id|number|no|date)\b/;

function repeats(row: readonly string[], header: readonly string[]): boolean {
  return (
    row.length === header.length &&
    row.every((cell, index) => cell.trim() === header[index])
  );
}

/** The text after its first `count` lines. */
function dropLines(text: string, count: number): string {
  let at = 0;
  for (let i = 0; i < count; i++) {
    const next = text.indexOf("\n", at);
    if (next < 0) return "";
    at = next + 1;
  }
  return at === 0 ? text : text.slice(at);
}

function resolveColumns(
  columns: CsvColumns,
  header: readonly string[] | null,
): ColumnIndexes {
  const out: Partial<Record<keyof CsvColumns, number>> = {};
  for (const [role, ref] of Object.entries(columns) as [
    keyof CsvColumns,
    CsvColumns[keyof CsvColumns],
  ][]) {
    if (ref !== undefined) out[role] = resolveColumn(ref, header, role);
  }
  return { ...out, date: out.date ?? 0 };
}

/** Columns as the caller would give them back: header names when unique, else positions. */
function describeColumns(
  columns: ColumnIndexes,
  header: readonly string[] | null,
): CsvColumns {
  const unique = header !== null && new Set(header).size === header.length;
  const name = (index: number): string | number =>
    unique ? (header[index] ?? index) : index;
  const out: Partial<Record<keyof CsvColumns, string | number>> = {};
  for (const [role, index] of Object.entries(columns) as [
    keyof CsvColumns,
    number | undefined,
  ][]) {
    if (index !== undefined) out[role] = name(index);
  }
  return { ...out, date: name(columns.date) };
}
