/**
 * `npm run eval:categorise`: for each generated household, trains the categoriser on twelve
 * categorised months and predicts the next month's rows. Prints accuracy for merchants seen
 * before, merchants never seen and overall, per category, for the tuned and the held-out
 * households, and the speed of training and prediction. `--verbose` lists the tuned part's
 * failures; the held-out part's are never printed (nothing is tuned against them).
 */
import {
  isConfident,
  type CategoryPrediction,
  trainCategoryClassifier,
  SUGGESTION_THRESHOLD,
} from "../apps/server/src/features/rules/suggestions/category-classifier";
import { heldOutHouseholds } from "./categorise-eval/held-out";
import { seenMerchants, type Household } from "./categorise-eval/ledger";
import { measureSpeed } from "./categorise-eval/speed";
import { printReport } from "./categorise-eval/report";
import {
  count,
  emptyPart,
  record,
  type PartTally,
} from "./categorise-eval/tally";
import { tunedHouseholds } from "./categorise-eval/tuned";

const verbose = process.argv.includes("--verbose");
const skipSpeed = process.argv.includes("--no-speed");
// While improving the categoriser, `--tuned-only` keeps the held-out figures out of sight.
const tunedOnly = process.argv.includes("--tuned-only");

function describe(prediction: CategoryPrediction | null): string {
  return prediction === null
    ? "none"
    : `${prediction.category} ${String(prediction.confidence)} ${prediction.reason}`;
}

function evaluate(
  households: readonly Household[],
  showFailures: boolean,
): PartTally {
  const part = emptyPart();
  const newcomer = trainCategoryClassifier([]);
  for (const h of households) {
    const classifier = trainCategoryClassifier(h.train);
    const seen = seenMerchants(h.train);
    for (const row of h.test) {
      const prediction = classifier.predict(row);
      const slice = seen.has(row.merchantKey) ? "seen" : "unseen";
      const right = prediction?.category === row.category;
      record(part, slice, row.category, right, isConfident(prediction));
      const guess = newcomer.predict(row);
      count(part.newUser, guess?.category === row.category, isConfident(guess));
      if (showFailures && !right) {
        console.log(
          `FAIL [${h.name} #${String(h.seed)} ${slice}] ${row.description} | ${row.merchantName ?? "-"} → ${describe(prediction)} (want ${row.category})`,
        );
      }
    }
  }
  return part;
}

const tuned = evaluate(tunedHouseholds(), verbose);
const held = evaluate(tunedOnly ? [] : heldOutHouseholds(), false);
printReport(tuned, held, SUGGESTION_THRESHOLD);
if (!skipSpeed) measureSpeed();
