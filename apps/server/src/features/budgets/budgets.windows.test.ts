import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

let now = new Date("2026-03-14T12:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const budgets = budgetsApi(app, database);
const money = moneyApi(app, database, {
  transaction: { category: "groceries" },
});

/**
 * A fresh user at `instant` (tokens are issued by the same clock) with one budget of `period`
 * and a 1.00, 2.00, 4.00 … debit on each of `dates`, so the spent figure says which dates counted.
 */
async function budgetAt(
  instant: string,
  period: string,
  dates: string[],
  timezone?: string,
) {
  now = new Date(instant);
  const user = await makeUser(app);
  if (timezone !== undefined) await budgets.setTimezone(user, timezone);
  const account = await money.createAccount(user);
  for (const [index, date] of dates.entries()) {
    await money.createTransaction(user, account.id, {
      amount: 2 ** index,
      transaction_date: date,
    });
  }
  await budgets.create(user, { period, amount: 1000 });
  return budgets.only(user);
}

describe("budget windows", () => {
  it("counts a debit on the last day of the month, not on the first of the next", async () => {
    const budget = await budgetAt("2026-03-31T23:59:59.000Z", "monthly", [
      "2026-03-31", // 1
      "2026-04-01", // 2
      "2026-03-01", // 4
      "2026-02-28", // 8
    ]);
    expect(budget).toMatchObject({
      start_date: "2026-03-01",
      end_date: "2026-03-31",
      spent_amount: 5,
    });
  });

  it("runs February to its 29th day in a leap year", async () => {
    const budget = await budgetAt("2028-02-29T12:00:00.000Z", "monthly", [
      "2028-02-29",
      "2028-03-01",
    ]);
    expect(budget).toMatchObject({ end_date: "2028-02-29", spent_amount: 1 });
  });

  it("counts an upcoming debit in its window only from its day on (ADR 0032)", async () => {
    const dates = ["2028-02-10", "2028-02-29"];
    expect(
      await budgetAt("2028-02-15T12:00:00.000Z", "monthly", dates),
    ).toMatchObject({ end_date: "2028-02-29", spent_amount: 1 });
    expect(
      await budgetAt("2028-02-29T00:00:00.000Z", "monthly", dates),
    ).toMatchObject({ end_date: "2028-02-29", spent_amount: 3 });
  });

  it.each([
    // The Sunday's debit is upcoming until its day.
    ["Monday", "2026-03-30T00:00:00.000Z", 1],
    ["Wednesday", "2026-04-01T12:00:00.000Z", 1],
    ["Sunday", "2026-04-05T23:59:59.000Z", 3],
  ])(
    "runs a week from Monday to Sunday when today is a %s",
    async (_day, instant, spent) => {
      const budget = await budgetAt(instant, "weekly", [
        "2026-03-30", // Monday: 1
        "2026-04-05", // Sunday: 2
        "2026-03-29", // the Sunday before: 4
        "2026-04-06", // the Monday after: 8
      ]);
      expect(budget).toMatchObject({
        start_date: "2026-03-30",
        end_date: "2026-04-05",
        spent_amount: spent,
      });
    },
  );

  it("ends a quarter on its last day", async () => {
    const budget = await budgetAt("2026-09-30T18:00:00.000Z", "quarterly", [
      "2026-07-01", // 1
      "2026-09-30", // 2
      "2026-06-30", // 4
      "2026-10-01", // 8
    ]);
    expect(budget).toMatchObject({
      start_date: "2026-07-01",
      end_date: "2026-09-30",
      spent_amount: 3,
    });
  });

  it("ends a year on December 31st", async () => {
    const budget = await budgetAt("2026-12-31T23:00:00.000Z", "yearly", [
      "2026-01-01", // 1
      "2026-12-31", // 2
      "2025-12-31", // 4
      "2027-01-01", // 8
    ]);
    expect(budget).toMatchObject({
      start_date: "2026-01-01",
      end_date: "2026-12-31",
      spent_amount: 3,
    });
  });
});

describe("budget windows in the profile time zone", () => {
  const dates = ["2026-03-31", "2026-04-01"]; // 1, 2

  it("is still March 31st in New York at 02:00 UTC on April 1st", async () => {
    const budget = await budgetAt(
      "2026-04-01T02:00:00.000Z",
      "monthly",
      dates,
      "America/New_York",
    );
    expect(budget).toMatchObject({
      start_date: "2026-03-01",
      end_date: "2026-03-31",
      spent_amount: 1,
    });
  });

  it("is already April in UTC at the same instant", async () => {
    const budget = await budgetAt("2026-04-01T02:00:00.000Z", "monthly", dates);
    expect(budget).toMatchObject({
      start_date: "2026-04-01",
      end_date: "2026-04-30",
      spent_amount: 2,
    });
  });

  it("is already April 1st in Tokyo at 16:00 UTC on March 31st", async () => {
    const budget = await budgetAt(
      "2026-03-31T16:00:00.000Z",
      "monthly",
      dates,
      "Asia/Tokyo",
    );
    expect(budget).toMatchObject({
      start_date: "2026-04-01",
      end_date: "2026-04-30",
      spent_amount: 2,
    });
  });

  it("starts the week on the local Monday (Sunday evening in Los Angeles is Monday in UTC)", async () => {
    const budget = await budgetAt(
      "2026-04-06T03:00:00.000Z",
      "weekly",
      ["2026-04-05", "2026-04-06"],
      "America/Los_Angeles",
    );
    expect(budget).toMatchObject({
      start_date: "2026-03-30",
      end_date: "2026-04-05",
      spent_amount: 1,
    });
  });
});
