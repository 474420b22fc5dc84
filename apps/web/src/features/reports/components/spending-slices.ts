import { ratioPercent, sumCents, type Cents } from "@finch/domain";
import type { SpendingGroup } from "../api/report-queries";
import { SERIES_COLOURS, nthOf } from "./chart-palette";

/** The donut's slices beyond the largest ones are one: "All others". */
export const DONUT_SLICES = 8;

/** The colour of the "All others" slice: a neutral grey, apart from the palette. */
export const OTHERS_COLOUR = "#9AA4B2";

/** One slice of the donut, and the row of the ranked table it matches. */
export interface SpendingSlice {
  /** The group's key, or undefined for "All others". */
  key: string | undefined;
  label: string;
  amountCents: Cents;
  share: number;
  colour: string;
  /** The group's place, largest first (1, 2, …): the donut's label and the table's number. */
  rank: number | undefined;
}

/**
 * The donut's slices: the largest groups in the palette's order and, when there are more than
 * fit, the rest added up as "All others".
 */
export function spendingSlices(
  groups: readonly SpendingGroup[],
  totalCents: Cents,
): SpendingSlice[] {
  const isEachShown = groups.length <= DONUT_SLICES;
  const shown = isEachShown ? groups : groups.slice(0, DONUT_SLICES - 1);
  const slices = shown.map((group, index): SpendingSlice => ({
    key: group.key,
    label: group.label,
    amountCents: group.amountCents,
    share: group.share,
    colour: rankColour(index + 1),
    rank: index + 1,
  }));
  if (isEachShown) return slices;
  const rest = groups.slice(DONUT_SLICES - 1);
  const restCents = sumCents(rest.map((group) => group.amountCents));
  return [
    ...slices,
    {
      key: undefined,
      label: `All others (${String(rest.length)})`,
      amountCents: restCents,
      share: ratioPercent(restCents, totalCents),
      colour: OTHERS_COLOUR,
      rank: undefined,
    },
  ];
}

/** The colour of the group in place `rank` (1 = largest), in the donut, the table and the trends. */
export function rankColour(rank: number): string {
  return nthOf(SERIES_COLOURS, rank - 1);
}
