/**
 * The parsing core of statement import: bytes and a file name in, accounts and rows out. Pure —
 * no database, no HTTP. Anything that is not a readable statement is a 422 `AppError`; a row
 * whose date or amount cannot be read comes back with `error` set and never stops the others.
 */
import { isAppError } from "@finch/domain";
import { parseCamt } from "./camt";
import { parseCsv } from "./csv";
import { decodeStatement } from "./decode";
import { detectFormat } from "./detect-format";
import { parseMt940 } from "./mt940";
import { parseOfx } from "./ofx";
import { parseQif } from "./qif";
import { fileError } from "./statement-parts";
import type { ParseInput, ParsedStatement } from "./types";

export type * from "./types";

/** Parses a bank statement file (CSV, OFX/QFX, QIF, CAMT.052/053, MT940). */
export function parseStatement(
  bytes: Uint8Array,
  input: ParseInput,
): ParsedStatement {
  if (bytes.length === 0) throw fileError("The file is empty", "empty_file");
  const { text, encoding } = decodeStatement(bytes, input.encoding);
  const format = detectFormat(text, input.fileName);
  try {
    if (format === "csv") {
      const { options, sections } = parseCsv(text, input.options);
      return { format, encoding, options, sections };
    }
    return {
      format,
      encoding,
      options: null,
      sections: parseOther(format, text),
    };
  } catch (error) {
    if (isAppError(error)) throw error;
    // A parser bug on a strange file must still answer 422 rather than crash the request.
    throw fileError(
      "The file could not be read as a bank statement",
      "unreadable_statement",
      error,
    );
  }
}

function parseOther(
  format: Exclude<ParsedStatement["format"], "csv">,
  text: string,
) {
  switch (format) {
    case "ofx":
    case "qfx":
      return parseOfx(text);
    case "qif":
      return parseQif(text);
    case "camt053":
      return parseCamt(text);
    case "mt940":
      return parseMt940(text);
  }
}
