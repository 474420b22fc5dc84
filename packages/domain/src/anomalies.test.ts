import { describe, expect, it } from "vitest";
import { findAnomalies, type AnomalyRow } from "./anomalies";
import { toCents } from "./money";
import { addDays } from "./periods";

let id = 0;
const debit = (
  merchant: string,
  date: string,
  dollars: number,
): AnomalyRow => ({
  id: ++id,
  merchant,
  date,
  amountCents: toCents(Math.round(dollars * 100)),
  type: "debit",
});

const TODAY = "2026-06-20";
const JUNE = { start: "2026-06-01", end: TODAY };
/** Twenty everyday purchases over the spring, $10 to $29. */
const everyday = Array.from({ length: 20 }, (_, i) =>
  debit(`Cafe ${String(i % 4)}`, addDays("2026-03-01", 4 * i), 10 + i),
);

describe("findAnomalies", () => {
  it("flags an amount far above the merchant's usual, with that usual", () => {
    const usual = [42, 45, 44, 47, 43, 46].map((d, i) =>
      debit("Grocer", addDays("2026-04-01", 7 * i), d),
    );
    const spike = debit("Grocer", "2026-06-10", 180);
    const found = findAnomalies([...usual, spike], JUNE, TODAY, new Set());
    expect(found).toEqual([
      { kind: "amount_outlier", transaction: spike, baselineCents: 4450 },
    ]);
  });

  it("flags the same charge twice within three days, but not a recurring charge", () => {
    const first = debit("Electronics Shop", "2026-06-08", 19.99);
    const twin = debit("Electronics Shop", "2026-06-10", 19.99);
    const rows = [...everyday, first, twin];
    expect(
      findAnomalies(rows, JUNE, TODAY, new Set())
        .filter((f) => f.kind === "duplicate")
        .map((f) => f.transaction),
    ).toEqual([twin]);
    expect(
      findAnomalies(rows, JUNE, TODAY, new Set(["Electronics Shop"])).filter(
        (f) => f.kind === "duplicate",
      ),
    ).toEqual([]);
  });

  it("flags a first purchase somewhere new that is larger than 90% of the year's", () => {
    const big = debit("Furniture Barn", "2026-06-12", 900);
    const small = debit("Bakery", "2026-06-13", 6);
    const found = findAnomalies(
      [...everyday, big, small],
      JUNE,
      TODAY,
      new Set(),
    );
    expect(found).toEqual([
      { kind: "new_merchant", transaction: big, baselineCents: undefined },
    ]);
  });
});
