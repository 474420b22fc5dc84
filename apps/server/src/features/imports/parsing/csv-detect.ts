/**
 * Working out how a CSV file is laid out: the delimiter (the one that splits the most lines into
 * the same number of fields), where the table starts (lines above it are a bank's preamble), and
 * whether its first row is a header.
 */
import Papa from "papaparse";
import { headerScore } from "./csv-headers";

const DELIMITERS = [",", ";", "\t", "|"] as const;
const SAMPLE_LINES = 200;

/** The first lines of the text, for detection. */
export function sampleText(text: string): string {
  let at = -1;
  for (let i = 0; i < SAMPLE_LINES; i++) {
    at = text.indexOf("\n", at + 1);
    if (at < 0) return text;
  }
  return text.slice(0, at);
}

/** Rows of CSV text with a given delimiter. */
export function splitRows(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text, {
    delimiter,
    newline: "\n",
    quoteChar: '"',
    skipEmptyLines: false,
  });
  return result.data;
}

/**
 * The delimiter that gives the most rows with one shared field count above one; a tie goes to
 * the larger field count ("12,50" in a semicolon file splits some lines, never all alike).
 */
export function detectDelimiter(sample: string): string {
  let best: string = DELIMITERS[0];
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const { count, rows } = modalFieldCount(splitRows(sample, delimiter));
    const score = count > 1 ? rows * 1000 + count : -1;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/** The most common field count of the non-blank rows, and how many rows have it. */
export function modalFieldCount(rows: readonly string[][]): {
  count: number;
  rows: number;
} {
  const tally = new Map<number, number>();
  for (const row of rows) {
    if (isBlank(row)) continue;
    tally.set(row.length, (tally.get(row.length) ?? 0) + 1);
  }
  let count = 0;
  let most = 0;
  for (const [fields, times] of tally) {
    if (times > most || (times === most && fields > count)) {
      count = fields;
      most = times;
    }
  }
  return { count, rows: most };
}

export function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}

/**
 * Where the table starts in the sample rows and whether that row is a header: the first row
 * that names a date column and at least one other, else the first row of the table's width
 * (lines above with fewer fields are a preamble: bank name, account, period).
 */
export function detectTableStart(rows: readonly string[][]): {
  skipLines: number;
  header: boolean;
} {
  const width = modalFieldCount(rows).count;
  let bestIndex = -1;
  let bestScore = 1;
  for (const [index, row] of rows.entries()) {
    const score = headerScore(row);
    if (score > bestScore) {
      bestIndex = index;
      bestScore = score;
    }
  }
  if (bestIndex >= 0) return { skipLines: bestIndex, header: true };
  const first = rows.findIndex((row) => !isBlank(row) && row.length >= width);
  return { skipLines: Math.max(first, 0), header: false };
}
