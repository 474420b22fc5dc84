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
