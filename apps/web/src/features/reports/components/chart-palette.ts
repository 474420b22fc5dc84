import type { BudgetStatus } from "@finch/domain";
import type { MarkShape } from "@mui/x-charts/models";

/**
 * The Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008): eight colours people with
 * any common colour-vision deficiency tell apart. The charts never rely on colour alone: every
 * series also has a legend entry, its own line style or mark shape, and a table beside it.
 */
export const OKABE_ITO = {
  blue: "#0072B2",
  orange: "#E69F00",
  bluishGreen: "#009E73",
  vermillion: "#D55E00",
  skyBlue: "#56B4E9",
  reddishPurple: "#CC79A7",
  yellow: "#F0E442",
  black: "#000000",
} as const;

/**
 * The order slices and lines take their colours in: the darker colours first, so the largest
 * groups stand out most on white; yellow, the palest, last.
 */
export const SERIES_COLOURS: readonly string[] = [
  OKABE_ITO.blue,
  OKABE_ITO.orange,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.vermillion,
  OKABE_ITO.reddishPurple,
  OKABE_ITO.skyBlue,
  OKABE_ITO.black,
  OKABE_ITO.yellow,
];

/** Mark shapes in the same order, so two lines differ in shape as well as colour. */
export const SERIES_SHAPES: readonly MarkShape[] = [
  "circle",
  "square",
  "diamond",
  "triangle",
  "cross",
  "star",
  "wye",
];

/** Dash patterns in the same order (SVG `stroke-dasharray`; '' is a solid line). */
export const SERIES_DASHES: readonly string[] = [
  "",
  "6 3",
  "2 3",
  "10 3 2 3",
  "1 2",
  "8 2 2 2 2 2",
  "4 4",
];

/**
 * A budget period's bar by its status. The dashed line at the budget's amount tells the same
 * without colour (a bar above it is over), and the table says it in words.
 */
export const STATUS_COLOURS: Readonly<Record<BudgetStatus, string>> = {
  on_track: OKABE_ITO.bluishGreen,
  near_limit: OKABE_ITO.orange,
  over_budget: OKABE_ITO.vermillion,
};

/** The dash of the line at a budget's amount, in its chart and the legend. */
export const BUDGET_LINE_DASH = "6 3";

/** The item `index` of a list takes. */
export function nthOf<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError("empty list");
  return item;
}
