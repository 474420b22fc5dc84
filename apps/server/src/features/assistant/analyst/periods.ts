import { addDays } from "@finch/domain";
import * as chrono from "chrono-node";
import { RULES } from "./period-rules";
import { make, type Period } from "./period-units";

/** A period found in the text, where and how long its words are. */
interface Found {
  at: number;
  length: number;
  period: Period;
}

/** Every period the text names, in order of appearance (two for "May vs April"). */
export function parsePeriods(
  text: string,
  today: string,
  yearStart = "01-01",
): Period[] {
  // The financial or tax year first ("last financial year"): it holds the grammar's "year".
  const found = fiscalYears(text, today, yearStart);
  // Ranges and days of a month next ("jan 5 to feb 3", "3rd of march"): the grammar would read
  // their months alone.
  found.push(...datesOf(blank(text, found), today, true));
  let rest = blank(text, found);
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = rule.pattern.exec(rest)) !== null) {
      const period = rule.resolve(match, today);
      if (!period) continue;
      const hit = { at: match.index, length: match[0].length };
      found.push({ ...hit, period: { ...period, phrase: match[0].trim() } });
      rest = blank(rest, [hit]);
    }
  }
  found.push(...datesOf(rest, today, false));
  return found.sort((a, b) => a.at - b.at).map((f) => f.period);
}

/** The day ("MM-DD") a household's financial year starts, by the currency it keeps. */
export function financialYearStart(currency: string): string {
  return currency === "AUD"
    ? "07-01"
    : currency === "GBP"
      ? "04-06"
      : currency === "NZD"
        ? "04-01"
        : "01-01";
}

/**
 * "This financial year", "last tax year", "fy": the year that starts on `yearStart` ("07-01" in
 * Australia, "04-06" in the UK; "01-01", the calendar year, elsewhere), up to today.
 */
function fiscalYears(text: string, today: string, yearStart: string): Found[] {
  const found: Found[] = [];
  const pattern =
    /\b(?:(this|current|last|previous|prior|the last) )?(?:(?:financial|fiscal|tax) year|fy)\b/g;
  for (const match of text.matchAll(pattern)) {
    const back = match[1] && !/this|current/.test(match[1]) ? 1 : 0;
    const year = Number(today.slice(0, 4));
    const thisStart =
      `${String(year)}-${yearStart}` <= today
        ? `${String(year)}-${yearStart}`
        : `${String(year - 1)}-${yearStart}`;
    const start = `${String(Number(thisStart.slice(0, 4)) - back)}-${yearStart}`;
    const end = addDays(
      `${String(Number(start.slice(0, 4)) + 1)}-${yearStart}`,
      -1,
    );
    found.push({
      at: match.index,
      length: match[0].length,
      period: {
        ...make(start, end > today ? today : end, "range", match[0]),
        phrase: match[0],
      },
    });
  }
  return found;
}

/**
 * Days and ranges of days the grammar does not know, read by chrono-node: "last friday", "3rd
 * of march", "jan 5 to feb 3", "10 days ago", "15/02/2026". Only readings that name a day (a
 * number, a weekday, "ago") and do not start after today are taken, so "may I…" is no date;
 * `isSpanFirst` takes only ranges and "Nth of <month>".
 */
function datesOf(text: string, today: string, isSpanFirst: boolean): Found[] {
  const reference = new Date(`${today}T12:00:00Z`);
  // "between A and B" read as "A to B", letter for letter in place so positions hold.
  const spans = text.replace(
    /\bbetween ([a-z0-9]+ [a-z0-9]+) and /g,
    (_m, a: string) => `        ${a} to  `,
  );
  return chrono
    .parse(spans, { instant: reference, timezone: 0 }, { forwardDate: false })
    .filter((r) =>
      isSpanFirst
        ? (r.end ? /\d/.test(r.text) : false) ||
          /\d(st|nd|rd|th)? of [a-z]/.test(r.text)
        : /\d|day\b|ago\b/.test(r.text),
    )
    .flatMap((r) => {
      const start = dayOf(r.start);
      const end = r.end ? dayOf(r.end) : start;
      if (start > today || end < start) return [];
      const period = make(
        start,
        end > today ? today : end,
        start === end ? "day" : "range",
        "",
      );
      return [
        {
          at: r.index,
          length: r.text.length,
          period: { ...period, phrase: r.text.trim() },
        },
      ];
    });
}

function dayOf(c: chrono.ParsedComponents): string {
  const pad = (n: number | null) => String(n ?? 0).padStart(2, "0");
  return `${String(c.get("year"))}-${pad(c.get("month"))}-${pad(c.get("day"))}`;
}

/** The text with the spans already read replaced by spaces. */
function blank(
  text: string,
  spans: readonly { at: number; length: number }[],
): string {
  let out = text;
  for (const { at, length } of spans)
    out = out.slice(0, at) + " ".repeat(length) + out.slice(at + length);
  return out;
}

/** The first period the text names, if any. */
export function parsePeriod(text: string, today: string): Period | undefined {
  return parsePeriods(text, today)[0];
}
