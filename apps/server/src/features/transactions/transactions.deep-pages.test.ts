import { CATEGORIES, toCents } from "@finch/domain";
import type { TransactionListResponse } from "@finch/contracts";
import type { SelectQueryBuilder } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import { createTransactionsRepository } from "./transactions.repository";

// Pages after the first are read from the nearest row whose place is known — the start, the
// end, or the first or last row of a page shown before (keyset paging, ADR 0042) — instead of
// walking every newer row. Whatever way a person pages, each must be the very same slice of the
// list as the walk gives: here the walk is a plain query over the rows.
const { app, database } = await buildTestApp();
const money = moneyApi(app, database);
const { db } = database;

const ROWS = 3_000;

async function page(user: SignedInUser, query: string) {
  const res = await money.getTransactions(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionListResponse>();
}

/** The user's ids in list order, straight from the table, with one filter or none. */
async function idsNewestFirst(
  user: SignedInUser,
  filter: (
    query: SelectQueryBuilder<Database, "transactions", { id: number }>,
  ) => SelectQueryBuilder<Database, "transactions", { id: number }> = (q) => q,
) {
  const rows = await filter(
    db.selectFrom("transactions").select("id").where("userId", "=", user.id),
  )
    .orderBy("transactionDate", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/** Reads the pages at `skips` in turn and checks each against the walked list. */
async function expectPages(
  user: SignedInUser,
  query: string,
  ids: readonly number[],
  skips: readonly number[],
  limit = 25,
) {
  for (const skip of skips) {
    const result = await page(
      user,
      `?${query}${query ? "&" : ""}skip=${String(skip)}&limit=${String(limit)}`,
    );
    expect(result.total, `${query} skip=${String(skip)}`).toBe(ids.length);
    expect(
      result.transactions.map((t) => t.id),
      `${query} skip=${String(skip)}`,
    ).toEqual(ids.slice(skip, skip + limit));
  }
}

describe("deep pages of the transaction list", () => {
  let user: SignedInUser;
  let savings: number;

  beforeAll(async () => {
    user = await makeUser(app);
    const account = await money.createAccount(user);
    savings = (await money.createAccount(user)).id;
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
          accountId: n % 4 === 0 ? savings : account.id,
          description: `Row ${String(n)}`,
          merchantName: null,
          category: n % 10 < 8 ? most : rest,
          amountCents: toCents(100 + n),
          transactionType:
            n % 5 === 0 ? ("credit" as const) : ("debit" as const),
          transactionDate: `${String(year)}-${String(1 + (month % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
          isPending: false,
        };
      }),
      new Date().toISOString(),
    );
  });

  // Each list: its query, and the same filter over the table.
  const lists = () =>
    [
      ["", (q) => q],
      [
        `category=${CATEGORIES[1]}`,
        (q) => q.where("category", "=", CATEGORIES[1]),
      ],
      [
        `account_id=${String(savings)}`,
        (q) => q.where("accountId", "=", savings),
      ],
      [
        "transaction_type=credit",
        (q) => q.where("transactionType", "=", "credit"),
      ],
      [
        "min_amount=500&max_amount=2500",
        (q) =>
          q
            .where("amountCents", ">=", 50_000)
            .where("amountCents", "<=", 250_000),
      ],
      [
        "start_date=2024-06-01&end_date=2025-06-30",
        (q) =>
          q
            .where("transactionDate", ">=", "2024-06-01")
            .where("transactionDate", "<=", "2025-06-30"),
      ],
      // Descriptions "Row 1", "Row 10"…"Row 19", "Row 100"…: a text most rows do not carry.
      ["q=row%201", (q) => q.where("description", "like", "Row 1%")],
      // One row: its page is read from the matched rows, not by walking the dates.
      ["q=row%202999", (q) => q.where("description", "=", "Row 2999")],
    ] as const satisfies readonly (readonly [
      string,
      Parameters<typeof idsNewestFirst>[1],
    ])[];

  it("pages forward, back, to the end and anywhere the same as walking the list", async () => {
    for (const [query, filter] of lists()) {
      const ids = await idsNewestFirst(user, filter);
      const last = Math.max(0, Math.ceil(ids.length / 25) - 1) * 25;
      // The next pages, back again, the last page and the one before it, then jumps.
      await expectPages(
        user,
        query,
        ids,
        [
          0,
          25,
          50,
          75,
          50,
          25,
          last,
          last - 25,
          Math.floor(ids.length / 2),
          Math.floor(ids.length / 2) + 25,
          2_001,
          1_337,
          7,
          ids.length - 3,
        ].filter((skip) => skip >= 0),
      );
    }
  });

  it("pages with every page size, one row at a time included", async () => {
    const ids = await idsNewestFirst(user);
    for (const limit of [1, 10, 50, 100])
      await expectPages(
        user,
        "",
        ids,
        [0, limit, 2 * limit, 2_950, 2_950 - limit],
        limit,
      );
  });

  it("answers nothing past the end, with the total", async () => {
    expect(await page(user, `?skip=${String(ROWS)}&limit=25`)).toEqual({
      transactions: [],
      total: ROWS,
    });
    expect(await page(user, `?q=row%202999&skip=1&limit=25`)).toMatchObject({
      transactions: [],
      total: 1,
    });
  });

  it("follows deletes and edits made since the pages before", async () => {
    const ids = await idsNewestFirst(user);
    // Pages shown, so their rows' places are known…
    await expectPages(user, "", ids, [0, 25, 50, 2_000, 2_025]);
    // …then rows above and inside them go or move.
    for (const id of ids.slice(0, 40).filter((_, n) => n % 3 === 0))
      expect((await money.deleteTransaction(user, id)).statusCode).toBe(204);
    await db
      .updateTable("transactions")
      .set({ transactionDate: "2020-01-01" })
      .where("id", "in", ids.slice(2_010, 2_020))
      .execute();
    const after = await idsNewestFirst(user);
    await expectPages(user, "", after, [
      75,
      50,
      2_050,
      2_025,
      2_000,
      after.length - 10,
    ]);
  });

  it("keeps one user's places from another's list", async () => {
    const other = await makeUser(app);
    const otherAccount = await money.createAccount(other);
    await createTransactionsRepository(db).createMany(
      other.id,
      Array.from({ length: 60 }, (_, n) => ({
        accountId: otherAccount.id,
        description: `Other ${String(n)}`,
        merchantName: null,
        category: CATEGORIES[0],
        amountCents: toCents(5 + n),
        transactionType: "debit" as const,
        transactionDate: `2025-0${String(1 + (n % 9))}-1${String(n % 10)}`,
        isPending: false,
      })),
      new Date().toISOString(),
    );
    await expectPages(user, "", await idsNewestFirst(user), [0, 25]);
    await expectPages(other, "", await idsNewestFirst(other), [25, 0, 25, 50]);
  });
});
