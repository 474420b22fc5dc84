import { toCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { assistantLedger } from "../../../../test/assistant-ledger";
import { buildTestApp } from "../../../../test/build-test-app";
import { makeUser } from "../../../../test/factories";
import { moneyApi } from "../../../../test/money-api";
import type { Snapshot } from "../snapshot";
import { runQuery } from "../tools/query-tool";

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
        institution: null,
        balanceCents: toCents(0),
        isActive: true,
      },
    ],
    budgets: () => Promise.resolve([]),
    goals: [],
  };
}

const NOVEMBER = { start_date: "2026-11-01", end_date: "2026-11-30" };

describe("a query, read through the ledger's read model", () => {
  const rows: [string, number, "debit" | "credit"][] = [
    ["2026-11-24", 50, "debit"], // tomorrow: upcoming, not spent yet
    ["2026-11-22", 30, "debit"], // a Sunday
    ["2026-11-21", 20, "debit"], // a Saturday
    ["2026-11-21", 5, "credit"], // a refund that Saturday
    ["2026-11-16", 10, "debit"], // a Monday
  ];

  it("adds spending up by day of the week, refunds netted and tomorrow left out", async () => {
    const { answer_display: text } = await runQuery(await snapshotWith(rows), {
      subject: "spending",
      group_by: "weekday",
      ...NOVEMBER,
    });
    expect(text).toContain("the most on **Sundays**: $30.00 of $55.00");
    expect(text).toContain("- Saturday: $15.00");
    expect(text).toContain("- Monday: $10.00");
    expect(text).toContain("weekdays: $10.00");
  });

  it("counts purchases, finds the largest, and gives a refund's share", async () => {
    const snapshot = await snapshotWith(rows);
    const ask = (p: Omit<Parameters<typeof runQuery>[1], "subject">) =>
      runQuery(snapshot, { subject: "spending", ...NOVEMBER, ...p });
    expect((await ask({ measure: "count" })).answer_display).toMatch(
      /^You made \*\*3\*\* purchases .*, \$55\.00 in total\./,
    );
    expect((await ask({ order: "amount", limit: 1 })).answer_display).toContain(
      "was **$30.00** at Shop on Nov 22, 2026",
    );
    expect(
      (await runQuery(snapshot, { subject: "refunds", ...NOVEMBER }))
        .answer_display,
    ).toContain("You got **$5.00** back in refunds");
  });

  it("compares a period with another, the change first", async () => {
    const snapshot = await snapshotWith([...rows, ["2026-10-05", 40, "debit"]]);
    const { answer_display: text } = await runQuery(snapshot, {
      subject: "spending",
      ...NOVEMBER,
      compare_start_date: "2026-10-01",
      compare_end_date: "2026-10-31",
    });
    expect(text).toContain("versus $40.00");
    expect(text).toContain("**$15.00 more** (37.5%)");
  });
});
