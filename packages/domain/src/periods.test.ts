import { describe, expect, it } from "vitest";
import {
  addDays,
  daysLeft,
  monthSumPlan,
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

/** Every `YYYY-MM` of a run, by stepping a day at a time (independent of the code under test). */
function monthsIn(run: { first: string; last: string } | undefined): string[] {
  if (!run) return [];
  const months: string[] = [];
  for (
    let day = `${run.first}-01`;
    day.slice(0, 7) <= run.last;
    day = addDays(day, 1)
  )
    if (!months.includes(day.slice(0, 7))) months.push(day.slice(0, 7));
  return months;
}

describe("monthSumPlan", () => {
  it.each([
    // a whole year: twelve months, no rows
    ["2026-01-01", "2026-12-31", 12, [], []],
    // this month's first 23 days: the month less its last 7
    ["2026-11-01", "2026-11-23", 1, [], [["2026-11-24", "2026-11-30"]]],
    // a short stretch: its own rows
    ["2026-02-03", "2026-02-09", 0, [["2026-02-03", "2026-02-09"]], []],
    // the middle of a month, most of it: the month less both ends
    [
      "2026-03-03",
      "2026-03-29",
      1,
      [],
      [
        ["2026-03-01", "2026-03-02"],
        ["2026-03-30", "2026-03-31"],
      ],
    ],
    // across a year end: a short edge read, a long one complemented
    [
      "2025-11-28",
      "2026-02-20",
      3,
      [["2025-11-28", "2025-11-30"]],
      [["2026-02-21", "2026-02-28"]],
    ],
  ] as const)(
    "sums %s to %s from %i months, adding %j and subtracting %j",
    (startDate, endDate, monthCount, add, subtract) => {
      const plan = monthSumPlan({ startDate, endDate });
      expect(monthsIn(plan.months)).toHaveLength(monthCount);
      expect(plan.add.map((r) => [r.startDate, r.endDate])).toEqual(add);
      expect(plan.subtract.map((r) => [r.startDate, r.endDate])).toEqual(
        subtract,
      );
    },
  );

  it("covers every day of any range exactly once and no day outside it", () => {
    const within = (day: string, r: { startDate: string; endDate: string }) =>
      r.startDate <= day && day <= r.endDate;
    for (let start = 0; start < 400; start += 7)
      for (const length of [1, 10, 16, 17, 30, 45, 100, 366]) {
        const startDate = addDays("2025-12-01", start);
        const range = { startDate, endDate: addDays(startDate, length - 1) };
        const plan = monthSumPlan(range);
        const months = monthsIn(plan.months);
        for (let offset = -40; offset < length + 40; offset += 1) {
          const day = addDays(startDate, offset);
          const coverage =
            (months.includes(day.slice(0, 7)) ? 1 : 0) +
            plan.add.filter((r) => within(day, r)).length -
            plan.subtract.filter((r) => within(day, r)).length;
          expect(coverage, `${day} in ${JSON.stringify(range)}`).toBe(
            within(day, range) ? 1 : 0,
          );
        }
      }
  });
});
