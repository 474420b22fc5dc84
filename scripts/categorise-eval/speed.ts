/**
 * Speed of the categoriser on a large ledger: 100,000 training rows (the tuned households over
 * many seeds, so descriptions vary as they do in a real history) and 10,000 predictions, plus
 * the cleaner alone on 100,000 descriptions. Each is run twice: the first run includes the
 * JavaScript engine's warm-up, the second is the steady state. CPU time is printed beside wall
 * time: the machine may be shared, and CPU time is what the code costs.
 */
import { trainCategoryClassifier } from "../../apps/server/src/features/rules/suggestions/category-classifier";
import { cleanMerchantName } from "../../apps/server/src/features/rules/suggestions/merchant-name";
import type { EvalRow } from "./ledger";
import { generateTuned } from "./tuned-engine";
import { london } from "./tuned-london";
import { oakland } from "./tuned-oakland";
import { paris } from "./tuned-paris";

function rowsFrom(count: number, part: "train" | "test"): EvalRow[] {
  const rows: EvalRow[] = [];
  for (let seed = 100; rows.length < count; seed++) {
    for (const h of [oakland, london, paris])
      rows.push(...generateTuned(h, seed)[part]);
  }
  return rows.slice(0, count);
}

function timed(label: string, work: () => void): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(44)} ${String(Math.round(wall)).padStart(6)} ms wall ${String(Math.round((used.user + used.system) / 1000)).padStart(6)} ms cpu`,
  );
}

export function measureSpeed(): void {
  const train = rowsFrom(100_000, "train");
  const test = rowsFrom(10_000, "test");
  const unique = train.map((r, i) => `${r.description} ${String(i % 977)}`);
  console.log("\nSpeed (first run, then second run)");
  for (const run of ["1st", "2nd"]) {
    timed(`clean 100,000 descriptions (${run})`, () => {
      for (const d of unique) cleanMerchantName(d);
    });
  }
  for (const run of ["1st", "2nd"]) {
    let classifier = trainCategoryClassifier([]);
    timed(`train on 100,000 rows (${run})`, () => {
      classifier = trainCategoryClassifier(train);
    });
    timed(`predict 10,000 rows (${run})`, () => {
      for (const r of test) classifier.predict(r);
    });
  }
}
