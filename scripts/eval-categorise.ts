/**
 * `npm run eval:categorise`: for each generated household, trains the categoriser on twelve
 * categorised months and predicts the next month's rows. Prints accuracy for merchants seen
 * before, merchants never seen and overall, per category, for the tuned and the held-out
 * households, and the speed of training and prediction. `--verbose` lists the tuned part's
 * failures; the held-out part's are never printed (nothing is tuned against them).
 */
import type { Category } from "@finch/domain";
import {
  isConfident,
  trainCategoryClassifier,
  SUGGESTION_THRESHOLD,
} from "../apps/server/src/features/rules/suggestions/category-classifier";
import { heldOutHouseholds } from "./categorise-eval/held-out";
import { seenMerchants, type Household } from "./categorise-eval/ledger";
import { measureSpeed } from "./categorise-eval/speed";
import {
  accuracy,
  coverage,
  emptyPart,
  precision,
  record,
  type PartTally,
} from "./categorise-eval/tally";
import { tunedHouseholds } from "./categorise-eval/tuned";

const verbose = process.argv.includes("--verbose");
const skipSpeed = process.argv.includes("--no-speed");

function evaluate(
  households: readonly Household[],
  showFailures: boolean,
): PartTally {
  const part = emptyPart();
  for (const h of households) {
    const classifier = trainCategoryClassifier(h.train);
    const seen = seenMerchants(h.train);
    for (const row of h.test) {
      const prediction = classifier.predict(row);
      const slice = seen.has(row.merchantKey) ? "seen" : "unseen";
      const right = prediction?.category === row.category;
      record(part, slice, row.category, right, isConfident(prediction));
      if (showFailures && !right) {
        const got =
          prediction === null
            ? "none"
            : `${prediction.category} ${String(prediction.confidence)} ${prediction.reason}`;
        console.log(
          `FAIL [${h.name} #${String(h.seed)} ${slice}] ${row.description} | ${row.merchantName ?? "-"} → ${got} (want ${row.category})`,
        );
      }
    }
  }
  return part;
}

const tuned = evaluate(tunedHouseholds(), verbose);
const held = evaluate(heldOutHouseholds(), false);

console.log(
  `\nCategorisation evaluation (suggestion threshold ${String(SUGGESTION_THRESHOLD)})\n`,
);
console.log(
  `${"".padEnd(22)} ${"tuned".padStart(7)} ${"held-out".padStart(9)}   rows (tuned / held-out)`,
);
for (const slice of ["seen", "unseen", "overall"] as const) {
  console.log(
    `${`accuracy ${slice}`.padEnd(22)} ${accuracy(tuned[slice]).padStart(7)} ${accuracy(held[slice]).padStart(9)}   ${String(tuned[slice].rows)} / ${String(held[slice].rows)}`,
  );
}
console.log(
  `${"suggested (coverage)".padEnd(22)} ${coverage(tuned.overall).padStart(7)} ${coverage(held.overall).padStart(9)}`,
);
console.log(
  `${"suggested precision".padEnd(22)} ${precision(tuned.overall).padStart(7)} ${precision(held.overall).padStart(9)}`,
);

console.log(
  `\n${"accuracy by category".padEnd(22)} ${"tuned".padStart(7)} ${"held-out".padStart(9)}`,
);
const categories = new Set<Category>([
  ...tuned.byCategory.keys(),
  ...held.byCategory.keys(),
]);
for (const category of [...categories].sort()) {
  const t = tuned.byCategory.get(category);
  const h = held.byCategory.get(category);
  console.log(
    `${category.padEnd(22)} ${(t ? accuracy(t) : "   -  ").padStart(7)} ${(h ? accuracy(h) : "   -  ").padStart(9)}   ${String(t?.rows ?? 0)} / ${String(h?.rows ?? 0)}`,
  );
}

if (!skipSpeed) measureSpeed();
