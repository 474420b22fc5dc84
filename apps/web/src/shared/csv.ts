import { CSV_BYTE_ORDER_MARK, csvLine } from "@finch/domain";

/**
 * CSV the browser builds from figures it already has (a report's download), by the rules of the
 * server's transactions export (`csv.ts` in the domain).
 */

/** A file's rows, the header first; every field already text (amounts as `1234.56`). */
export type CsvRows = readonly (readonly string[])[];

/** The file's text: a byte-order mark, then one CRLF-ended record per row. */
export function csvText(rows: CsvRows): string {
  return CSV_BYTE_ORDER_MARK + rows.map(csvLine).join("");
}

/** The file to save: `csvText` as a `text/csv` blob. */
export function csvBlob(rows: CsvRows): Blob {
  return new Blob([csvText(rows)], { type: "text/csv;charset=utf-8" });
}
