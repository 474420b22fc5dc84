/**
 * Counting for `npm run eval:categorise`: a prediction is right when its category is the one the
 * person gave the row (no prediction is wrong). Coverage is the share of rows predicted at or
 * above the suggestion threshold; precision the share of those that were right.
 */
import type { Category } from "@finch/domain";

export interface Tally {
  rows: number;
  right: number;
  suggested: number;
  suggestedRight: number;
}

export const emptyTally = (): Tally => ({
  rows: 0,
  right: 0,
  suggested: 0,
  suggestedRight: 0,
});

export function count(t: Tally, right: boolean, suggested: boolean): void {
  t.rows++;
  if (right) t.right++;
  if (suggested) t.suggested++;
  if (suggested && right) t.suggestedRight++;
}

export type Slice = "seen" | "unseen";

/** Tallies of one part (tuned or held-out): by slice, overall and by the person's category. */
export interface PartTally {
  seen: Tally;
  unseen: Tally;
  overall: Tally;
  /** The same test rows for a person with no history: the dictionary alone. */
  newUser: Tally;
  byCategory: Map<Category, Tally>;
}

export const emptyPart = (): PartTally => ({
  seen: emptyTally(),
  unseen: emptyTally(),
  overall: emptyTally(),
  newUser: emptyTally(),
  byCategory: new Map(),
});

export function record(
  part: PartTally,
  slice: Slice,
  truth: Category,
  right: boolean,
  suggested: boolean,
): void {
  count(part[slice], right, suggested);
  count(part.overall, right, suggested);
  const perCategory = part.byCategory.get(truth) ?? emptyTally();
  count(perCategory, right, suggested);
  part.byCategory.set(truth, perCategory);
}

function percent(numerator: number, denominator: number): string {
  if (denominator === 0) return "   -  ";
  const tenths = Math.round((1000 * numerator) / denominator);
  return `${`${String(Math.floor(tenths / 10))}.${String(tenths % 10)}`.padStart(5)}%`;
}

export const accuracy = (t: Tally): string => percent(t.right, t.rows);
export const coverage = (t: Tally): string => percent(t.suggested, t.rows);
export const precision = (t: Tally): string =>
  percent(t.suggestedRight, t.suggested);
