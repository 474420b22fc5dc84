import { describe, expect, it } from "vitest";
import {
  customRangeProblem,
  intervalFor,
  presetRange,
  type RangePreset,
} from "./report-range";

describe("presetRange", () => {
  it.each<[RangePreset, string, string, string]>([
    ["this-month", "2026-03-14", "2026-03-01", "2026-03-14"],
    ["last-month", "2026-03-14", "2026-02-01", "2026-02-28"],
    ["last-month", "2024-03-31", "2024-02-01", "2024-02-29"],
    ["last-month", "2026-01-10", "2025-12-01", "2025-12-31"],
    ["last-3-months", "2026-03-14", "2026-01-01", "2026-03-14"],
    ["last-6-months", "2026-03-14", "2025-10-01", "2026-03-14"],
    ["last-12-months", "2026-03-14", "2025-04-01", "2026-03-14"],
    ["last-12-months", "2026-12-31", "2026-01-01", "2026-12-31"],
    ["year-to-date", "2026-03-14", "2026-01-01", "2026-03-14"],
    ["last-year", "2026-03-14", "2025-01-01", "2025-12-31"],
    ["last-year", "2026-01-01", "2025-01-01", "2025-12-31"],
  ])("%s on %s is %s to %s", (preset, today, startDate, endDate) => {
    expect(presetRange(preset, today)).toEqual({ startDate, endDate });
  });
});

describe("intervalFor", () => {
  it.each([
    ["2026-02-01", "2026-02-28", "week"],
    ["2026-01-01", "2026-03-03", "week"], // 62 days
    ["2026-01-01", "2026-03-04", "month"], // 63 days
    ["2025-04-01", "2026-03-14", "month"],
    ["2023-01-01", "2025-12-31", "month"], // three years
    ["2016-01-01", "2025-12-31", "quarter"], // ten years
    ["2006-01-01", "2025-12-31", "year"],
  ])("cuts %s to %s by %s", (startDate, endDate, interval) => {
    expect(intervalFor({ startDate, endDate })).toBe(interval);
  });
});

describe("customRangeProblem", () => {
  it.each([
    ["2026-01-01", "2026-01-01", undefined],
    [
      "2026-01-01",
      "2025-12-31",
      "Start date must be on or before the end date",
    ],
    ["", "2026-01-01", "Enter a start date"],
    ["2026-02-30", "2026-03-01", "Enter a start date"],
    ["2026-01-01", "", "Enter an end date"],
    // The server's limit (MAX_REPORT_DAYS): fewer than 20 × 366 days between the ends.
    ["2000-01-01", "2020-01-15", undefined],
    ["2000-01-01", "2020-01-16", "A report covers at most 20 years"],
  ])("%s to %s: %s", (startDate, endDate, problem) => {
    expect(customRangeProblem(startDate, endDate)).toBe(problem);
  });
});
