/**
 * `node --import tsx scripts/bench/bench-categoriser.ts [--distinct]`: what the categoriser
 * (merchant names, 200 rules, suggestions; apps/server/src/features/rules/categoriser.ts) costs
 * on 100,000 statement rows in-process, without a server or a database: once with no rules and
 * once with 200 like the statements part's (bench-statements.ts). By default the rows repeat ten
 * lines, as the statements part's file does; `--distinct` gives every row its own line (a store
 * number and a reference of letters and digits), as many banks write them. See docs/performance.md, "Rules and
 * suggestions on an import".
 */
import { createCategoriser } from "../../apps/server/src/features/rules/categoriser";
import type {
  RuleCondition,
  RuleDefinition,
} from "../../apps/server/src/features/rules/engine/rule-types";
import { toCents } from "@finch/domain";

const MERCHANTS = ["REWE Markt", "Blue Bottle Coffee", "AMZN Mktp US*2K4LM0QX2", "Shell Station 1123", "Netflix.com", "City Power & Light", "Uber *Trip", "Whole Foods #123 Seattle WA", "Pharmacy 24", "Salary ACME Corp"]; // prettier-ignore
const OTHER_WORDS = ["tesco", "aldi", "lidl", "costco", "target", "walmart", "chevron", "bp", "esso", "spotify", "hulu", "disney", "verizon", "comcast", "geico", "cvs", "walgreens", "boots", "ikea", "zara"]; // prettier-ignore
const ROWS = 100_000;

/** 200 rules shaped as the statements part's: text rules, a tenth patterns, some amounts. */
function rules(): RuleDefinition[] {
  return Array.from({ length: 200 }, (_, i): RuleDefinition => {
    const known = MERCHANTS[i % MERCHANTS.length] ?? "";
    const word =
      i < MERCHANTS.length
        ? (known.split(/[ *#]/)[0] ?? known).toLowerCase()
        : `${OTHER_WORDS[i % OTHER_WORDS.length] ?? ""} ${String(i)}`;
    const conditions: RuleCondition[] = [
      i % 10 === 7
        ? { field: "description", op: "matches", value: `^${word}\\b` }
        : { field: "description", op: "contains", value: word },
    ];
    if (i % 4 === 1)
      conditions.push({ field: "amount", op: "gte", value: toCents(100 + i) });
    return {
      match: "all",
      conditions,
      actions: [{ set: "category", value: "shopping" }],
    };
  });
}

const distinct = process.argv.includes("--distinct");
/** A reference of letters and digits, as card processors write them ("2K4LM0QX"). */
function reference(i: number): string {
  return ((i * 2_654_435_761) % 2_176_782_336).toString(36).toUpperCase();
}
const rows = Array.from({ length: ROWS }, (_, i) => ({
  description: distinct
    ? `${MERCHANTS[i % MERCHANTS.length] ?? ""} ${String(1000 + ((i * 7919) % 90000))} REF${reference(i)}`
    : (MERCHANTS[i % MERCHANTS.length] ?? ""),
  merchantName: null,
  amountCents: 100 + ((i * 37) % 25_000),
  transactionType: "debit",
  accountId: 1,
  category: "other" as const,
}));
const all = rules();
for (const count of [0, 200]) {
  const started = performance.now();
  const categoriser = createCategoriser(all.slice(0, count), () => []);
  let decided = 0;
  for (const row of rows)
    if (categoriser.categorise(row, "file").categorySource !== "file")
      decided++;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${distinct ? "distinct" : "repeated"} lines, ${String(count)} rules: ${String(Math.round(seconds * 100) / 100)} s for ${String(ROWS)} rows (${String(decided)} given a category)`,
  );
}
