/**
 * `npm run eval:assistant`: asks the built-in analyst every question of the evaluation set over
 * the generated persona and prints accuracy per type and overall, for the tuned phrasings and the
 * held-out third. A case passes when the intent is right and every expected figure appears.
 */
import { analyze } from "../apps/server/src/features/assistant/analyst/analyst";
import { buildFixture, TODAY } from "./assistant-eval/fixture";
import { buildCases, type EvalCase } from "./assistant-eval/questions";
import { toSnapshot } from "./assistant-eval/to-snapshot";

const fixture = buildFixture(42);
const snapshot = toSnapshot(fixture, TODAY);
const cases = buildCases(fixture);
const verbose = process.argv.includes("--verbose");

interface Tally {
  pass: number;
  total: number;
}
const byType = new Map<string, { tuned: Tally; held: Tally }>();
const overall = { tuned: { pass: 0, total: 0 }, held: { pass: 0, total: 0 } };
const seenPerType = new Map<string, number>();
const started = performance.now();

for (const c of cases) {
  const index = seenPerType.get(c.type) ?? 0;
  seenPerType.set(c.type, index + 1);
  const held = index % 3 === 2;
  const ok = passes(c, !held);
  const entry = byType.get(c.type) ?? {
    tuned: { pass: 0, total: 0 },
    held: { pass: 0, total: 0 },
  };
  for (const t of [
    held ? entry.held : entry.tuned,
    held ? overall.held : overall.tuned,
  ]) {
    t.total++;
    if (ok) t.pass++;
  }
  byType.set(c.type, entry);
}

const pct = (t: Tally) =>
  t.total === 0
    ? "   -  "
    : `${tenths((1000 * t.pass) / t.total).padStart(5)}%`;
const sum = (a: Tally, b: Tally): Tally => ({
  pass: a.pass + b.pass,
  total: a.total + b.total,
});
console.log(
  `Assistant evaluation: ${String(cases.length)} questions, today ${TODAY}, ${String(Math.round(performance.now() - started))} ms\n`,
);
console.log(
  `${"type".padEnd(18)} ${"all".padStart(6)} ${"tuned".padStart(7)} ${"held-out".padStart(9)}   n`,
);
for (const [type, t] of [...byType].sort()) {
  console.log(
    `${type.padEnd(18)} ${pct(sum(t.tuned, t.held))} ${pct(t.tuned).padStart(7)} ${pct(t.held).padStart(9)}   ${String(t.tuned.total + t.held.total)}`,
  );
}
console.log(
  `\n${"overall".padEnd(18)} ${pct(sum(overall.tuned, overall.held))} ${pct(overall.tuned).padStart(7)} ${pct(overall.held).padStart(9)}   ${String(cases.length)}`,
);

function passes(c: EvalCase, show: boolean): boolean {
  const { reply } = analyze(snapshot, c.question, c.history ?? []);
  const intents = Array.isArray(c.intent) ? c.intent : [c.intent];
  const missing = c.expect.filter((e) => !reply.text.includes(e));
  const forbidden = (c.forbid ?? []).filter((f) => reply.text.includes(f));
  const ok =
    intents.includes(reply.intent) &&
    missing.length === 0 &&
    forbidden.length === 0;
  // Only tuned phrasings are printed: the held-out third is never looked at while tuning.
  if (!ok && verbose && show)
    console.log(
      `FAIL [${c.type}] ${c.question}\n  intent ${reply.intent} (want ${intents.join("/")}); missing ${JSON.stringify(missing)} forbidden ${JSON.stringify(forbidden)}\n  ${reply.text.split("\n").slice(0, 4).join("\n  ")}\n`,
    );
  return ok;
}

/** A percentage in tenths as "97.5" (no float formatting of figures). */
function tenths(value: number): string {
  const t = Math.round(value);
  return `${String(Math.trunc(t / 10))}.${String(t % 10)}`;
}
