import { describe, expect, it } from "vitest";
import { toCents } from "./money";
import { changePercent, monthToDateWindows } from "./trends";

describe("monthToDateWindows", () => {
  it.each([
    [
      "mid-month",
      "2026-11-23",
      "2026-11-01",
      "2026-11-23",
      "2026-10-01",
      "2026-10-23",
    ],
    [
      "the first of a month",
      "2026-11-01",
      "2026-11-01",
      "2026-11-01",
      "2026-10-01",
      "2026-10-01",
    ],
    [
      "a longer month after a shorter one",
      "2026-03-31",
      "2026-03-01",
      "2026-03-31",
      "2026-02-01",
      "2026-02-28",
    ],
    [
      "leap February",
      "2028-03-30",
      "2028-03-01",
      "2028-03-30",
      "2028-02-01",
      "2028-02-29",
    ],
    [
      "January against December",
      "2027-01-15",
      "2027-01-01",
      "2027-01-15",
      "2026-12-01",
      "2026-12-15",
    ],
  ])(
    "compares %s with the same stretch of last month",
    (_case, today, cs, ce, ps, pe) => {
      expect(monthToDateWindows(today)).toEqual({
        current: { startDate: cs, endDate: ce },
        previous: { startDate: ps, endDate: pe },
      });
    },
  );
});

describe("changePercent", () => {
  it.each([
    [11_250, 10_000, 12.5],
    [9_180, 10_000, -8.2],
    [10_000, 10_000, 0],
    [1, 3, -66.7],
    [-50_000, -100_000, 50],
    [-150_000, -100_000, -50],
    [500, -500, 200],
  ])("%i cents against %i is %d %%", (current, previous, percent) => {
    expect(changePercent(toCents(current), toCents(previous))).toBe(percent);
  });

  it("has no figure without a base", () => {
    expect(changePercent(toCents(10_000), toCents(0))).toBeUndefined();
  });
});
