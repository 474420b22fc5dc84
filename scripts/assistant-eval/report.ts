/**
 * The evaluation's printout: accuracy overall and per kind for each set, answer times, and for
 * the tuned set only (with `--verbose`) each failure with its answer. Held-out failures are
 * never printed: developers must not tune against them.
 */
import type { Outcome, SetRun } from "./harness";
import { percent } from "./format";

export interface Tally {
  pass: number;
  total: number;
}

export function tally(outcomes: Outcome[]): {
  overall: Tally;
  byKind: Map<string, Tally>;
} {
  const overall: Tally = { pass: 0, total: 0 };
  const byKind = new Map<string, Tally>();
  for (const o of outcomes) {
    const kind = byKind.get(o.question.kind) ?? { pass: 0, total: 0 };
    for (const t of [overall, kind]) {
      t.total++;
      if (o.verdict.pass) t.pass++;
    }
    byKind.set(o.question.kind, kind);
  }
  return { overall, byKind };
}

/** The p-th percentile (nearest rank) of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

const rate = (t: Tally) => (t.total === 0 ? "-" : percent(t.pass, t.total));

export function printSet(name: string, run: SetRun): void {
  const { overall, byKind } = tally(run.outcomes);
  const households = new Set(run.outcomes.map((o) => o.household)).size;
  console.log(
    `\n${name}: ${rate(overall)} (${String(overall.pass)}/${String(overall.total)}) over ${String(households)} household(s); ` +
      `answers p50 ${ms(percentile(run.timings, 50))}, p95 ${ms(percentile(run.timings, 95))} ` +
      `(${String(run.timings.length)} requests); seeding ${ms(run.seedMs)}`,
  );
  console.log(
    `  ${"kind".padEnd(18)} ${"score".padStart(7)}  ${"n".padStart(4)}`,
  );
  for (const [kind, t] of [...byKind].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(
      `  ${kind.padEnd(18)} ${rate(t).padStart(7)}  ${String(t.total).padStart(4)}`,
    );
  // Each household's score: a set written at another time shows apart from the rest.
  const byHousehold = new Map<string, Tally>();
  for (const o of run.outcomes) {
    const t = byHousehold.get(o.household) ?? { pass: 0, total: 0 };
    t.total += 1;
    if (o.verdict.pass) t.pass += 1;
    byHousehold.set(o.household, t);
  }
  for (const [id, t] of byHousehold)
    console.log(
      `  household ${id.padEnd(28)} ${rate(t).padStart(7)}  ${String(t.total).padStart(4)}`,
    );
  // Counted for both sets: a harness fault, not the content of any answer.
  const errors = run.outcomes.filter((o) => o.error !== undefined).length;
  if (errors > 0)
    console.log(
      `  ${String(errors)} question(s) got no answer to score (HTTP error or contract violation)`,
    );
  for (const p of run.seedProblems) console.log(`  seed check: ${p}`);
}

/** The tuned set's failures, each with what was missing and the start of the answer. */
export function printTunedFailures(run: SetRun): void {
  for (const o of run.outcomes.filter((x) => !x.verdict.pass)) {
    const answer = o.answer.split("\n").slice(0, 6).join("\n    ");
    console.log(
      `\nFAIL [${o.question.kind}] ${o.question.ask}\n  ${o.verdict.problems.join("; ")}\n    ${answer}`,
    );
  }
}

function ms(value: number): string {
  return `${String(Math.round(value))} ms`;
}
