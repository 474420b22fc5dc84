import {
  centsToDecimalText,
  CATEGORY_LABELS,
  CSV_BYTE_ORDER_MARK,
  csvLine,
  textCell,
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
 * The transactions CSV (RFC 4180: CRLF line ends, fields quoted when they hold a quote, comma,
 * CR or LF, quotes doubled) as a stream of text chunks, one per page of rows. Amounts are plain
 * positive numbers (`12.34`) with the direction in Type, as on the wire, and the profile's
 * currency beside them; the file starts with a UTF-8 byte-order mark.
 */
export async function* transactionsCsv(
  pages: AsyncIterable<Transaction[]>,
  currency: Currency,
): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvLine(CSV_HEADER);
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
