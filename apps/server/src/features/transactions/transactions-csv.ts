import {
  centsToDecimalText,
  CATEGORY_LABELS,
  type Currency,
} from "@finch/domain";
import type { Transaction } from "./transactions.repository";

/** Columns of the transactions CSV, in order. */
export const CSV_HEADER = [
  "Date",
  "Description",
  "Merchant",
  "Category",
  "Account",
  "Type",
  "Amount",
  "Currency",
  "Status",
] as const;

/**
 * U+FEFF first: spreadsheet programs (Excel above all) read a CSV without it in the system's
 * legacy code page and garble "Café" or "東京" (issue 27).
 */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The transactions CSV (RFC 4180: CRLF line ends, fields quoted when they hold a quote, comma,
 * CR or LF, quotes doubled) as a stream of text chunks, one per page of rows. Amounts are plain
 * positive numbers (`12.34`) with the direction in Type, as on the wire, and the profile's
 * currency beside them; the file starts with a UTF-8 byte-order mark.
 */
export async function* transactionsCsv(
  pages: AsyncIterable<Transaction[]>,
  currency: Currency,
): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvLine(CSV_HEADER);
  for await (const page of pages) {
    yield page
      .map((t) =>
        csvLine([
          t.transactionDate,
          textCell(t.description),
          textCell(t.merchantName ?? ""),
          CATEGORY_LABELS[t.category],
          textCell(t.accountName),
          t.transactionType,
          centsToDecimalText(t.amountCents),
          currency,
          t.isPending ? "Pending" : "Completed",
        ]),
      )
      .join("");
  }
}

/** One record: fields joined by commas, each quoted when it must be, ended by CRLF. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(quote).join(",")}\r\n`;
}

/**
 * Text a user typed, made safe for spreadsheets (docs/design/security.md IN-3): a cell that begins
 * with `=`, `+`, `-`, `@`, tab or CR would be read as a formula, so it gets a leading apostrophe,
 * which spreadsheets show as text and hide.
 */
export function textCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
