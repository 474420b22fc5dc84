import { describe, expect, it } from "vitest";
import { toCents } from "./money";
import {
  basisPointsToFraction,
  basisPointsToPercent,
  formatPercent,
  fractionToBasisPoints,
  percentToBasisPoints,
  ratioPercent,
  sharePercent,
} from "./percent";

describe("sharePercent", () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33.3],
    [2, 3, 66.6],
    [9996, 10_000, 99.9],
    [10_000, 10_000, 100],
    [10_004, 10_000, 100],
    [12_050, 10_000, 120.5],
    [-500, 1000, -50],
    [5, 0, 0],
    [2 ** 51, 2 ** 51 - 1, 100],
  ])("%d of %d is %d %%", (part, whole, percent) => {
    expect(sharePercent(toCents(part), toCents(whole))).toBe(percent);
  });
});

describe("ratioPercent", () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33.3],
    [2, 3, 66.7], // to the nearest, where a progress share reads 66.6
    [9996, 10_000, 100], // a ratio is not progress: 99.96 % reads 100 %
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25: half away from zero
    [-1, 16, -6.3],
    [1, -16, -6.3],
    [-500, 1000, -50],
    [5, 0, 0],
    [2 ** 51, 2 ** 51 - 1, 100],
  ])("%d of %d is %d %%", (part, whole, percent) => {
    expect(ratioPercent(toCents(part), toCents(whole))).toBe(percent);
  });
});

describe("formatPercent", () => {
  it.each([
    [80, "80%"],
    [80.5, "80.5%"],
    [0, "0%"],
    [1234.5, "1,234.5%"],
    [-12.3, "-12.3%"],
  ])("%d reads %s", (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });
});

describe("thresholds", () => {
  it.each([
    [0.8, 8000, 80],
    [0.855, 8550, 85.5],
    [0, 0, 0],
    [1, 10_000, 100],
    [0.07, 700, 7],
  ])("%d is %d basis points and %d %%", (fraction, bp, percent) => {
    expect(fractionToBasisPoints(fraction)).toBe(bp);
    expect(basisPointsToFraction(bp)).toBe(fraction);
    expect(basisPointsToPercent(bp)).toBe(percent);
    expect(percentToBasisPoints(percent)).toBe(bp);
  });
});
