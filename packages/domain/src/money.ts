/**
 * Money in integer cents. Every amount inside Finch is a `Cents` value; the API speaks decimal
 * numbers with at most two places, converted here and nowhere else (docs/style.md §3, ADR 0002).
 */

declare const centsBrand: unique symbol;
/** An integer number of cents, |n| ≤ 2^51. */
export type Cents = number & { readonly [centsBrand]: true };

/** Largest magnitude a `Cents` may hold: 2^51 leaves headroom for sums below 2^53. */
export const MAX_CENTS = 2 ** 51;
/** Largest amount a user may enter: 1,000,000,000.00 (docs/design/security.md IN-1). */
export const MAX_INPUT_CENTS = 100_000_000_000;

/** Brands an integer as cents; rejects fractions, NaN and magnitudes above 2^51. */
export function toCents(n: number): Cents {
  if (!Number.isInteger(n) || Math.abs(n) > MAX_CENTS) {
    throw new RangeError(`Not a valid amount of cents: ${String(n)}`);
  }
  return (n === 0 ? 0 : n) as Cents; // normalise -0
}

const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses decimal text ('12.34', '-5', '0.5') exactly, without floating point. Returns
 * `undefined` for anything that is not a plain decimal with at most two places.
 */
export function parseMoney(text: string): Cents | undefined {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = "", fraction = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "") + fraction.padEnd(2, "0");
  if (digits.length > 16) return undefined;
  const magnitude = Number(digits);
  if (magnitude > MAX_CENTS) return undefined;
  return toCents(sign === "-" ? -magnitude : magnitude);
}

/**
 * Converts a JSON number from the wire to cents through its shortest decimal text, so 0.1 + 0.2
 * style float noise never reaches the arithmetic. More than two places → `undefined`.
 */
export function wireToCents(value: number): Cents | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Exponent forms (1e-7, 1e+21) are never valid amounts, and parseMoney rejects them.
  return parseMoney(String(value));
}

/** Why an amount a user sent cannot be accepted. */
export type MoneyInputProblem = "not_a_number" | "decimal_places" | "too_big";

/**
 * Reads an amount a user sent (a JSON number, or text from a query string or a form field) and
 * says exactly what is wrong with it otherwise: not a number, more than two decimal places, or a
 * magnitude above `MAX_INPUT_CENTS` (however it is written: 1e21 is too big, not "too many
 * decimals"). Text may be written the usual ways money is typed: see `plainDecimalOf`.
 */
export function parseMoneyInput(
  value: number | string,
): { cents: Cents } | { problem: MoneyInputProblem } {
  const text =
    typeof value === "number" ? plainNumberText(value) : plainDecimalOf(value);
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text ?? "");
  if (!text || !match) return { problem: "not_a_number" };
  const whole = (match[2] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = match[3] ?? "";
  // 1,000,000,000.00 has 10 whole digits; anything longer (or equal length and larger) is over.
  if (whole.length > 10 || (whole.length === 10 && whole > "1000000000"))
    return { problem: "too_big" };
  if (fraction.length > 2) {
    return /^0*$/.test(fraction.slice(2))
      ? accept(text)
      : { problem: "decimal_places" };
  }
  return accept(text);

  function accept(
    decimal: string,
  ): { cents: Cents } | { problem: MoneyInputProblem } {
    const trimmed = decimal.replace(/(\.\d\d)0+$/, "$1");
    const cents = parseMoney(trimmed);
    if (cents === undefined) return { problem: "not_a_number" };
    return Math.abs(cents) > MAX_INPUT_CENTS
      ? { problem: "too_big" }
      : { cents };
  }
}

/** A currency sign or code written before or after an amount ('$', 'US$', 'EUR', '€'). */
const CURRENCY_MARK = /^(?:[A-Z]{2}\$|[A-Z]{3}|[$€£¥₹₩₽]|kr|Fr\.?)/i;
/** Digits in groups of three after a first group of one to three (thousands separators). */
const GROUPED = /^\d{1,3}(?:([,. '\u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/**
 * The plain decimal ('-1250.5') in money as people type it, or undefined when it is not one:
 * a currency sign or code before or after ('$500', '500 EUR'), thousands separators in groups of
 * three ('1,250.00', '1 250,00', "1'250.00"), a decimal comma when the last separator is a comma
 * followed by one or two digits ('12,50', '1.250,50'), and a leading minus or plus, a trailing
 * minus, or parentheses for a negative amount ('(100)'). Anything else is left to the caller's
 * 'not a number'.
 */
export function plainDecimalOf(text: string): string | undefined {
  let rest = text.trim();
  let negative = false;
  if (/^\(.*\)$/.test(rest))
    [negative, rest] = [true, rest.slice(1, -1).trim()];
  const sign = (s: string) => {
    const m = /^([-+\u2212])\s*/.exec(s);
    if (m) {
      negative ||= m[1] !== "+";
      return s.slice(m[0].length);
    }
    return s;
  };
  rest = sign(rest);
  rest = rest.replace(CURRENCY_MARK, "").trim();
  rest = sign(rest);
  const suffix = /\s*(?:[A-Z]{3}|[$€£¥₹₩₽]|kr)$/i.exec(rest);
  if (suffix) rest = rest.slice(0, suffix.index).trim();
  if (rest.endsWith("-")) [negative, rest] = [true, rest.slice(0, -1).trim()];
  const number = decimalOf(rest);
  if (number === undefined) return undefined;
  return negative ? `-${number}` : number;
}

/** '1,250.50' → '1250.50'; '1.250,5' → '1250.5'; '12.345' stays (three decimals). */
function decimalOf(text: string): string | undefined {
  if (/^\d*\.?\d+$/.test(text) || /^\d+\.$/.test(text))
    return text.startsWith(".") ? `0${text}` : text.replace(/\.$/, "");
  const commaDecimal = /^(.*),(\d{1,2})$/.exec(text);
  if (commaDecimal && !(commaDecimal[1] ?? "").includes(",")) {
    const whole = commaDecimal[1] ?? "";
    const digits =
      whole === "" || /^\d+$/.test(whole) ? whole : groupedDigits(whole);
    return digits === undefined
      ? undefined
      : `${digits || "0"}.${commaDecimal[2] ?? ""}`;
  }
  const pointDecimal = /^(.*?)(\.\d+)?$/.exec(text);
  const whole = pointDecimal?.[1] ?? "";
  if (whole.includes(".")) return undefined;
  const digits = groupedDigits(whole);
  return digits === undefined ? undefined : digits + (pointDecimal?.[2] ?? "");
}

function groupedDigits(text: string): string | undefined {
  return GROUPED.test(text) ? text.replace(/\D/g, "") : undefined;
}

/** A finite number as plain decimal text (no exponent), or undefined for NaN and ±Infinity. */
function plainNumberText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent forms are huge (1e21) or tiny (1e-7): the integer digits decide which.
  return Math.abs(value) >= 1
    ? BigInt(Math.trunc(value)).toString()
    : value.toFixed(20);
}

/** The two-place decimal number the API sends for an amount of cents. */
export function centsToWire(cents: Cents): number {
  return Number(centsToDecimalText(cents));
}

/** Exact decimal text of an amount: -1234 → '-12.34'. */
export function centsToDecimalText(cents: Cents): `${number}` {
  const negative = cents < 0;
  const magnitude = String(Math.abs(cents)).padStart(3, "0");
  const text = `${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
  return (negative ? `-${text}` : text) as `${number}`;
}

/** Currencies a profile may choose (docs/product.md §3). */
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;
/** One of the profile currencies. */
export type Currency = (typeof CURRENCIES)[number];

const formatters = new Map<Currency, Intl.NumberFormat>();

/** Currencies without minor units: amounts are whole (issue 27: JPY showed two decimals). */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<Currency> = new Set(["JPY"]);

/** Decimal places a currency's amounts have: 2, or 0 for the yen. */
export function currencyDecimals(currency: Currency): 0 | 2 {
  return WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2;
}

/** The smallest amount a person can give in a currency: 0.01, or 1 for the yen. */
export function smallestAmount(currency: Currency): Cents {
  return toCents(currencyDecimals(currency) === 0 ? 100 : 1);
}

/**
 * Formats cents in the profile currency with en-US number style ('$1,234.56', '-€5.00', '¥1,235').
 * Amounts are stored in hundredths for every currency; a currency without minor units shows
 * whole units, rounded half away from zero.
 */
export function formatMoney(cents: Cents, currency: Currency = "USD"): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = currencyDecimals(currency);
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      roundingMode: "halfExpand",
    });
    formatters.set(currency, formatter);
  }
  // Format the exact decimal text, never a float division of the cents.
  return formatter.format(centsToDecimalText(cents));
}

/** a + b, checked. */
export function addCents(a: Cents, b: Cents): Cents {
  return toCents(a + b);
}

/** The sum of a list of amounts, checked at every step. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0 as Cents;
  for (const value of values) total = addCents(total, value);
  return total;
}

/** -a. */
export function negateCents(a: Cents): Cents {
  return toCents(0 - a);
}

/** |a|. */
export function absCents(a: Cents): Cents {
  return toCents(Math.abs(a));
}

/**
 * `basisPoints`/10,000 of an amount, rounded half away from zero: percentOf(1001, 5000) = 501.
 * Works in BigInt so large amounts never lose precision.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  if (!Number.isInteger(basisPoints))
    throw new RangeError("basisPoints must be an integer");
  return toCents(
    roundHalfAwayFromZero(BigInt(cents) * BigInt(basisPoints), 10_000n),
  );
}

/**
 * Splits an amount into `parts` integer parts that sum exactly to it (largest remainder: the
 * first |remainder| parts get one cent more, or one less for negative totals).
 */
export function splitCents(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError("parts must be a positive integer");
  const base = Math.trunc(total / parts);
  const remainder = total - base * parts;
  const step = Math.sign(remainder);
  return Array.from({ length: parts }, (_, i) =>
    toCents(i < Math.abs(remainder) ? base + step : base),
  );
}

/** The one rounding rule: numerator / denominator rounded half away from zero. */
export function roundHalfAwayFromZero(
  numerator: bigint,
  denominator: bigint,
): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return Number(negative ? -rounded : rounded);
}
