import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import {
  exportData,
  importData,
  seedEverything,
} from "../../../test/export-fixtures";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// Figures the database keeps with triggers (ADR 0008) instead of computing them per read: each
// account's transaction count (migration 0009: `transaction_count` of GET /accounts, `total` of
// GET /transactions) and each user's distinct search texts with their counts (migration 0012: the
// text filter). Every way rows come and go must keep them equal to the rows.
const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
});
const money = moneyApi(app, database);
const bank = bankingApi(app);
const { db } = database;

/** What the API shows against what the table holds, per account and in total. */
async function shownAndStored(user: SignedInUser) {
  const accounts = await money.listAccounts(user);
  const stored = await db
    .selectFrom("transactions")
    .select(["accountId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("userId", "=", user.id)
    .groupBy("accountId")
    .execute();
  const storedBy = new Map(stored.map((r) => [r.accountId, r.n]));
  return {
    shown: Object.fromEntries(accounts.map((a) => [a.id, a.transaction_count])),
    stored: Object.fromEntries(
      accounts.map((a) => [a.id, storedBy.get(a.id) ?? 0]),
    ),
    shownTotal: (await money.listTransactions(user, "?limit=1")).total,
    storedTotal: [...storedBy.values()].reduce((a, b) => a + b, 0),
  };
}

/** The kept search texts against the same counts over the rows. */
async function searchTexts(user: SignedInUser) {
  const kept = await db
    .selectFrom("transactionSearchTexts")
    .select(["searchText", "transactionCount"])
    .where("userId", "=", user.id)
    .orderBy("searchText")
    .execute();
  const fromRows = await db
    .selectFrom("transactions")
    .select([
      "searchText",
      (eb) => eb.fn.countAll<number>().as("transactionCount"),
    ])
    .where("userId", "=", user.id)
    .groupBy("searchText")
    .orderBy("searchText")
    .execute();
  return { kept, fromRows };
}

async function expectCountsRight(user: SignedInUser) {
  const figures = await shownAndStored(user);
  expect(figures.shown).toEqual(figures.stored);
  expect(figures.shownTotal).toBe(figures.storedTotal);
  const texts = await searchTexts(user);
  expect(texts.kept).toEqual(texts.fromRows);
  return figures;
}

describe("counts and search texts kept by the database", () => {
  it("follow creates, moves between accounts and deletes", async () => {
    const user = await makeUser(app);
    const a = await money.createAccount(user, { name: "A" });
    const b = await money.createAccount(user, { name: "B" });
    const created = [];
    for (let n = 0; n < 5; n += 1)
      created.push(await money.createTransaction(user, a.id));
    await money.createTransaction(user, b.id);
    expect((await expectCountsRight(user)).shown).toEqual({
      [a.id]: 5,
      [b.id]: 1,
    });

    const [first, second] = created;
    if (!first || !second) throw new Error("unreachable");
    const moved = await money.putTransaction(user, first.id, money.form(b.id));
    expect(moved.statusCode, moved.body).toBe(200);
    // An edit that keeps the account leaves the count alone.
    await money.putTransaction(
      user,
      second.id,
      money.form(a.id, { amount: 99 }),
    );
    expect((await money.deleteTransaction(user, second.id)).statusCode).toBe(
      204,
    );
    expect((await expectCountsRight(user)).shown).toEqual({
      [a.id]: 3,
      [b.id]: 2,
    });
    // A one-account filter is answered from the same count.
    expect(
      (await money.listTransactions(user, `?account_id=${String(b.id)}`)).total,
    ).toBe(2);
  });

  it("follow edits of date, category, direction and amount", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    const row = await money.createTransaction(user, account.id, {
      transaction_date: "2026-01-31",
      category: "groceries",
      amount: 40.25,
    });
    await money.createTransaction(user, account.id, {
      transaction_date: "2026-01-05",
      category: "groceries",
      amount: 10,
    });
    await expectCountsRight(user);
    for (const change of [
      { transaction_date: "2026-02-01" },
      { category: "food_dining" },
      { transaction_type: "credit" },
      { amount: 0.01 },
      {
        transaction_date: "2025-12-31",
        category: "travel",
        transaction_type: "debit",
        amount: 999_999.99,
      },
    ]) {
      const res = await money.putTransaction(
        user,
        row.id,
        money.form(account.id, change),
      );
      expect(res.statusCode, res.body).toBe(200);
      await expectCountsRight(user);
    }
    // Statements that change one column at a time, as another writer might.
    for (const set of [
      { category: "shopping" },
      { transactionDate: "2026-03-03" },
      { transactionType: "credit" },
      { amountCents: 5 },
      {
        category: "travel",
        transactionDate: "2025-12-31",
        transactionType: "debit",
        amountCents: 99_999_999,
      },
    ]) {
      await db
        .updateTable("transactions")
        .set(set)
        .where("id", "=", row.id)
        .execute();
      await expectCountsRight(user);
    }
  });

  it("follow edits of description and merchant, and forget a text no row carries", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    const row = await money.createTransaction(user, account.id, {
      description: "Flat white",
      merchant_name: "Blue Bottle",
    });
    await money.createTransaction(user, account.id, {
      description: "Flat white",
      merchant_name: "Blue Bottle",
    });
    expect((await searchTexts(user)).kept).toEqual([
      { searchText: "flat white\nblue bottle", transactionCount: 2 },
    ]);
    const edited = await money.putTransaction(
      user,
      row.id,
      money.form(account.id, {
        description: "Croissant",
        merchant_name: null,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await expectCountsRight(user);
    expect((await money.deleteTransaction(user, row.id)).statusCode).toBe(204);
    await expectCountsRight(user);
    expect((await searchTexts(user)).kept).toEqual([
      { searchText: "flat white\nblue bottle", transactionCount: 1 },
    ]);
    // What is searched follows: the deleted row's text finds nothing any more.
    expect((await money.listTransactions(user, "?q=croissant")).total).toBe(0);
    expect((await money.listTransactions(user, "?q=BOTTLE")).total).toBe(1);
  });

  it("follow a refused write: nothing counted that was not stored", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    const bad = await money.postTransaction(
      user,
      money.form(account.id, { amount: -5 }),
    );
    expect(bad.statusCode).toBe(422);
    expect((await expectCountsRight(user)).shown).toEqual({ [account.id]: 0 });
  });

  it("follow an account's deletion and leave the user's other accounts right", async () => {
    const user = await makeUser(app);
    const keep = await money.createAccount(user, { name: "Keep" });
    const gone = await money.createAccount(user, { name: "Gone" });
    await money.createTransaction(user, keep.id);
    await money.createTransaction(user, gone.id);
    await money.createTransaction(user, gone.id);
    expect((await money.deleteAccount(user, gone.id)).statusCode).toBe(204);
    const figures = await expectCountsRight(user);
    expect(figures.shown).toEqual({ [keep.id]: 1 });
    expect(figures.shownTotal).toBe(1);
  });

  it("follow bank syncs: rows added, then modified and removed", async () => {
    const user = await makeUser(app);
    await bank.link(user, {
      username: "user_transactions_dynamic",
      password: "anything",
    });
    const first = await bank.syncOk(user);
    expect(first.added).toBeGreaterThan(100);
    await expectCountsRight(user);
    let removed = 0;
    for (let n = 0; n < 4; n += 1) removed += (await bank.syncOk(user)).removed;
    expect(removed).toBeGreaterThan(0);
    await expectCountsRight(user);
  });

  it("follow an import", async () => {
    const source = await makeUser(app);
    await seedEverything(app, source, "COUNT");
    const file = (await exportData(app, source)).body;
    const target = await makeUser(app);
    expect((await importData(app, target, file)).statusCode).toBe(200);
    const figures = await expectCountsRight(target);
    expect(figures.shownTotal).toBe((await shownAndStored(source)).storedTotal);
  });
});
