import { describe, expect, it } from "vitest";
import { toCents } from "./money";
import { addDays } from "./periods";
import { mayRecur, recurringSeries, type RecurringRow } from "./recurring";

const row = (
  merchant: string,
  category: RecurringRow["category"],
  date: string,
  dollars: number,
  type: RecurringRow["type"] = "debit",
): RecurringRow => ({
  merchant,
  category,
  date,
  amountCents: toCents(Math.round(dollars * 100)),
  type,
});

const TODAY = "2026-06-20";

describe("recurringSeries", () => {
  it("finds a monthly subscription, what it costs a month and when it comes next", () => {
    const rows = ["2026-03-05", "2026-04-05", "2026-05-05", "2026-06-05"].map(
      (d) => row("Netflix", "subscription", d, 15.49),
    );
    expect(recurringSeries(rows, TODAY)).toEqual([
      expect.objectContaining({
        merchant: "Netflix",
        kind: "subscription",
        cadence: "monthly",
        monthlyCents: 1549,
        annualCents: 18588,
        nextExpected: "2026-07-05",
        isActive: true,
        priceChangeCents: undefined,
      }),
    ]);
  });

  it("says how much a price went up", () => {
    const rows = [
      row("Spotify", "subscription", "2026-03-09", 10.99),
      row("Spotify", "subscription", "2026-04-09", 10.99),
      row("Spotify", "subscription", "2026-05-09", 11.99),
    ];
    expect(recurringSeries(rows, TODAY)[0]?.priceChangeCents).toBe(100);
  });

  it("tells a bill, routine shopping and income from a subscription", () => {
    const weekly = Array.from({ length: 8 }, (_, i) =>
      row("Costco", "groceries", addDays("2026-04-25", 7 * i), 120 + (i % 3)),
    );
    const rent = ["2026-04-01", "2026-05-01", "2026-06-01"].map((d) =>
      row("Lakeview Rentals", "utilities", d, 1450),
    );
    const pay = Array.from({ length: 6 }, (_, i) =>
      row("Acme", "salary", addDays("2026-03-27", 14 * i), 2000, "credit"),
    );
    const kinds = Object.fromEntries(
      recurringSeries([...weekly, ...rent, ...pay], TODAY).map((s) => [
        s.merchant,
        [s.kind, s.cadence, s.monthlyCents],
      ]),
    );
    expect(kinds).toEqual({
      Costco: ["routine", "weekly", expect.any(Number)],
      "Lakeview Rentals": ["bill", "monthly", 145000],
      // 26 paychecks a year: 2,000 × 26 ÷ 12
      Acme: ["income", "biweekly", 433333],
    });
  });

  it("reads pay on the 1st and the 15th as twice a month", () => {
    const rows = ["03", "04", "05", "06"].flatMap((m) =>
      ["01", "15"].map((d) =>
        row("State Payroll", "salary", `2026-${m}-${d}`, 1800, "credit"),
      ),
    );
    expect(recurringSeries(rows, TODAY)[0]).toMatchObject({
      cadence: "semimonthly",
      monthlyCents: 360000,
      nextExpected: "2026-07-01",
    });
  });

  it("leaves out irregular amounts and marks a stopped series inactive", () => {
    const irregular = ["2026-03-02", "2026-04-02", "2026-05-02"].map((d, i) =>
      row("Hardware Store", "shopping", d, [20, 95, 240][i] ?? 0),
    );
    const stopped = ["2026-01-10", "2026-02-10", "2026-03-10"].map((d) =>
      row("Old Gym", "subscription", d, 30),
    );
    const series = recurringSeries([...irregular, ...stopped], TODAY);
    expect(series.map((s) => [s.merchant, s.isActive])).toEqual([
      ["Old Gym", false],
    ]);
  });
});

describe("mayRecur", () => {
  // The densest rows a year the detector still calls a series: half the gaps the shortest
  // cadence's six days, the other half charges on the same day.
  const densest = (gaps: number) => {
    const dates = ["2025-06-21"];
    for (let i = 0; i < gaps; i += 1)
      dates.push(addDays(dates[dates.length - 1] ?? "", i % 2 === 0 ? 6 : 0));
    return dates.map((d) => row("Gym Day Pass", "healthcare", d, 9));
  };

  it("keeps every merchant whose rows the detector can call a series", () => {
    const rows = densest(119);
    expect(rows[rows.length - 1]?.date <= TODAY).toBe(true);
    expect(recurringSeries(rows, TODAY)).toHaveLength(1);
    expect(mayRecur(rows.length, 365)).toBe(true);
  });

  it("leaves out a merchant seen nearly every day of the year, and one seen once", () => {
    expect(mayRecur(300, 365)).toBe(false);
    expect(mayRecur(1, 365)).toBe(false);
    expect(mayRecur(2, 365)).toBe(true);
  });
});
