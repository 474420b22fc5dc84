import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { daysBetween } from "@finch/domain";
import { addDays } from "./sandbox-data";

// SANDBOX_HISTORY_DAYS: how much history a newly linked sandbox item holds (the benchmark links
// one of about 10,000 rows). Twice the default here, to keep the file quick.
const HISTORY_DAYS = 1_100;
const { app, database } = await buildTestApp({
  bank: {
    bankProvider: "sandbox",
    plaid: { clientId: undefined, secret: undefined, env: "sandbox" },
    sandboxHistoryDays: HISTORY_DAYS,
  },
});
const api = bankingApi(app);
const db = database.db;

describe("a sandbox item linked with SANDBOX_HISTORY_DAYS", () => {
  it("brings that many days of history in its first sync, every row once", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const result = await api.syncOk(user);

    const rows = await db
      .selectFrom("transactions")
      .select(["transactionDate", "providerTransactionId"])
      .where("userId", "=", user.id)
      .execute();
    expect(result.added).toBe(rows.length);
    expect(new Set(rows.map((r) => r.providerTransactionId)).size).toBe(
      rows.length,
    );
    const today = new Date().toISOString().slice(0, 10);
    const earliest = rows.map((r) => r.transactionDate).sort()[0] ?? today;
    // The first days may have no activity, but none before the first day of the history.
    expect(earliest >= addDays(today, -HISTORY_DAYS - 1)).toBe(true);
    expect(earliest <= addDays(today, -HISTORY_DAYS + 10)).toBe(true);
    // …and the history runs through all those days, not one old row: no stretch of two weeks
    // without a row. (The count of rows is drawn at random per item, about 1.3 a day; a fixed
    // floor on it failed one item in many.)
    const dates = [...new Set(rows.map((r) => r.transactionDate))].sort();
    const longestGap = Math.max(
      ...dates.slice(1).map((d, i) => daysBetween(dates[i] ?? d, d)),
    );
    expect(longestGap).toBeLessThanOrEqual(14);
    expect(dates.length).toBeGreaterThan(HISTORY_DAYS / 2);
  });

  it("records the history on the item, so a later change of the setting leaves it alone", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const item = await db
      .selectFrom("bankSandboxItems")
      .select("historyDays")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(item.historyDays).toBe(HISTORY_DAYS);
  });
});
