/**
 * `node --import tsx scripts/bench/bench-categoriser.ts [--rows N] [--rules 0,200]`: what the categoriser
 * (merchant names, rules, suggestions; apps/server/src/features/rules/categoriser.ts) costs
 * in-process, without a server or a database, on the very lines and rules the statements part
 * imports (statement-data.ts): once with no rules and once with 200 (`--rules` for other counts,
 * up to 500). Set beside the statements
 * part's upload → committed, it tells what rules and suggestions add to an import (issue 22:
 * at most 20 %). See docs/performance.md, "Rules and suggestions on an import".
 */
import { parseArgs } from "node:util";
import { ruleBodySchema } from "@finch/contracts";
import { createCategoriser } from "../../apps/server/src/features/rules/categoriser";
import { readRule } from "../../apps/server/src/features/rules/rule-input";
import { statementRows, statementRules } from "./statement-data";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    seed: { type: "string", default: "1" },
    rules: { type: "string", default: "0,200" },
  },
});
const count = Number(values.rows);
const rows = statementRows(count, Number(values.seed)).map((r) => ({
  description: r.description,
  merchantName: null,
  amountCents: Math.abs(r.cents),
  transactionType: r.cents < 0 ? "debit" : "credit",
  accountId: 1,
  category: "other" as const,
}));
const rules = statementRules(500).map((body) =>
  readRule(ruleBodySchema.parse(body)),
);
const distinct = new Set(rows.map((r) => r.description)).size;
console.log(
  `${String(count)} rows, ${String(distinct)} distinct lines (statement-data.ts)`,
);
for (const ruleCount of values.rules.split(",").map(Number)) {
  const started = performance.now();
  const categoriser = createCategoriser(rules.slice(0, ruleCount), () => []);
  const by = new Map<string, number>();
  for (const row of rows) {
    const source = categoriser.categorise(row, "file").categorySource;
    by.set(source, (by.get(source) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${String(ruleCount).padStart(3)} rules: ${String(Math.round(seconds * 100) / 100)} s  (${[...by].map(([s, n]) => `${s} ${String(n)}`).join(", ")})`,
  );
}
