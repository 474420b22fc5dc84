import { describe, expect, it } from "vitest";
import {
  goalProgressColor,
  goalProgressPercent,
  projectedCompletionDate,
  requiredPerMonth,
} from "./goals";
import { toCents } from "./money";

const c = toCents;

describe("goal progress", () => {
  it.each([
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
  it("rounds progress down so 99.99 % never shows as done", () => {
    expect(goalProgressPercent(c(999_999), c(1_000_000))).toBe(99.9);
    expect(goalProgressPercent(c(1_000_000), c(1_000_000))).toBe(100);
  });
});

describe("projections", () => {
  it("needs the remaining amount spread over the months left, rounded up to the cent", () => {
    // 304 days = 9.987 months (÷ 30.44) → 10,000.00 needs 1,001.32 a month (1,001.316 rounded up)
    expect(requiredPerMonth(c(1_000_000), "2027-09-18", "2026-11-18")).toBe(
      100_132,
    );
    expect(requiredPerMonth(c(0), "2027-01-01", "2026-11-18")).toBeUndefined();
    expect(
      requiredPerMonth(c(100), "2026-11-18", "2026-11-18"),
    ).toBeUndefined();
  });
  it("projects completion from the last 90 days of contributions", () => {
    const contributions = [
      { amountCents: c(30_000), date: "2026-09-01" },
      { amountCents: c(30_000), date: "2026-10-01" },
      { amountCents: c(30_000), date: "2026-11-01" },
      { amountCents: c(99_999), date: "2026-01-01" }, // older than 90 days: ignored
    ];
    // pace 300.00 a month; 600.00 left → 2 months → 61 days
    expect(
      projectedCompletionDate(c(60_000), contributions, "2026-11-18"),
    ).toBe("2027-01-18");
    expect(
      projectedCompletionDate(c(60_000), [], "2026-11-18"),
    ).toBeUndefined();
    expect(
      projectedCompletionDate(c(0), contributions, "2026-11-18"),
    ).toBeUndefined();
  });
});
