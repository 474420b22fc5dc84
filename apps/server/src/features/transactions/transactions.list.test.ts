import type { TransactionResponse } from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database, {
  transaction: {
    merchant_name: null,
    category: "other",
    amount: 1,
    transaction_date: "2026-03-01",
  },
});

/** Newest first: date descending, then id descending. */
function newestFirst(a: TransactionResponse, b: TransactionResponse) {
  if (a.transaction_date !== b.transaction_date)
    return a.transaction_date < b.transaction_date ? 1 : -1;
  return b.id - a.id;
}

describe("GET /transactions paging", () => {
  const dates = ["2026-01-31", "2026-03-01", "2026-02-28", "2026-03-15"];
  let user: SignedInUser;
  let expectedIds: number[];

  beforeAll(async () => {
    user = await makeUser(app);
    const account = await api.createAccount(user, { name: "Checking" });
    const created: TransactionResponse[] = [];
    // Dates interleaved so that id order and date order disagree.
    for (let i = 0; i < 60; i++)
      created.push(
        await api.createTransaction(user, account.id, {
          description: `Purchase ${String(i)}`,
          transaction_date: dates[i % dates.length],
        }),
      );
    expectedIds = [...created].sort(newestFirst).map((t) => t.id);
  });

  it("pages newest first (date, then id) and covers every transaction exactly once", async () => {
    const pages = [
      await api.listTransactions(user, "?skip=0&limit=25"),
      await api.listTransactions(user, "?skip=25&limit=25"),
      await api.listTransactions(user, "?skip=50&limit=25"),
    ];
    expect(pages.map((p) => [p.transactions.length, p.total])).toEqual([
      [25, 60],
      [25, 60],
      [10, 60],
    ]);
    expect(pages.flatMap((p) => p.transactions.map((t) => t.id))).toEqual(
      expectedIds,
    );
    expect(pages[0]?.transactions[0]?.transaction_date).toBe("2026-03-15");
    expect(pages[2]?.transactions.at(-1)?.transaction_date).toBe("2026-01-31");
  });

  it("answers 25 by default, up to 100 on request, and nothing past the end", async () => {
    const byDefault = await api.listTransactions(user, "");
    const all = await api.listTransactions(user, "?limit=100");
    const past = await api.listTransactions(user, "?skip=60&limit=10");
    expect(byDefault.transactions.map((t) => t.id)).toEqual(
      expectedIds.slice(0, 25),
    );
    expect(all.transactions.map((t) => t.id)).toEqual(expectedIds);
    expect(past).toEqual({ transactions: [], total: 60 });
  });

  it("never shows another user's transactions", async () => {
    const stranger = await makeUser(app);
    const own = await api.createTransaction(
      stranger,
      (await api.createAccount(stranger, { name: "Own" })).id,
    );
    expect(await api.listTransactions(stranger, "?limit=100")).toEqual({
      transactions: [own],
      total: 1,
    });
    expect(await api.listTransactions(user, "?limit=1")).toMatchObject({
      total: 60,
    });
  });

  it.each([
    ["limit=101", "limit", "Limit must be at most 100", "too_big"],
    ["limit=0", "limit", "Limit must be at least 1", "too_small"],
    ["limit=-1", "limit", "Limit must be at least 1", "too_small"],
    ["limit=x", "limit", "Limit must be a whole number", "invalid_type"],
    ["limit=2.5", "limit", "Limit must be a whole number", "invalid_type"],
    ["skip=-1", "skip", "Skip must be at least 0", "too_small"],
    ["skip=x", "skip", "Skip must be a whole number", "invalid_type"],
    [
      "start_date=2026-03-02&end_date=2026-03-01",
      "start_date",
      "Start date must be on or before the end date",
      "custom",
    ],
    [
      "start_date=2026-02-30",
      "start_date",
      "Start date must be a valid date (YYYY-MM-DD)",
      "invalid_date",
    ],
    [
      "end_date=yesterday",
      "end_date",
      "End date must be a valid date (YYYY-MM-DD)",
      "invalid_date",
    ],
    [
      "min_amount=5&max_amount=4.99",
      "min_amount",
      "Minimum amount must not exceed the maximum amount",
      "custom",
    ],
    [
      "max_amount=1.234",
      "max_amount",
      "Maximum amount must have at most 2 decimal places",
      "decimal_places",
    ],
    [
      "account_id=abc",
      "account_id",
      "Account must be a valid id",
      "invalid_id",
    ],
    [
      "category=rent",
      "category",
      "Choose a category from the list",
      "invalid_value",
    ],
    [
      "transaction_type=refund",
      "transaction_type",
      "Type must be debit or credit",
      "invalid_value",
    ],
  ])(
    "answers 422 on ['query', field] for %s",
    async (query, field, msg, type) => {
      const res = await api.getTransactions(user, `?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ["query", field], msg, type }],
      });
    },
  );
});
