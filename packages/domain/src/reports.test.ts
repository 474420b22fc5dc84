import { describe, expect, it } from "vitest";
import { netWorthHistory, type DayFlow } from "./balances";
import { cashFlowOf, spendingRowCount, type LedgerSums } from "./ledger-query";
import { toCents } from "./money";
import { monthsBack, recentWindows, splitRange } from "./periods";

describe("splitRange", () => {
  it("clips the first and last month to the range", () => {
    expect(
      splitRange({ startDate: "2026-01-10", endDate: "2026-03-05" }, "month"),
    ).toEqual([
      { startDate: "2026-01-10", endDate: "2026-01-31" },
      { startDate: "2026-02-01", endDate: "2026-02-28" },
      { startDate: "2026-03-01", endDate: "2026-03-05" },
    ]);
  });

  it("cuts weeks from Monday and quarters by the calendar", () => {
    expect(
      splitRange({ startDate: "2026-11-20", endDate: "2026-12-01" }, "week"),
    ).toEqual([
      { startDate: "2026-11-20", endDate: "2026-11-22" },
      { startDate: "2026-11-23", endDate: "2026-11-29" },
      { startDate: "2026-11-30", endDate: "2026-12-01" },
    ]);
    expect(
      splitRange({ startDate: "2025-12-15", endDate: "2026-04-02" }, "quarter"),
    ).toEqual([
      { startDate: "2025-12-15", endDate: "2025-12-31" },
      { startDate: "2026-01-01", endDate: "2026-03-31" },
      { startDate: "2026-04-01", endDate: "2026-04-02" },
    ]);
  });

  it("gives one period for a single day", () => {
    expect(
      splitRange({ startDate: "2026-05-05", endDate: "2026-05-05" }, "year"),
    ).toEqual([{ startDate: "2026-05-05", endDate: "2026-05-05" }]);
  });
});

describe("monthsBack", () => {
  it("finds the 1st of a month back, across year ends", () => {
    expect(monthsBack("2026-03-14", 11)).toBe("2025-04-01");
    expect(monthsBack("2026-01-31", 1)).toBe("2025-12-01");
    expect(monthsBack("2026-12-01", 0)).toBe("2026-12-01");
  });
});

describe("recentWindows", () => {
  it("goes back from the window containing today, newest first", () => {
    expect(recentWindows("monthly", "2026-01-15", 3)).toEqual([
      { startDate: "2026-01-01", endDate: "2026-01-31" },
      { startDate: "2025-12-01", endDate: "2025-12-31" },
      { startDate: "2025-11-01", endDate: "2025-11-30" },
    ]);
    expect(recentWindows("weekly", "2026-11-27", 2)).toEqual([
      { startDate: "2026-11-23", endDate: "2026-11-29" },
      { startDate: "2026-11-16", endDate: "2026-11-22" },
    ]);
  });
});

const sums = (
  category: LedgerSums["category"],
  debit: number,
  credit: number,
): LedgerSums => ({
  key: "",
  category,
  debitCents: toCents(debit),
  creditCents: toCents(credit),
  count: 1,
  debitCount: debit > 0 ? 1 : 0,
});

describe("cashFlowOf", () => {
  it("keeps transfers out and nets refunds within their category", () => {
    const flow = cashFlowOf([
      sums("salary", 0, 400_000),
      sums("groceries", 50_000, 5_000),
      sums("transfer", 100_000, 100_000),
    ]);
    expect(flow).toEqual({
      incomeCents: 400_000,
      spendingCents: 45_000,
      netCents: 355_000,
      savingsRate: 88.8,
    });
  });

  it("has no savings rate without income", () => {
    const flow = cashFlowOf([sums("food_dining", 2_000, 0)]);
    expect(flow.netCents).toBe(-2_000);
    expect(flow.savingsRate).toBeUndefined();
  });
});

describe("spendingRowCount", () => {
  it("counts purchases and their refunds, never transfers or income", () => {
    const rows: LedgerSums[] = [
      // Two grocery purchases and a refund.
      { ...sums("groceries", 5_000, 500), count: 3, debitCount: 2 },
      // A fee in `other` is spending; the salary-like credit there is income.
      { ...sums("other", 500, 7_000), count: 2, debitCount: 1 },
      { ...sums("transfer", 10_000, 10_000), count: 2, debitCount: 1 },
    ];
    expect(spendingRowCount(rows)).toBe(4);
  });
});

describe("netWorthHistory", () => {
  const flow = (
    accountId: number,
    date: string,
    debit: number,
    credit: number,
  ): DayFlow => ({
    accountId,
    date,
    debitCents: toCents(debit),
    creditCents: toCents(credit),
  });

  it("works balances back from today through later rows", () => {
    const accounts = [
      {
        id: 1,
        accountType: "checking" as const,
        balanceCents: toCents(100_000),
        anchorCents: toCents(90_000),
        addedOn: "2026-11-20",
      },
      {
        // A card stated as the amount owed: purchases add to it.
        id: 2,
        accountType: "credit_card" as const,
        balanceCents: toCents(30_000),
        anchorCents: toCents(20_000),
        addedOn: "2026-11-20",
      },
    ];
    const points = netWorthHistory(
      accounts,
      [
        flow(1, "2026-10-01", 0, 50_000),
        flow(1, "2026-11-05", 20_000, 0),
        flow(2, "2026-11-10", 10_000, 0),
      ],
      ["2026-11-30", "2026-10-31", "2026-09-30"],
    );
    expect(points).toEqual([
      // Before either account's first row or its adding: nothing yet.
      {
        date: "2026-09-30",
        assetsCents: 0,
        liabilitiesCents: 0,
        netWorthCents: 0,
      },
      // The checking account existed from Oct 1 (its first row); the card from its adding.
      {
        date: "2026-10-31",
        assetsCents: 120_000,
        liabilitiesCents: 0,
        netWorthCents: 120_000,
      },
      {
        date: "2026-11-30",
        assetsCents: 100_000,
        liabilitiesCents: 30_000,
        netWorthCents: 70_000,
      },
    ]);
  });
});
