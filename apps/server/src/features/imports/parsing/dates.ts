/**
 * Date text → `YYYY-MM-DD`. A format is a pattern such as "DD.MM.YYYY" or "MMM D, YYYY"; which
 * one a file uses is decided from all of its values, never from the first one alone.
 */

const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];

/** The formats detection tries, in the order that breaks ties (month-first before day-first). */
export const DATE_FORMATS = [
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "YYYY.MM.DD",
  "YYYYMMDD",
  "MM/DD/YYYY",
  "DD/MM/YYYY",
  "MM/DD/YY",
  "DD/MM/YY",
  "DD.MM.YYYY",
  "DD.MM.YY",
  "MM-DD-YYYY",
  "DD-MM-YYYY",
  "MM-DD-YY",
  "DD-MM-YY",
  "DD-MMM-YYYY",
  "DD-MMM-YY",
  "DD MMM YYYY",
  "DD/MMM/YYYY",
  "MMM DD, YYYY",
  "MMM DD YYYY",
] as const;

interface CompiledFormat {
  regex: RegExp;
  order: ("Y" | "M" | "D")[];
  monthName: boolean;
}

const compiled = new Map<string, CompiledFormat | null>();

// A time after the date is allowed and ignored: "2024-03-01T10:15:00Z", "03/01/2024 10:15 PM".
const TIME = String.raw`(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[AaPp][Mm])?(?:\s*(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{2,5}))?)?`;

function compile(format: string): CompiledFormat | null {
  const cached = compiled.get(format);
  if (cached !== undefined) return cached;
  const order: CompiledFormat["order"] = [];
  let monthName = false;
  const source = format.replace(/YYYY|YY|MMM|MM|M|DD|D|[^YMD]/g, (token) => {
    switch (token) {
      case "YYYY":
        order.push("Y");
        return String.raw`(\d{4})`;
      case "YY":
        order.push("Y");
        return String.raw`(\d{2})`;
      case "MMM":
        order.push("M");
        monthName = true;
        return String.raw`([A-Za-z]{3,9})\.?`;
      case "MM":
      case "M":
        order.push("M");
        return format.includes("YYYYMMDD")
          ? String.raw`(\d{2})`
          : String.raw`(\d{1,2})`;
      case "DD":
      case "D":
        order.push("D");
        return format.includes("YYYYMMDD")
          ? String.raw`(\d{2})`
          : String.raw`(\d{1,2})`;
      case " ":
        return String.raw`\s+`;
      default:
        return token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  });
  const result =
    order.length === 3
      ? { regex: new RegExp(`^${source}${TIME}$`), order, monthName }
      : null;
  compiled.set(format, result);
  return result;
}

// Statements repeat the same few hundred dates: each text is read once per format.
const parsed = new Map<string, string | null>();
const PARSED_LIMIT = 50_000;

/** `YYYY-MM-DD` of a date written in `format`, or null when it is not a real day. */
export function parseDate(text: string, format: string): string | null {
  const key = `${format}\u0000${text}`;
  const known = parsed.get(key);
  if (known !== undefined) return known;
  const result = readDate(text, format);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(key, result);
  return result;
}

function readDate(text: string, format: string): string | null {
  const spec = compile(format);
  const match = spec?.regex.exec(text.trim());
  if (!spec || !match) return null;
  let year = 0;
  let month = 0;
  let day = 0;
  for (const [i, part] of spec.order.entries()) {
    const value = match[i + 1] ?? "";
    if (part === "Y")
      year = value.length === 2 ? twoDigitYear(Number(value)) : Number(value);
    else if (part === "D") day = Number(value);
    else month = spec.monthName ? monthNumber(value) : Number(value);
  }
  return isoDate(year, month, day);
}

/** 00–69 → 2000s, 70–99 → 1900s. */
export function twoDigitYear(yy: number): number {
  return yy < 70 ? 2000 + yy : 1900 + yy;
}

function monthNumber(name: string): number {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  // "Sept" and full names start with the same three letters; anything longer must still be a month.
  return index < 0 || !/^[a-z]+$/i.test(name) ? 0 : index + 1;
}

/** Valid `YYYY-MM-DD` (a real day from 1900 to 2100) or null. */
export function isoDate(
  year: number,
  month: number,
  day: number,
): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1)
    return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days =
    month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day > days) return null;
  return `${String(year)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The format that reads the most of `values` (all of them, not a sample): "03/04/2024" fits
 * both MM/DD and DD/MM, but a later "25/04/2024" leaves only DD/MM. When month-first and
 * day-first read the same values, `preferDayFirst` (a decimal-comma file) breaks the tie.
 * Null when no format reads any value.
 */
export function detectDateFormat(
  values: readonly string[],
  preferDayFirst = false,
): string | null {
  // Every value counts, but each distinct text only once: a file has few distinct dates.
  const present = [...new Set(values.map((v) => v.trim()))].filter(
    (v) => v !== "",
  );
  let best: string | null = null;
  let bestCount = 0;
  const order = preferDayFirst ? dayFirstOrder() : DATE_FORMATS;
  for (const format of order) {
    let count = 0;
    for (const value of present) if (parseDate(value, format) !== null) count++;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best === null ? null : describePadding(best, present);
}

/** The same formats with each day-first pattern moved before its month-first twin. */
function dayFirstOrder(): readonly string[] {
  const list: string[] = [...DATE_FORMATS];
  for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i] ?? "";
    const b = list[i + 1] ?? "";
    if (
      a.startsWith("MM") &&
      b.startsWith("DD") &&
      a.slice(2, 3) === b.slice(2, 3)
    ) {
      list[i] = b;
      list[i + 1] = a;
      i++;
    }
  }
  return list;
}

/** "M/D/YY" rather than "MM/DD/YY" when the file writes days and months without a zero. */
function describePadding(format: string, values: readonly string[]): string {
  if (format.includes("MMM") || format === "YYYYMMDD") return format;
  const unpadded = values.some((v) =>
    /(^|[^\d])\d([^\d]|$)/.test(v.replace(/\d{4}/, "")),
  );
  return unpadded ? format.replace("MM", "M").replace("DD", "D") : format;
}

/**
 * OFX `YYYYMMDD[HHMMSS[.XXX]][[±H:TZ]]` → the calendar date as written: the statement's local
 * day, never shifted to UTC. Null when the first eight characters are not a real day.
 */
export function parseOfxDate(text: string): string | null {
  const match = /^\s*(\d{8})/.exec(text);
  return match?.[1] ? parseDate(match[1], "YYYYMMDD") : null;
}
