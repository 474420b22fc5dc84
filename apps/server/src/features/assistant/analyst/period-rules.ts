import { addDays } from "@finch/domain";
import {
  explicitDay,
  iso,
  latestDay,
  monthPeriod,
  monthSpan,
  quarter,
  rolling,
  yearPeriod,
} from "./period-resolvers";
import {
  make,
  previousUnit,
  unitToDate,
  type Period,
  type Unit,
} from "./period-units";

const MONTHS =
  "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
};

/** One grammar rule: a pattern and how a match resolves to dates. */
export interface Rule {
  pattern: RegExp;
  resolve: (
    m: RegExpExecArray,
    today: string,
  ) => Omit<Period, "phrase"> | undefined;
}

const RULE_LIST: Rule[] = [
  {
    pattern:
      /\b(\d{4}-\d{2}-\d{2})\s*(?:to|through|until|-|–|and)\s*(\d{4}-\d{2}-\d{2})\b/g,
    resolve: (m) => make(g(m, 1), g(m, 2), "range", ""),
  },
  {
    pattern: /\b(\d{4}-\d{2}-\d{2})\b/g,
    resolve: (m) => make(g(m, 1), g(m, 1), "day", ""),
  },
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    resolve: (m) => {
      const d = iso(+g(m, 3), +g(m, 1), +g(m, 2));
      return d ? make(d, d, "day", "") : undefined;
    },
  },
  {
    pattern: /\b(year to date|ytd|so far this year|this year so far)\b/g,
    resolve: (_m, t) => make(`${t.slice(0, 4)}-01-01`, t, "year", ""),
  },
  {
    pattern: /\b(month to date|mtd|so far this month)\b/g,
    resolve: (_m, t) => unitToDate("month", t),
  },
  { pattern: /\btoday\b/g, resolve: (_m, t) => make(t, t, "day", "") },
  {
    pattern: /\byesterday\b/g,
    resolve: (_m, t) => make(addDays(t, -1), addDays(t, -1), "day", ""),
  },
  {
    pattern:
      /\b(?:between|from)\s+(?:the\s+)?(?:start of\s+)?MONTHS(?:\s+(\d{4}))?\s+(?:and|to|through|until)\s+MONTHS(?:\s+(\d{4}))?\b/g,
    resolve: (m, t) => monthSpan(g(m, 1), m[2], g(m, 3), m[4], t),
  },
  {
    pattern:
      /\bMONTHS\s*(?:-|–|through|thru|to|until|till)\s*MONTHS(?:\s+(\d{4}))?\b/g,
    resolve: (m, t) => monthSpan(g(m, 1), m[3], g(m, 2), m[3], t),
  },
  {
    pattern:
      /\bsince the (?:start|beginning) of (?:the |this )?(week|month|quarter|year)\b/g,
    resolve: (m, t) => unitToDate(g(m, 1) as Unit, t),
  },
  {
    // "What did we spend at the weekend", said in the past, is the latest one, as "this weekend".
    pattern:
      /\b(last|this|past)\s+weekend\b|\b(?:did|spent|was|were|went)\b.*?\b(?:at|over|on) the weekend\b/g,
    resolve: (m, t) => {
      // Saturday and Sunday of this week, or of the week before ("this" one not yet come: last).
      const monday = unitToDate("week", t).start;
      const which = g(m, 1) || "this";
      const saturday = addDays(monday, which === "this" ? 5 : -2);
      return saturday > t
        ? make(addDays(saturday, -7), addDays(saturday, -6), "range", "")
        : make(
            saturday,
            addDays(saturday, 1) > t ? t : addDays(saturday, 1),
            "range",
            "",
          );
    },
  },
  {
    pattern: /\b(?:last|past)\s+fortnight\b/g,
    resolve: (_m, t) => rolling(14, "day", t),
  },
  {
    pattern: /\b(?:this|current)\s+(week|month|quarter|year)\b/g,
    resolve: (m, t) => unitToDate(g(m, 1) as Unit, t),
  },
  {
    pattern: /\b(?:last|previous|prior|past)\s+(week|month|quarter|year)\b/g,
    resolve: (m, t) => previousUnit(g(m, 1) as Unit, t),
  },
  {
    pattern:
      /\b(?:last|past|previous)\s+(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(day|week|month|year)s?\b/g,
    resolve: (m, t) => rolling(count(g(m, 1)), g(m, 2), t),
  },
  {
    pattern: /\b(\d+)\s+(day|week)s?\s+ago\b/g,
    resolve: (m, t) => {
      const d = addDays(t, -count(g(m, 1)) * (g(m, 2) === "week" ? 7 : 1));
      return make(d, d, "day", "");
    },
  },
  {
    pattern: /\bq([1-4])(?:\s+(\d{4}))?\b/g,
    resolve: (m, t) => quarter(+g(m, 1), m[2], t),
  },
  {
    pattern:
      /\b(first|second|third|fourth)\s+quarter(?:\s+(?:of\s+)?(\d{4}))?\b/g,
    resolve: (m, t) => quarter(ORDINALS[g(m, 1)] ?? 1, m[2], t),
  },
  {
    pattern: /\bsince\s+(?:last\s+)?MONTHS(?:\s+(\d{4}))?\b/g,
    resolve: (m, t) => {
      const p = monthPeriod(g(m, 1), m[2], t);
      return p && make(p.start, t, "range", "");
    },
  },
  {
    pattern: /\bsince\s+(\d{4})\b/g,
    resolve: (m, t) => make(`${g(m, 1)}-01-01`, t, "range", ""),
  },
  {
    pattern:
      /\b(?:on\s+)?MONTHS\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/g,
    resolve: (m, t) => explicitDay(g(m, 1), +g(m, 2), m[3], t),
  },
  {
    pattern: /\b(?:in\s+)?MONTHS(?:\s+(?:of\s+)?(\d{4}))?\b/g,
    // "may" before a pronoun or a verb is not a month ("may i ask…").
    resolve: (m, t) =>
      g(m, 1) === "may" &&
      !m[2] &&
      /^\s+(i|you|we|they|it|he|she|be|have|not)\b/.test(
        m.input.slice(m.index + m[0].length),
      )
        ? undefined
        : monthPeriod(g(m, 1), m[2], t),
  },
  {
    pattern: /\bon the (\d{1,2})(?:st|nd|rd|th)\b/g,
    resolve: (m, t) => latestDay(+g(m, 1), t),
  },
  {
    pattern: /\b(?:in|during|for|of)\s+((?:19|20)\d{2})\b/g,
    resolve: (m, t) => yearPeriod(+g(m, 1), t),
  },
  // A bare year, but not the year of a date that failed to parse ("2/30/2024").
  {
    pattern: /(?<![/\d-])\b((?:19|20)\d{2})\b(?![/-]\d)/g,
    resolve: (m, t) => yearPeriod(+g(m, 1), t),
  },
];
/** The rules, most specific first, with the month-name pattern filled in. */
export const RULES: Rule[] = RULE_LIST.map((r) => ({
  ...r,
  pattern: new RegExp(r.pattern.source.replace(/MONTHS/g, MONTHS), "g"),
}));

function g(m: RegExpExecArray, i: number): string {
  return m[i] ?? "";
}

function count(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}
