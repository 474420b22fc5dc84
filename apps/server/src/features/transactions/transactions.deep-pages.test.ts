import { CATEGORIES, toCents, type Category } from "@finch/domain";
import type { TransactionListResponse } from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import { createTransactionsRepository } from "./transactions.repository";

// Pages from skip = 2,000 on start from the month holding their first row, found from the kept
// monthly counts (migration 0013), instead of walking every newer row. They must be the very
// same slices of the list as the walk gives: here the walk is a plain query over the rows.
const { app, database } = await buildTestApp();
const money = moneyApi(app, database);
const { db } = database;

const ROWS = 3_000;

async function page(user: SignedInUser, query: string) {
  const res = await money.getTransactions(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionListResponse>();
}

/** The user's ids in list order, straight from the table. */
async function idsNewestFirst(user: SignedInUser, category?: Category) {
  const rows = await db
    .selectFrom("transactions")
    .select("id")
    .where("userId", "=", user.id)
    .$if(category !== undefined, (q) =>
      q.where("category", "=", category as Category),
    )
    .orderBy("transactionDate", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => r.id);
}

describe("deep pages of the transaction list", () => {
  let user: SignedInUser;

  beforeAll(async () => {
    user = await makeUser(app);
    const account = await money.createAccount(user);
    const [most, rest] = CATEGORIES;
    // Rows over 30 months, several on each day and out of date order, so months, days and ids
    // all matter. Written through the repository: thousands of API calls would only be slower.
    await createTransactionsRepository(db).createMany(
      user.id,
      Array.from({ length: ROWS }, (_, n) => {
        const month = (n * 7) % 30;
        const year = 2024 + Math.floor(month / 12);
        const day = 1 + ((n * 13) % 28);
        return {
          accountId: account.id,
          description: `Row ${String(n)}`,
          merchantName: null,
          category: n % 10 < 8 ? most : rest,
          amountCents: toCents(100 + n),
          transactionType: "debit" as const,
          transactionDate: `${String(year)}-${String(1 + (month % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
          isPending: false,
        };
      }),
      new Date().toISOString(),
    );
  });

  it.each([2_000, 2_001, 2_499, 2_975, 2_999])(
    "answers skip=%i with the same rows as walking the list",
    async (skip) => {
      const ids = await idsNewestFirst(user);
      const result = await page(user, `?skip=${String(skip)}&limit=25`);
      expect(result.total).toBe(ROWS);
      expect(result.transactions.map((t) => t.id)).toEqual(
        ids.slice(skip, skip + 25),
      );
    },
  );

  it("answers nothing past the end, with the total", async () => {
    expect(await page(user, `?skip=${String(ROWS)}&limit=25`)).toEqual({
      transactions: [],
      total: ROWS,
    });
  });

  it.each([
    [CATEGORIES[0], 2_100],
    [CATEGORIES[1], 590],
  ])("pages one category (%s from %i) the same way", async (category, skip) => {
    const ids = await idsNewestFirst(user, category);
    const result = await page(
      user,
      `?category=${category}&skip=${String(skip)}&limit=25`,
    );
    expect(result.total).toBe(ids.length);
    expect(result.transactions.map((t) => t.id)).toEqual(
      ids.slice(skip, skip + 25),
    );
  });

  it("follows deletes and edits made since", async () => {
    const ids = await idsNewestFirst(user);
    for (const id of ids.slice(0, 40).filter((_, n) => n % 3 === 0))
      expect((await money.deleteTransaction(user, id)).statusCode).toBe(204);
    await db
      .updateTable("transactions")
      .set({ transactionDate: "2020-01-01" })
      .where("id", "in", ids.slice(100, 110))
      .execute();
    const after = await idsNewestFirst(user);
    for (const skip of [2_000, after.length - 10]) {
      const result = await page(user, `?skip=${String(skip)}&limit=25`);
      expect(result.total).toBe(after.length);
      expect(result.transactions.map((t) => t.id)).toEqual(
        after.slice(skip, skip + 25),
      );
    }
  });
});
