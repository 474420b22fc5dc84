/** The tuned households of `npm run eval:categorise`: their failures may be read (`--verbose`). */
import type { Household } from "./ledger";
import { generateTuned } from "./tuned-engine";
import { london } from "./tuned-london";
import { oakland } from "./tuned-oakland";
import { paris } from "./tuned-paris";

export const TUNED_SEEDS = [1, 2, 3] as const;

export function tunedHouseholds(): Household[] {
  return [oakland, london, paris].flatMap((h) =>
    TUNED_SEEDS.map((seed) => generateTuned(h, seed)),
  );
}
