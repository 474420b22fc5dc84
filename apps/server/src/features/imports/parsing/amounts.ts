/**
 * Amount text as banks write it → signed integer cents, without floating point: signs as `-`,
 * `+`, `(12.50)`, `12.50-` or a `CR`/`DR` suffix; currency symbols and codes; thousands written
 * with `,` `.` spaces or apostrophes. More than two decimals round half away from zero.
 */
import { MAX_CENTS, parseMoney } from "@finch/domain";

export type DecimalSeparator = "." | ",";

const PLAIN: Readonly<Record<DecimalSeparator, RegExp>> = {
  ".": /^[+-]?\d{1,13}(?:\.\d{1,2})?$/,
  ",": /^[+-]?\d{1,13}(?:,\d{1,2})?$/,
};

// Minus signs: ASCII hyphen, U+2212 minus, en dash (some PDFs-turned-CSV use it).
const MINUS = /^[-\u2212\u2013]/;
const TRAILING_MINUS = /[-\u2212\u2013]$/;
// Thousands separators that are never decimals: spaces of every width and apostrophes.
// "$", "US$", "€", "EUR", "kr", "Fr." — a symbol, an ISO code or a local abbreviation.
const CURRENCY = /[A-Z]{0,3}[$€£¥₹₩₽¢]|\b[A-Z]{3}\b|\b(?:kr|Kr|zł|Ft|Fr)\.?/g;
const GROUPING_NOISE = /[\s\u00a0\u202f\u2009'\u2019]/g;

/**
 * Signed cents of an amount, or null when the text is not an amount. `decimal` says which of
 * `.` and `,` separates the cents; the other may only group thousands.
 */
export function readAmount(
  raw: string,
  decimal: DecimalSeparator,
): number | null {
  let text = raw.trim();
  if (text === "") return null;
  // Most amounts are plain ("-12.50"): the domain's exact parser reads them at once.
  if (PLAIN[decimal].test(text)) {
    const cents = parseMoney(decimal === "," ? text.replace(",", ".") : text);
    if (cents !== undefined) return cents === 0 ? 0 : cents;
  }
  let negative = false;
  const suffix = /\s*\b(CR|DR|Cr|Dr|cr|dr)\.?$/.exec(text);
  if (suffix) {
    negative = suffix[1]?.toUpperCase() === "DR";
    text = text.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(text)) {
    negative = !negative;
    text = text.slice(1, -1).trim();
  }
  // Currency symbols and codes may stand before or after the sign: "-$5", "$-5", "EUR -5".
  text = text.replace(CURRENCY, "").trim();
  if (MINUS.test(text) || TRAILING_MINUS.test(text)) {
    negative = !negative;
    text = MINUS.test(text) ? text.slice(1) : text.slice(0, -1);
  } else if (text.startsWith("+") || text.endsWith("+")) {
    text = text.startsWith("+") ? text.slice(1) : text.slice(0, -1);
  }
  const digits = splitDecimal(text.replace(GROUPING_NOISE, ""), decimal);
  if (digits === null) return null;
  const magnitude = roundToCents(digits.whole, digits.fraction);
  if (magnitude === null) return null;
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Whole and fraction digits, checking that grouping separators group (e.g. "1,234,567"). */
function splitDecimal(
  text: string,
  decimal: DecimalSeparator,
): { whole: string; fraction: string } | null {
  const grouping = decimal === "." ? "," : ".";
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  const [wholeText = "", fraction = ""] = parts;
  if (!/^\d*$/.test(fraction)) return null;
  if (wholeText === "" && fraction === "") return null;
  const groups = wholeText.split(grouping);
  if (groups.some((g) => !/^\d*$/.test(g))) return null;
  // The last group of a grouped number has three digits, earlier ones one to three (Indian
  // grouping "1,00,000" included); anything else is not an amount in this decimal style.
  if (groups.length > 1) {
    const last = groups[groups.length - 1] ?? "";
    const earlier = groups.slice(0, -1);
    if (last.length !== 3 || earlier.some((g) => g.length < 1 || g.length > 3))
      return null;
  }
  return { whole: groups.join(""), fraction };
}

/** Cents from decimal digits, rounding half away from zero past the second decimal. */
function roundToCents(whole: string, fraction: string): number | null {
  const significant = whole.replace(/^0+/, "");
  if (significant.length > 16) return null;
  const cents =
    BigInt(significant || "0") * 100n +
    BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  const roundUp = (fraction[2] ?? "0") >= "5";
  const total = roundUp ? cents + 1n : cents;
  return total > BigInt(MAX_CENTS) ? null : Number(total);
}

/**
 * The decimal separator that a column of amounts uses: "1.234,56" and "12,50" vote for a comma,
 * "1,234.56" and "12.50" for a point; "1,234" alone says nothing. No votes → ".".
 */
export function detectDecimalSeparator(
  values: Iterable<string>,
): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    const vote = decimalVote(value);
    if (vote === ",") comma++;
    else if (vote === ".") point++;
  }
  return comma > point ? "," : ".";
}

function decimalVote(value: string): DecimalSeparator | null {
  const text = value.replace(/[^\d.,]/g, "");
  const lastComma = text.lastIndexOf(",");
  const lastPoint = text.lastIndexOf(".");
  if (lastComma >= 0 && lastPoint >= 0)
    return lastComma > lastPoint ? "," : ".";
  const at = Math.max(lastComma, lastPoint);
  if (at < 0) return null;
  const separator = lastComma >= 0 ? "," : ".";
  const occurrences = text.split(separator).length - 1;
  // Repeated separators group thousands, so the other one is the decimal.
  if (occurrences > 1) return separator === "," ? "." : ",";
  const after = text.length - at - 1;
  // One separator with three digits after it ("1,234") could be either.
  return after === 3 ? null : separator;
}
