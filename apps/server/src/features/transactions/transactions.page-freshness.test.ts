import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// Every change a page of the list shows — a transaction written through the API, by a bank sync,
// by a cascade or by another instance's statement, and an account's new name — shows in the very
// next read of the same page (pages were once kept in memory; ADR 0041 read them each time).
const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-23T15:00:00Z") },
  limits: { syncPerMinutePerUser: 1000 },
});
const { app, database } = testApp;
const money = moneyApi(app, database, {
  transaction: { category: "groceries", transaction_date: "2026-11-20" },
});

async function page(user: SignedInUser, query = "?skip=0&limit=25") {
  const list = await money.listTransactions(user, query);
  return {
    total: list.total,
    rows: list.transactions.map((t) => [
      t.description,
      t.amount,
      t.account.name,
    ]),
  };
}

describe("pages of the list after a write", () => {
  it("show every write in the next read of the same page, whatever wrote it", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user, { name: "Checking" });
    const lunch = await money.createTransaction(user, account.id, {
      description: "Lunch",
      amount: 12.34,
    });
    expect(await page(user)).toEqual({
      total: 1,
      rows: [["Lunch", 12.34, "Checking"]],
    });
    // Read again with nothing changed: the same page (from the kept copy).
    expect(await page(user)).toEqual({
      total: 1,
      rows: [["Lunch", 12.34, "Checking"]],
    });

    await money.createTransaction(user, account.id, {
      description: "Bakery",
      amount: 5,
      transaction_date: "2026-11-21",
    });
    expect(await page(user)).toEqual({
      total: 2,
      rows: [
        ["Bakery", 5, "Checking"],
        ["Lunch", 12.34, "Checking"],
      ],
    });

    const edited = await money.putTransaction(
      user,
      lunch.id,
      money.form(account.id, { description: "Team lunch", amount: 20 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page(user)).rows[1]).toEqual(["Team lunch", 20, "Checking"]);

    // Another instance (or any statement) changing the rows in the database directly.
    await database.db
      .updateTable("transactions")
      .set({ amountCents: 1_000 })
      .where("id", "=", lunch.id)
      .execute();
    expect((await page(user)).rows[1]).toEqual(["Team lunch", 10, "Checking"]);

    // A new account name shows on every row of the account (joined when the page is read).
    const renamed = await money.send(
      user,
      "PUT",
      `/accounts/${String(account.id)}`,
      {
        name: "Everyday",
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await page(user)).toEqual({
      total: 2,
      rows: [
        ["Bakery", 5, "Everyday"],
        ["Team lunch", 10, "Everyday"],
      ],
    });

    expect((await money.deleteTransaction(user, lunch.id)).statusCode).toBe(
      204,
    );
    expect(await page(user)).toEqual({
      total: 1,
      rows: [["Bakery", 5, "Everyday"]],
    });

    // Deleting the account removes its transactions by cascade.
    expect((await money.deleteAccount(user, account.id)).statusCode).toBe(204);
    expect(await page(user)).toEqual({ total: 0, rows: [] });
  });

  it("keep each filter, search and page apart", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    for (const [description, category, day] of [
      ["Coffee", "food_dining", 1],
      ["Groceries", "groceries", 2],
      ["Coffee beans", "groceries", 3],
    ] as const)
      await money.createTransaction(user, account.id, {
        description,
        category,
        transaction_date: `2026-11-0${String(day)}`,
      });
    const descriptions = async (query: string) =>
      (await page(user, query)).rows.map(([description]) => description);
    for (let round = 0; round < 2; round++) {
      expect(await descriptions("?limit=25")).toEqual([
        "Coffee beans",
        "Groceries",
        "Coffee",
      ]);
      expect(await descriptions("?limit=1")).toEqual(["Coffee beans"]);
      expect(await descriptions("?skip=1&limit=1")).toEqual(["Groceries"]);
      expect(await descriptions("?category=groceries")).toEqual([
        "Coffee beans",
        "Groceries",
      ]);
      expect(await descriptions("?q=coffee")).toEqual([
        "Coffee beans",
        "Coffee",
      ]);
    }
  });

  it("never mix users: the same query answers each user with their own rows", async () => {
    const [one, two] = [await makeUser(app), await makeUser(app)];
    for (const [user, description] of [
      [one, "Mine"],
      [two, "Theirs"],
    ] as const) {
      const account = await money.createAccount(user);
      await money.createTransaction(user, account.id, { description });
    }
    expect((await page(one)).rows.map(([d]) => d)).toEqual(["Mine"]);
    expect((await page(two)).rows.map(([d]) => d)).toEqual(["Theirs"]);
  });

  it("show a bank sync's rows in the next read", async () => {
    const user = await makeUser(app);
    expect((await page(user)).total).toBe(0);
    await bankingApi(app).link(user);
    await bankingApi(app).syncOk(user);
    expect((await page(user)).total).toBeGreaterThan(0);
  });
});
