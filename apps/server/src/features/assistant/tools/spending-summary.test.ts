import { toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { assistantLedger } from "../../../../test/assistant-ledger";
import { buildTestApp } from "../../../../test/build-test-app";
import { makeUser } from "../../../../test/factories";
import { moneyApi } from "../../../../test/money-api";
import type { Snapshot } from "../snapshot";
import { spendingSummary } from "./spending-summary";

const clock = { now: () => new Date("2026-11-23T12:00:00Z") };
const { app, database } = await buildTestApp({ clock });
const money = moneyApi(app, database);

/** A user whose shopping rows are `rows` ([day, dollars, type]), and the assistant's snapshot. */
async function snapshotWith(
  rows: [string, number, "debit" | "credit"][],
): Promise<Snapshot> {
  const user = await makeUser(app);
  const account = await money.createAccount(user, { name: "Checking" });
  for (const [day, amount, type] of rows)
    await money.createTransaction(user, account.id, {
      description: `Shop ${day}`,
      merchant_name: "Shop",
      category: "shopping",
      amount,
      transaction_type: type,
      transaction_date: day,
    });
  return {
    ...(await assistantLedger(database.db, clock, user.id)),
    currency: "USD",
    accounts: [
      {
        id: account.id,
        name: "Checking",
        type: "checking",
        balanceCents: toCents(0),
        isActive: true,
      },
    ],
    budgets: [],
    goals: [],
  };
}

describe("spendingSummary, read through the ledger's read model", () => {
  it("adds up each Monday-to-Sunday week under its Monday", async () => {
    // Nov 2 (Mon) to Nov 8 (Sun) is one week; Nov 9 (Mon) starts the next.
    const snapshot = await snapshotWith([
      ["2026-11-10", 5, "debit"],
      ["2026-11-09", 4, "debit"],
      ["2026-11-08", 3, "debit"],
      ["2026-11-04", 2, "debit"],
      ["2026-11-02", 1, "debit"],
    ]);
    const summary = await spendingSummary(snapshot, {
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

  it("names days of the week, nets refunds, counts purchases and leaves tomorrow out", async () => {
    const snapshot = await snapshotWith([
      ["2026-11-24", 50, "debit"], // tomorrow: upcoming, not spent yet
      ["2026-11-22", 30, "debit"], // a Sunday
      ["2026-11-21", 20, "debit"], // a Saturday
      ["2026-11-21", 5, "credit"], // a refund that Saturday
      ["2026-11-16", 10, "debit"], // a Monday
    ]);
    const summary = await spendingSummary(snapshot, {
      start: "2026-11-01",
      end: "2026-11-30",
      group_by: "day_of_week",
    });
    expect(summary.totalCents).toBe(5_500);
    expect(summary.count).toBe(3);
    expect(summary.refundsCents).toBe(500);
    expect(summary.groups.map((g) => [g.key, g.totalCents])).toEqual([
      ["Sunday", 3_000],
      ["Saturday", 1_500],
      ["Monday", 1_000],
    ]);
  });
});
