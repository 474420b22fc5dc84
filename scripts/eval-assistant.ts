/**
 * `npm run eval:assistant`: builds the real app on a fresh database per household, seeds it
 * through the API, asks every question through `POST /api/v1/ai/chat` and scores the answers
 * against figures our own oracle computed. Prints the tuned and held-out sets' accuracy overall
 * and by kind, and answer times. `--verbose` lists the tuned set's failures; held-out failures
 * are never printed (see docs/assistant.md). `--tuned` or `--held-out` runs one set.
 */
import { runSet } from "./assistant-eval/harness";
import { heldOutCases } from "./assistant-eval/held-out/index";
import { printSet, printTunedFailures } from "./assistant-eval/report";
import { tunedCases } from "./assistant-eval/tuned/index";

const args = new Set(process.argv.slice(2));
const started = performance.now();
const runTuned = !args.has("--held-out");
const runHeldOut = !args.has("--tuned");

console.log(
  "Assistant evaluation: the real API on a fresh SQLite database per household",
);
if (runTuned) {
  const tuned = await runSet(tunedCases());
  printSet("tuned", tuned);
  if (args.has("--verbose")) printTunedFailures(tuned);
}
if (runHeldOut) printSet("held-out", await runSet(heldOutCases()));
console.log(
  `\n${String(Math.round((performance.now() - started) / 1000))} s in all`,
);
