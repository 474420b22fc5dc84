import { describe, expect, it } from "vitest";
import {
  goalDaysLeft,
  goalProgressColor,
  goalRemaining,
  goalsOverview,
  paceWindowStart,
  projectedCompletionDate,
  requiredPerMonth,
} from "./goals";
import { sharePercent } from "./percent";
import { MAX_CENTS, toCents } from "./money";

const c = toCents;

describe("goalProgressColor", () => {
  it.each([
    [0, "warning"],
    [49.9, "warning"],
    [50, "info"],
    [74.9, "info"],
    [75, "primary"],
    [99.9, "primary"],
    [100, "success"],
    [140, "success"],
  ] as const)("%d %% is %s", (percent, color) => {
    expect(goalProgressColor(percent)).toBe(color);
  });
});

describe("sharePercent as the goals read it", () => {
  it.each([
    [0, 100_000, 0],
    [1, 100_000, 0], // 0.001 %: rounded down
    [49_999, 100_000, 49.9],
    [50_000, 100_000, 50],
    [74_999, 100_000, 74.9],
    [75_000, 100_000, 75],
    [999_999, 1_000_000, 99.9], // 99.9999 % never shows as done
    [1_000_000, 1_000_000, 100],
    [1_400_000, 1_000_000, 140], // uncapped
    [1, 3, 33.3],
    [MAX_CENTS - 1, MAX_CENTS, 99.9], // BigInt: no precision lost at 2^51
    [500, 0, 0], // a target of 0 never divides
  ])("%d of %d cents is %d %%", (current, target, percent) => {
    expect(sharePercent(c(current), c(target))).toBe(percent);
  });
});

describe("goalRemaining and goalDaysLeft", () => {
  it.each([
    [0, 10_000, 10_000],
    [9_999, 10_000, 1],
    [10_000, 10_000, 0],
    [10_001, 10_000, 0], // over-saved: never below 0
  ])("saved %d of %d leaves %d", (current, target, remaining) => {
    expect(goalRemaining(c(current), c(target))).toBe(remaining);
  });

  it.each([
    ["2026-12-31", "2026-12-01", 30],
    ["2026-12-02", "2026-12-01", 1],
    ["2026-12-01", "2026-12-01", 0], // the target day itself
    ["2026-11-30", "2026-12-01", -1], // passed
    ["2028-03-01", "2028-02-28", 2], // across Feb 29 of a leap year
    ["2027-01-01", "2026-12-31", 1], // across a year end
  ])("target %s seen on %s is %d days away", (target, today, days) => {
    expect(goalDaysLeft(target, today)).toBe(days);
  });
});

describe("requiredPerMonth", () => {
  it.each([
    // 304 days = 9.987 months (÷ 30.44): 10,000.00 needs 1,001.315… → 1,001.32 (rounded up)
    ["10,000.00 over 304 days", 1_000_000, "2027-09-18", "2026-11-18", 100_132],
    // A month or less to go: the whole remaining amount, never more (issue 27).
    ["1.00 over 30 days", 100, "2026-12-18", "2026-11-18", 100],
    ["500.00 over 25 days", 50_000, "2026-12-13", "2026-11-18", 50_000],
    ["1 cent over 1 day", 1, "2026-11-19", "2026-11-18", 1],
    // 31 days is just over a month: ⌈100 × 3044 / 3100⌉ = 99 cents a month
    ["1.00 over 31 days", 100, "2026-12-19", "2026-11-18", 99],
    ["1 cent over 10 years", 1, "2036-11-18", "2026-11-18", 1], // never rounds to 0
    // exact division: no rounding up
    ["3,044.00 over 3,044 days", 304_400, "2035-03-20", "2026-11-18", 3_044],
    [
      "the max input over 1 day",
      100_000_000_000,
      "2026-11-19",
      "2026-11-18",
      100_000_000_000,
    ],
    [
      "the max input over 100 years",
      100_000_000_000,
      "2126-11-18",
      "2026-11-18",
      83_342_460,
    ],
  ])("%s", (_case, remaining, target, today, perMonth) => {
    expect(requiredPerMonth(c(remaining), target, today)).toBe(perMonth);
  });

  it.each([
    ["nothing remains", 0, "2027-01-01"],
    ["the target is today", 100, "2026-11-18"],
    ["the target has passed", 100, "2026-11-17"],
  ])("is undefined when %s", (_case, remaining, target) => {
    expect(
      requiredPerMonth(c(remaining), target, "2026-11-18"),
    ).toBeUndefined();
  });
});

describe("projectedCompletionDate", () => {
  const today = "2026-11-18";
  const contributions = [
    { amountCents: c(30_000), date: "2026-09-01" },
    { amountCents: c(30_000), date: "2026-10-01" },
    { amountCents: c(30_000), date: "2026-11-01" },
    { amountCents: c(99_999), date: "2026-01-01" }, // older than 90 days: ignored
  ];

  it("counts the 90 days ending today, both ends included", () => {
    expect(paceWindowStart(today)).toBe("2026-08-21");
  });

  it.each([
    // pace 300.00 a month; 600.00 left → 2 months = ⌈60.88⌉ = 61 days
    ["600.00 left at 300.00 a month", 60_000, contributions, "2027-01-18"],
    // 1 cent at 900.00 per 90 days: ⌈1 × 3 × 3044 / 9,000,000⌉ = 1 day
    ["1 cent left", 1, contributions, "2026-11-19"],
    [
      "a contribution on the first day of the window counts",
      10_000,
      [{ amountCents: c(10_000), date: "2026-08-21" }],
      "2027-02-18", // 100.00 per 3 months → 3 × 30.44 = 91.32 → 92 days
    ],
    [
      "a future-dated contribution does not count",
      10_000,
      [
        { amountCents: c(10_000), date: "2026-11-18" },
        { amountCents: c(50_000), date: "2026-11-19" },
      ],
      "2027-02-18",
    ],
  ])("%s", (_case, remaining, history, date) => {
    expect(projectedCompletionDate(c(remaining), history, today)).toBe(date);
  });

  it.each([
    ["there are no contributions", 60_000, []],
    [
      "the last contribution is 90 days old",
      60_000,
      [{ amountCents: c(30_000), date: "2026-08-20" }],
    ],
    ["the goal is already met", 0, contributions],
    [
      "the pace would finish after 9999-12-31",
      99_999_999,
      [{ amountCents: c(1), date: today }],
    ],
  ])("is undefined when %s", (_case, remaining, history) => {
    expect(
      projectedCompletionDate(c(remaining), history, today),
    ).toBeUndefined();
  });
});

describe("goalsOverview", () => {
  const goal = (current: number, target: number, isCompleted = false) => ({
    currentCents: c(current),
    targetCents: c(target),
    isActive: true,
    isCompleted,
  });

  it("adds saved and remaining to the cent and averages progress capped at 100 %", () => {
    expect(
      goalsOverview([
        goal(25_000, 100_000), // 25 %
        goal(150_000, 100_000, true), // 150 % counts as 100 %, remaining 0
        goal(1, 3), // 33.3 %
      ]),
    ).toEqual({
      activeCount: 2,
      savedCents: 175_001,
      remainingCents: 75_002,
      averagePercent: 52.7, // (25 + 100 + 33.3) / 3 = 52.76… rounded down
    });
  });

  it("is all zeros without goals", () => {
    expect(goalsOverview([])).toEqual({
      activeCount: 0,
      savedCents: 0,
      remainingCents: 0,
      averagePercent: 0,
    });
  });
});
