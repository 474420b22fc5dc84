/**
 * The bank statement the statements part imports (bench-statements.ts) and the categoriser bench
 * reads in-process (bench-categoriser.ts), and the person's rules for both: one generator, so the
 * two benches measure the same lines and rules.
 *
 * The lines are written as banks write card lines: a store number, a terminal or a date on most
 * of them, a reference of letters and digits on some (Amazon, Uber), a fixed text on a few
 * (Netflix, the salary). Most lines of the statement are therefore distinct, which is what makes
 * merchant cleaning and suggestions cost something: a memo per line does not help them.
 */
import { seededRandom } from "@finch/domain";

type Random = () => number;

const digits = (random: Random, n: number) =>
  String(Math.floor(random() * 10 ** n)).padStart(n, "0");
const reference = (random: Random, n: number) =>
  Array.from({ length: n }, () =>
    "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ".charAt(Math.floor(random() * 34)),
  ).join("");
const dayMonth = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, "0")}.${String(day.getUTCMonth() + 1).padStart(2, "0")}`;

interface StatementMerchant {
  /** The merchant as a person would name it; its first word is what their rules look for. */
  name: string;
  line: (random: Random, day: Date) => string;
  credit?: boolean;
}

/** Ten merchants, each with the way its bank line is written. */
export const STATEMENT_MERCHANTS: readonly StatementMerchant[] = [
  {
    name: "REWE Markt",
    line: (r, d) => `REWE Markt GmbH ${digits(r, 4)} ${dayMonth(d)}`,
  },
  {
    name: "Blue Bottle Coffee",
    line: (r) => `SQ *BLUE BOTTLE COFFEE ${digits(r, 4)} OAKLAND CA`,
  },
  { name: "AMZN Mktp", line: (r) => `AMZN Mktp US*${reference(r, 9)}` },
  { name: "Shell", line: (r) => `SHELL ${digits(r, 8)} HAMBURG` },
  { name: "Netflix.com", line: () => "Netflix.com" },
  {
    name: "City Power & Light",
    line: (r) => `CITY POWER & LIGHT BILL ${digits(r, 10)}`,
  },
  { name: "Uber", line: (r) => `UBER *TRIP ${reference(r, 6)}` },
  {
    name: "Whole Foods",
    line: (r) => `WHOLE FOODS #${digits(r, 3)} SEATTLE WA`,
  },
  {
    name: "Pharmacy",
    line: (r, d) => `POS PHARMACY 24 ${digits(r, 4)} ${dayMonth(d)}`,
  },
  {
    name: "Salary",
    line: (_, d) =>
      `Salary ACME Corp ${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCFullYear())}`,
    credit: true,
  },
];

export interface StatementRow {
  day: Date;
  description: string;
  /** Negative for money out. */
  cents: number;
  id: number;
}

/** One statement's rows: dates over three years, merchants, lines and amounts from `seed`. */
export function statementRows(rows: number, seed: number): StatementRow[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2022, 0, 1);
  return Array.from({ length: rows }, (_, i) => {
    const day = new Date(start + Math.floor((i / rows) * 1_095) * 86_400_000);
    const merchant =
      STATEMENT_MERCHANTS[Math.floor(random() * STATEMENT_MERCHANTS.length)];
    if (merchant === undefined) throw new Error("no merchant");
    const cents = 100 + Math.floor(random() * 25_000);
    return {
      day,
      description: merchant.line(random, day),
      cents: merchant.credit ? cents * 10 : -cents,
      id: i + 1,
    };
  });
}

/** Words of merchants the statement never names: most of a person's rules match nothing. */
const OTHER_WORDS = ["tesco", "aldi", "lidl", "costco", "target", "walmart", "chevron", "bp", "esso", "spotify", "hulu", "disney", "verizon", "comcast", "geico", "cvs", "walgreens", "boots", "ikea", "zara"]; // prettier-ignore
const CATEGORIES = ["groceries", "food_dining", "shopping", "transportation", "subscription", "utilities", "healthcare", "salary"]; // prettier-ignore

/** A rule as `POST /api/v1/rules` takes it. */
export interface RuleBody {
  name: string;
  conditions: { field: string; op: string; value: unknown }[];
  actions: { set: string; value: string }[];
}

/**
 * `count` rules like a person's: text rules ("description contains …") on the statement's
 * merchants and on many it never names, a tenth of them patterns, a quarter with an amount, a
 * fifth with a direction, a sixth renaming the merchant.
 */
export function statementRules(count: number): RuleBody[] {
  return Array.from({ length: count }, (_, i): RuleBody => {
    const known = STATEMENT_MERCHANTS[i % STATEMENT_MERCHANTS.length];
    const word =
      i < STATEMENT_MERCHANTS.length && known !== undefined
        ? (known.name.split(/[ *#]/)[0] ?? known.name).toLowerCase()
        : `${OTHER_WORDS[i % OTHER_WORDS.length] ?? ""} ${String(i)}`;
    const conditions: RuleBody["conditions"] =
      i % 10 === 7
        ? [{ field: "description", op: "matches", value: `^${word}\\b` }]
        : [{ field: "description", op: "contains", value: word }];
    if (i % 4 === 1)
      conditions.push({ field: "amount", op: "gte", value: 1 + (i % 50) });
    if (i % 5 === 2)
      conditions.push({
        field: "transaction_type",
        op: "equals",
        value: "debit",
      });
    const actions: RuleBody["actions"] = [
      { set: "category", value: CATEGORIES[i % CATEGORIES.length] ?? "other" },
    ];
    if (i % 6 === 3)
      actions.push({ set: "merchant_name", value: `Merchant ${String(i)}` });
    return { name: `Rule ${String(i)}`, conditions, actions };
  });
}
