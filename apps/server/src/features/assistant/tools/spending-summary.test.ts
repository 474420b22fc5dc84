import { toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import type { AssistantTransaction, Snapshot } from "../snapshot";
import { spendingSummary } from "./spending-summary";

const row = (
  id: number,
  date: string,
  cents: number,
): AssistantTransaction => ({
  id,
  date,
  description: `Row ${String(id)}`,
  merchant: "Shop",
  category: "shopping",
  amountCents: toCents(cents),
  type: "debit",
  isPending: false,
  accountId: 1,
  accountName: "Checking",
});

const snapshot: Snapshot = {
  today: "2026-11-23",
  currency: "USD",
  accounts: [],
  // Newest first. Nov 2 (Mon) to Nov 8 (Sun) is one week; Nov 9 (Mon) starts the next.
  transactions: [
    row(5, "2026-11-10", 500),
    row(4, "2026-11-09", 400),
    row(3, "2026-11-08", 300),
    row(2, "2026-11-04", 200),
    row(1, "2026-11-02", 100),
  ],
  budgets: [],
  goals: [],
};

describe("spendingSummary grouped by week", () => {
  it("adds up each Monday-to-Sunday week under its Monday", () => {
    const summary = spendingSummary(snapshot, {
      start: "2026-11-01",
      end: "2026-11-30",
      group_by: "week",
    });
    expect(
      summary.groups.map((g) => [g.key, g.totalCents, g.count]).sort(),
    ).toEqual([
      ["2026-11-02", 600, 3],
      ["2026-11-09", 900, 2],
    ]);
  });
});
