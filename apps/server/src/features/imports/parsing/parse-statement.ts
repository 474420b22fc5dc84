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
  const decoded = decodeStatement(bytes, input.encoding);
  const encoding = decoded.encoding;
  const text = withoutNuls(decoded.text);
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

/**
 * The text without the NUL characters some exports leave after decoding — padding at the end
 * of the file, or one after each line — which are never part of a statement. Text with NULs
 * all through it is a binary file (a spreadsheet, an archive) and is kept as it is, to be
 * refused as such.
 */
function withoutNuls(text: string): string {
  if (!text.includes("\u0000")) return text;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--;
  const body = text.slice(0, end);
  let nuls = 0;
  for (
    let i = body.indexOf("\u0000");
    i >= 0;
    i = body.indexOf("\u0000", i + 1)
  )
    nuls++;
  return nuls > body.length * 0.1 ? text : body.replaceAll("\u0000", "");
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
