import { describe, expect, it } from "vitest";
import { budgetsApi } from "../../../test/budgets-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import { versionsOf } from "../../../test/versions";

// The budgets page keeps the user's budget rows in memory while the budgets version the auth
// check read holds (migration 0018, ADR 0016). Every change to a budget — through the API, by a
// data import, or by another instance's statement straight into the database — must show in the
// very next read, and so must a change of time zone, which moves the budgets' windows.
const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-30T20:00:00Z") },
});
const { app, database } = testApp;
const budgets = budgetsApi(app, database);
const money = moneyApi(app, database, {
  transaction: { category: "groceries", transaction_date: "2026-11-20" },
});

async function shown(user: SignedInUser) {
  return (await budgets.list(user)).map((b) => [
    b.name,
    b.amount,
    b.spent_amount,
  ]);
}

const versionOf = versionsOf(database, "budgetVersions");

describe("kept budget rows after a write", () => {
  it("show every change in the next read, whatever made it", async () => {
    const user = await makeUser(app);
    expect(await shown(user)).toEqual([]);
    const food = await budgets.create(user, { name: "Food", amount: 300 });
    expect(await shown(user)).toEqual([["Food", 300, 0]]);
    // Read again with nothing changed: the same rows (from the kept copy).
    expect(await shown(user)).toEqual([["Food", 300, 0]]);

    const edited = await budgets.put(user, food.id, {
      name: "Food and drink",
      category: "groceries",
      amount: 350,
      period: "monthly",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shown(user)).toEqual([["Food and drink", 350, 0]]);

    // Spending comes from the transactions, kept under their own version.
    const account = await money.createAccount(user);
    await money.createTransaction(user, account.id, { amount: 40 });
    expect(await shown(user)).toEqual([["Food and drink", 350, 40]]);

    // Another instance (or any statement) changing the row in the database directly.
    await database.db
      .updateTable("budgets")
      .set({ amountCents: 10_000 })
      .where("id", "=", food.id)
      .execute();
    expect(await shown(user)).toEqual([["Food and drink", 100, 40]]);

    expect((await budgets.delete(user, food.id)).statusCode).toBe(204);
    expect(await shown(user)).toEqual([]);
  });

  it("move the windows with a new time zone", async () => {
    const user = await makeUser(app);
    await budgets.create(user);
    expect((await budgets.only(user)).start_date).toBe("2026-11-01");
    // 2026-11-30 20:00 UTC is already 1 December in Tokyo.
    await budgets.setTimezone(user, "Asia/Tokyo");
    expect((await budgets.only(user)).start_date).toBe("2026-12-01");
    await budgets.setTimezone(user, "UTC");
    expect((await budgets.only(user)).start_date).toBe("2026-11-01");
  });

  it("never mix users: each user reads their own budgets", async () => {
    const [one, two] = [await makeUser(app), await makeUser(app)];
    await budgets.create(one, { name: "Mine" });
    await budgets.create(two, { name: "Theirs" });
    expect((await shown(one)).map(([name]) => name)).toEqual(["Mine"]);
    expect((await shown(two)).map(([name]) => name)).toEqual(["Theirs"]);
  });

  it("bump the owner's version on each write, and only theirs", async () => {
    const [user, other] = [await makeUser(app), await makeUser(app)];
    expect(await versionOf(user.id)).toBe(0);
    const budget = await budgets.create(user);
    expect(await versionOf(user.id)).toBe(1);
    await budgets.put(user, budget.id, {
      name: "Groceries",
      category: "groceries",
      amount: 450,
      period: "monthly",
    });
    expect(await versionOf(user.id)).toBe(2);
    await budgets.delete(user, budget.id);
    expect(await versionOf(user.id)).toBe(3);
    expect(await versionOf(other.id)).toBe(0);
  });
});
