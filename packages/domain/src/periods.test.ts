import { describe, expect, it } from "vitest";
import { addDays, daysLeft, periodWindow, previousMonth } from "./periods";

describe("periodWindow", () => {
  it.each([
    // weekly: Monday–Sunday containing today
    ["weekly", "2026-11-23", "2026-11-23", "2026-11-29"], // a Monday
    ["weekly", "2026-11-22", "2026-11-16", "2026-11-22"], // a Sunday
    ["weekly", "2026-12-31", "2026-12-28", "2027-01-03"], // across a year end
    ["monthly", "2026-11-30", "2026-11-01", "2026-11-30"],
    ["monthly", "2024-02-10", "2024-02-01", "2024-02-29"], // leap year
    ["monthly", "2026-02-28", "2026-02-01", "2026-02-28"],
    ["quarterly", "2026-03-31", "2026-01-01", "2026-03-31"],
    ["quarterly", "2026-04-01", "2026-04-01", "2026-06-30"],
    ["quarterly", "2026-12-31", "2026-10-01", "2026-12-31"],
    ["yearly", "2026-07-04", "2026-01-01", "2026-12-31"],
  ] as const)(
    "%s window of %s is %s–%s",
    (period, today, startDate, endDate) => {
      expect(periodWindow(period, today)).toEqual({ startDate, endDate });
    },
  );
});

describe("dates", () => {
  it("finds the previous calendar month, across a year end", () => {
    expect(previousMonth("2026-01-15")).toEqual({
      startDate: "2025-12-01",
      endDate: "2025-12-31",
    });
    expect(previousMonth("2024-03-31")).toEqual({
      startDate: "2024-02-01",
      endDate: "2024-02-29",
    });
  });
  it("moves dates across month ends and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it.each([
    ["2026-11-30", "2026-11-22", 9],
    ["2026-11-22", "2026-11-22", 1],
    ["2026-11-21", "2026-11-22", 0],
    ["2026-01-01", "2026-11-22", 0],
  ])("days left until %s from %s is %d (never below 0)", (end, today, left) => {
    expect(daysLeft(end, today)).toBe(left);
  });
});
