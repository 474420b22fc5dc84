import type {
  AccountResponse,
  TransactionListResponse,
  TransactionResponse,
} from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app } = await buildTestApp();

async function createAccount(user: SignedInUser): Promise<AccountResponse> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/accounts",
    headers: user.auth,
    payload: { name: "Checking", account_type: "checking", current_balance: 0 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AccountResponse>();
}

async function createTransaction(
  user: SignedInUser,
  accountId: number,
  description: string,
  merchantName: string | null,
  date: string,
): Promise<TransactionResponse> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/transactions",
    headers: user.auth,
    payload: {
      description,
      merchant_name: merchantName,
      category: "other",
      amount: 4.5,
      transaction_type: "debit",
      account_id: String(accountId),
      transaction_date: date,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TransactionResponse>();
}

async function search(user: SignedInUser, q: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/v1/transactions?q=${encodeURIComponent(q)}`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionListResponse>();
}

describe("GET /transactions?q=", () => {
  let user: SignedInUser;
  let coffee: TransactionResponse;
  let account: AccountResponse;

  beforeAll(async () => {
    user = await makeUser(app);
    account = await createAccount(user);
    coffee = await createTransaction(
      user,
      account.id,
      "Morning coffee",
      "Café Bleu",
      "2026-03-01",
    );
    const rows: [string, string | null, string][] = [
      ["CAFÉ AU LAIT", null, "2026-04-02"],
      ["Salary", "ACME Corp", "2026-03-31"],
      ["Refund 100% cotton", "Shop_Co", "2026-04-10"],
      ["Order 1000 pens", "Staples", "2026-01-20"],
      ["Gift", "ShopXCo", "2026-04-11"],
      ["Train ticket", "Rail 50%", "2026-02-28"],
    ];
    for (const [description, merchant, date] of rows)
      await createTransaction(user, account.id, description, merchant, date);
    const stranger = await makeUser(app);
    await createTransaction(
      stranger,
      (await createAccount(stranger)).id,
      "Morning coffee",
      "Café Bleu",
      "2026-03-01",
    );
  });

  it("answers matching items with exactly the contract's fields", async () => {
    expect(await search(user, "morning")).toEqual({
      transactions: [
        {
          id: coffee.id,
          description: "Morning coffee",
          merchant_name: "Café Bleu",
          category: "other",
          amount: 4.5,
          transaction_type: "debit",
          account: { id: account.id, name: "Checking" },
          transaction_date: "2026-03-01",
          is_pending: false,
          is_synced: false,
          category_source: "user",
          is_upcoming: false,
        },
      ],
      total: 1,
    });
  });

  it.each([
    ["the merchant, in any case", "acme", ["Salary"]],
    ["the description, in any case", "ORDER", ["Order 1000 pens"]],
    [
      "description and merchant, folding non-ASCII case",
      "café",
      ["CAFÉ AU LAIT", "Morning coffee"],
    ],
    [
      "description and merchant for upper-case 'CAFÉ'",
      "CAFÉ",
      ["CAFÉ AU LAIT", "Morning coffee"],
    ],
    ["a literal % only", "100%", ["Refund 100% cotton"]],
    ["a literal % in the merchant", "50%", ["Train ticket"]],
    ["a literal _ only", "shop_co", ["Refund 100% cotton"]],
    ["a backslash literally", "\\", []],
    ["text surrounded by spaces, trimmed", "  gift  ", ["Gift"]],
    ["nothing", "zzz", []],
  ])(
    "matches %s and counts the matches in total",
    async (_case, q, descriptions) => {
      const result = await search(user, q);
      expect(result.transactions.map((t) => t.description)).toEqual(
        descriptions,
      );
      expect(result.total).toBe(descriptions.length);
    },
  );

  it("answers 422 for a search longer than 100 characters", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/api/v1/transactions?q=${"a".repeat(101)}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["query", "q"],
          msg: "Search must be at most 100 characters long",
          type: "too_big",
        },
      ],
    });
  });
});

// A text search reads the page one of two ways (transactions.repository.ts): walking the dates
// when many rows match, or reading the matching rows by their text and sorting them when few
// do. Either way the page must be the same newest-first slice of the same set.
describe("GET /transactions?q= over a larger history", () => {
  let user: SignedInUser;
  /** Every row, newest first (date, then id), as the list orders them. */
  const all: TransactionResponse[] = [];

  beforeAll(async () => {
    user = await makeUser(app);
    const account = await createAccount(user);
    for (let n = 0; n < 240; n += 1) {
      // Ten rows a day on 24 days, so many rows share a date and the id breaks the tie.
      const date = `2026-0${String(1 + (n % 8))}-${String(10 + (n % 3))}`;
      const [description, merchant] =
        n % 80 === 7
          ? ["Rent", "Landlord Ltd"]
          : n % 2 === 0
            ? ["Coffee", "Starbucks"]
            : ["Groceries", "Whole Foods"];
      all.push(
        await createTransaction(user, account.id, description, merchant, date),
      );
    }
    all.sort((a, b) =>
      a.transaction_date === b.transaction_date
        ? b.id - a.id
        : a.transaction_date < b.transaction_date
          ? 1
          : -1,
    );
  });

  async function page(query: string) {
    const res = await app.inject({
      method: "GET",
      url: `/api/v1/transactions?${query}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TransactionListResponse>();
  }

  const matching = (text: string, from = "0000-00-00") =>
    all.filter(
      (t) =>
        `${t.description}\n${t.merchant_name ?? ""}`
          .toLowerCase()
          .includes(text) && t.transaction_date >= from,
    );

  it.each([
    ["a rare text, first page", "q=landlord&limit=25", "landlord", 0, 25],
    ["a rare text, from the second row", "q=rent&skip=1&limit=1", "rent", 1, 1],
    ["a common text, first page", "q=starbucks&limit=25", "starbucks", 0, 25],
    ["a common text, deep", "q=coffee&skip=100&limit=25", "coffee", 100, 25],
    [
      "a text past its last match",
      "q=coffee&skip=200&limit=25",
      "coffee",
      200,
      25,
    ],
  ])(
    "pages %s newest first with the full total",
    async (_case, query, text, skip, limit) => {
      const expected = matching(text);
      const result = await page(query);
      expect(result.total).toBe(expected.length);
      expect(result.transactions.map((t) => t.id)).toEqual(
        expected.slice(skip, skip + limit).map((t) => t.id),
      );
    },
  );

  it("combines the text with other filters, counting only rows that pass all", async () => {
    const expected = matching("o", "2026-05-01");
    expect(expected.length).toBeGreaterThan(100);
    const first = await page("q=O&start_date=2026-05-01&limit=100");
    const rest = await page("q=O&start_date=2026-05-01&skip=100&limit=100");
    expect(first.total).toBe(expected.length);
    expect(
      [...first.transactions, ...rest.transactions].map((t) => t.id),
    ).toEqual(expected.map((t) => t.id));
  });

  it("finds a text again once a row carries it, and not after the row is gone", async () => {
    expect((await page("q=bakery")).total).toBe(0);
    const account = (await page("limit=1")).transactions[0]?.account.id ?? 0;
    const bakery = await createTransaction(
      user,
      account,
      "Bread",
      "Corner Bakery",
      "2026-09-01",
    );
    expect((await page("q=bakery")).transactions.map((t) => t.id)).toEqual([
      bakery.id,
    ]);
    const res = await app.inject({
      method: "DELETE",
      url: `/api/v1/transactions/${String(bakery.id)}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(204);
    expect(await page("q=bakery")).toEqual({ transactions: [], total: 0 });
  });
});
