import { describe, expect, it } from "vitest";
import {
  addDays,
  daysLeft,
  periodWindow,
  previousMonth,
  splitByMonths,
} from "./periods";

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

describe("splitByMonths", () => {
  it.each([
    // a whole year: months only
    ["2026-01-01", "2026-12-31", { first: "2026-01", last: "2026-12" }, []],
    // a month's first days (the trend's "same days of last month"): edges only
    ["2026-10-01", "2026-10-23", undefined, [["2026-10-01", "2026-10-23"]]],
    // inside one month
    ["2026-02-03", "2026-02-09", undefined, [["2026-02-03", "2026-02-09"]]],
    // across a year end, with both edges
    [
      "2025-11-15",
      "2026-02-10",
      { first: "2025-12", last: "2026-01" },
      [
        ["2025-11-15", "2025-11-30"],
        ["2026-02-01", "2026-02-10"],
      ],
    ],
    // leap February, whole
    ["2028-02-01", "2028-02-29", { first: "2028-02", last: "2028-02" }, []],
    // a week straddling two months: no whole month
    ["2026-03-30", "2026-04-05", undefined, [["2026-03-30", "2026-04-05"]]],
  ])("%s – %s", (startDate, endDate, months, edges) => {
    expect(splitByMonths({ startDate, endDate })).toEqual({
      months,
      edges: edges.map(([s, e]) => ({ startDate: s, endDate: e })),
    });
  });

  it("covers every day of any range exactly once", () => {
    const days = (from: string, to: string) => {
      const out: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
      return out;
    };
    for (let n = 0; n < 300; n += 1) {
      const start = addDays("2024-01-01", (n * 37) % 800);
      const end = addDays(start, (n * 53) % 400);
      const { months, edges } = splitByMonths({
        startDate: start,
        endDate: end,
      });
      const covered = edges.flatMap((e) => days(e.startDate, e.endDate));
      if (months)
        covered.push(
          ...days(`${months.first}-01`, end).filter(
            (d) =>
              d.slice(0, 7) >= months.first && d.slice(0, 7) <= months.last,
          ),
        );
      expect(covered.sort()).toEqual(days(start, end));
    }
  });
});
