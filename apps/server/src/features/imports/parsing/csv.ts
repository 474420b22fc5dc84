/**
 * CSV statements: layout and columns detected (or given), then one row per table line. A line
 * whose date or amount cannot be read becomes an error row; blank lines, free-text lines and
 * total/balance lines are no transactions.
 */
import { detectDecimalSeparator } from "./amounts";
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
  const header =
    given.header ??
    (namedColumns || (given.skipLines === undefined ? detected.header : false));
  const rows = splitRows(dropLines(normalized, skipLines), delimiter);
  const headerRow = header ? (rows[0] ?? []).map((cell) => cell.trim()) : null;
  const data = header ? rows.slice(1) : rows;
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
    detectDateFormat(dateValues, decimalSeparator === ",") ??
    "YYYY-MM-DD";
  const options: CsvOptions = {
    delimiter,
    header,
    skipLines,
    dateFormat,
    decimalSeparator,
    columns: describeColumns(columns, headerRow),
    negate: given.negate ?? false,
  };
  return { options, sections: buildSections(data, columns, options) };
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
