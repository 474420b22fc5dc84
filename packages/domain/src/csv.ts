/**
 * CSV as Finch writes it, on the server (the transactions export) and in the browser (a report's
 * download): RFC 4180 with CRLF line ends, a field quoted when it holds a quote, comma, CR or LF
 * (quotes doubled), a UTF-8 byte-order mark first, and text a user typed kept from being read as
 * a formula.
 */

/**
 * U+FEFF first: spreadsheet programs (Excel above all) read a CSV without it in the system's
 * legacy code page and garble "Café" or "東京" (issue 27).
 */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";

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
