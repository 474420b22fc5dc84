/**
 * The held-out households of `npm run eval:categorise`. Only their accuracy figures are printed;
 * their failures never are, so nothing is tuned against them.
 */
import { australia } from "./held-out-australia";
import { canada } from "./held-out-canada";
import { generateHeldOut } from "./held-out-engine";
import { germany } from "./held-out-germany";
import type { Household } from "./ledger";

/** Each household with two seeds: different months of the same life. */
export const HELD_OUT_SEEDS = [7001, 7002] as const;

export function heldOutHouseholds(): Household[] {
  return [canada, germany, australia].flatMap((h) =>
    HELD_OUT_SEEDS.map((seed) => generateHeldOut(h, seed)),
  );
}
