import type { AccountResponse, TransactionResponse } from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);

/** Creates one transaction from a table row: "description | category | amount | type | date". */
function createFromRow(
  user: SignedInUser,
  accountId: number,
  row: string,
): Promise<TransactionResponse> {
  const [description, category, amount, type, date] = row.split(" | ");
  return api.createTransaction(user, accountId, {
    description,
    category,
    amount: Number(amount),
    transaction_type: type,
    transaction_date: date,
  });
}

/** The caller's transactions for a query string without its `?`. */
function search(user: SignedInUser, query: string) {
  return api.listTransactions(user, `?${query}`);
}

describe("GET /transactions filters", () => {
  let user: SignedInUser;
  let stranger: SignedInUser;
  let checking: AccountResponse;
  let card: AccountResponse;
  let strangerAccount: AccountResponse;

  beforeAll(async () => {
    user = await makeUser(app);
    stranger = await makeUser(app);
    checking = await api.createAccount(user, { name: "Checking" });
    card = await api.createAccount(user, { name: "Card" });
    strangerAccount = await api.createAccount(stranger, { name: "Theirs" });
    // Created out of date order; the list answers newest first.
    for (const row of [
      "Coffee | food_dining | 4.5 | debit | 2026-03-01",
      "Salary | salary | 3000 | credit | 2026-03-31",
      "Train | transportation | 12 | debit | 2026-02-28",
      "Gift | shopping | 40 | debit | 2026-04-11",
      "Pens | shopping | 9.99 | debit | 2026-01-20",
    ])
      await createFromRow(user, checking.id, row);
    for (const row of [
      "Groceries | groceries | 82.19 | debit | 2026-03-15",
      "Latte | food_dining | 3.2 | debit | 2026-04-02",
      "Refund | shopping | 25 | credit | 2026-04-10",
    ])
      await createFromRow(user, card.id, row);
    await createFromRow(
      stranger,
      strangerAccount.id,
      "Coffee | food_dining | 4.5 | debit | 2026-03-01",
    );
  });

  it.each([
    [
      "no filter",
      "",
      [
        "Gift",
        "Refund",
        "Latte",
        "Salary",
        "Groceries",
        "Coffee",
        "Train",
        "Pens",
      ],
    ],
    ["category", "category=food_dining", ["Latte", "Coffee"]],
    ["transaction_type", "transaction_type=credit", ["Refund", "Salary"]],
    [
      "start_date (inclusive)",
      "start_date=2026-04-02",
      ["Gift", "Refund", "Latte"],
    ],
    [
      "end_date (inclusive)",
      "end_date=2026-03-01",
      ["Coffee", "Train", "Pens"],
    ],
    [
      "a date range",
      "start_date=2026-03-01&end_date=2026-03-31",
      ["Salary", "Groceries", "Coffee"],
    ],
    [
      "a one-day range",
      "start_date=2026-03-15&end_date=2026-03-15",
      ["Groceries"],
    ],
    [
      "min_amount (inclusive)",
      "min_amount=25",
      ["Gift", "Refund", "Salary", "Groceries"],
    ],
    ["max_amount (inclusive)", "max_amount=4.50", ["Latte", "Coffee"]],
    [
      "an amount range",
      "min_amount=4.5&max_amount=25",
      ["Refund", "Coffee", "Train", "Pens"],
    ],
    [
      "flow=spending (purchases and their refunds, no income)",
      "flow=spending",
      ["Gift", "Refund", "Latte", "Groceries", "Coffee", "Train", "Pens"],
    ],
    ["flow=income", "flow=income", ["Salary"]],
    [
      "several filters at once",
      "transaction_type=debit&start_date=2026-02-01&max_amount=40&category=shopping",
      ["Gift"],
    ],
  ])(
    "filters by %s and counts the filtered set in total",
    async (_case, query, descriptions) => {
      const result = await search(user, query);
      expect(result.transactions.map((t) => t.description)).toEqual(
        descriptions,
      );
      expect(result.total).toBe(descriptions.length);
    },
  );

  it.each([
    [
      "amount, largest first",
      "sort_by=amount&order=desc",
      [
        "Salary",
        "Groceries",
        "Gift",
        "Refund",
        "Train",
        "Pens",
        "Coffee",
        "Latte",
      ],
    ],
    [
      "amount, smallest first",
      "sort_by=amount&order=asc",
      [
        "Latte",
        "Coffee",
        "Pens",
        "Train",
        "Refund",
        "Gift",
        "Groceries",
        "Salary",
      ],
    ],
    [
      "description, A to Z (case ignored)",
      "sort_by=description&order=asc",
      [
        "Coffee",
        "Gift",
        "Groceries",
        "Latte",
        "Pens",
        "Refund",
        "Salary",
        "Train",
      ],
    ],
    [
      "date, oldest first",
      "sort_by=date&order=asc",
      [
        "Pens",
        "Train",
        "Coffee",
        "Groceries",
        "Salary",
        "Latte",
        "Refund",
        "Gift",
      ],
    ],
    [
      "account, then newest id first",
      "sort_by=account&order=desc&category=food_dining",
      ["Coffee", "Latte"],
    ],
    [
      "category, with a filter and a page",
      "sort_by=category&order=asc&limit=2&skip=1",
      ["Latte", "Groceries"],
    ],
  ])("sorts by %s", async (_case, query, descriptions) => {
    const result = await search(user, query);
    expect(result.transactions.map((t) => t.description)).toEqual(descriptions);
  });

  it("sorts text the same way on SQLite and PostgreSQL: ASCII letters without case, any other by code point", async () => {
    // An export restored into the other database lists its rows in the same order (issue 20):
    // PostgreSQL's lower() folded É to é where SQLite's leaves it, and its order follows the
    // database's collation where SQLite's is by code point.
    const reader = await makeUser(app);
    const [first, second] = [
      await api.createAccount(reader, { name: "Ébène" }),
      await api.createAccount(reader, { name: "zinc" }),
    ];
    const words = ["éclair", "Zebra", "a b", "Éclair", "apple", "ábc", "ab"];
    for (const [index, description] of words.entries())
      await api.createTransaction(
        reader,
        (index % 2 === 0 ? first : second).id,
        { description, merchant_name: description.toUpperCase() },
      );
    const order = async (query: string) =>
      (await search(reader, query)).transactions.map((t) => t.description);
    const byCodePoint = [
      "a b",
      "ab",
      "apple",
      "Zebra",
      "Éclair",
      "ábc",
      "éclair",
    ];
    expect(await order("sort_by=description&order=asc")).toEqual(byCodePoint);
    expect(await order("sort_by=description&order=desc")).toEqual(
      [...byCodePoint].reverse(),
    );
    // Upper-cased merchants: "ÉCLAIR" twice (the later id first when descending), then "ÁBC".
    expect(await order("sort_by=merchant&order=desc")).toEqual([
      "Éclair",
      "éclair",
      "ábc",
      "Zebra",
      "apple",
      "ab",
      "a b",
    ]);
    // "zinc" before "Ébène", each account's rows by id.
    expect(await order("sort_by=account&order=asc")).toEqual([
      "Zebra",
      "Éclair",
      "ábc",
      "éclair",
      "a b",
      "apple",
      "ab",
    ]);
  });

  it("refuses an unknown sort or order with 422 naming it", async () => {
    for (const [query, field] of [
      ["sort_by=colour", "sort_by"],
      ["order=sideways", "order"],
    ] as const) {
      const res = await app.inject({
        method: "GET",
        url: `/api/v1/transactions?${query}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(422);
      expect(
        res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc,
      ).toEqual(["query", field]);
    }
  });

  it("filters by account", async () => {
    const onCard = await search(user, `account_id=${String(card.id)}`);
    expect(onCard.transactions.map((t) => [t.description, t.account])).toEqual([
      ["Refund", { id: card.id, name: "Card" }],
      ["Latte", { id: card.id, name: "Card" }],
      ["Groceries", { id: card.id, name: "Card" }],
    ]);
    expect(onCard.total).toBe(3);
  });

  it("counts the whole filtered set in total when the page is smaller", async () => {
    const result = await search(user, "category=shopping&limit=1&skip=1");
    expect(result.transactions.map((t) => t.description)).toEqual(["Refund"]);
    expect(result.total).toBe(3);
  });

  it("finds nothing on another user's account and never their transactions", async () => {
    expect(
      await search(user, `account_id=${String(strangerAccount.id)}`),
    ).toEqual({ transactions: [], total: 0 });
    const own = await search(stranger, "category=food_dining");
    expect(own.transactions.map((t) => t.account.id)).toEqual([
      strangerAccount.id,
    ]);
    expect(own.total).toBe(1);
  });

  it("lists by flow exactly the rows the spending and income figures count", async () => {
    const owner = await makeUser(app);
    const account = await api.createAccount(owner, { name: "Everyday" });
    for (const row of [
      "To savings | transfer | 500 | debit | 2026-05-03",
      "From savings | transfer | 200 | credit | 2026-05-04",
      "Bank fee | other | 5 | debit | 2026-05-05",
      "Cashback bonus | other | 7 | credit | 2026-05-06",
      "Dividend | investment | 12 | credit | 2026-05-07",
      "Shoes back | shopping | 30 | credit | 2026-05-08",
      "Shoes | shopping | 60 | debit | 2026-05-09",
    ])
      await createFromRow(owner, account.id, row);
    const names = async (query: string) =>
      (await search(owner, query)).transactions.map((t) => t.description);
    // Spending: debits outside transfers (an `other` fee too) and refunds outside income.
    expect(await names("flow=spending")).toEqual([
      "Shoes",
      "Shoes back",
      "Bank fee",
    ]);
    // Income: credits in salary, investment and other.
    expect(await names("flow=income")).toEqual(["Dividend", "Cashback bonus"]);
    const bad = await app.inject({
      method: "GET",
      url: "/api/v1/transactions?flow=savings",
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual([
      "query",
      "flow",
    ]);
  });
});
