import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { plaidItem, txn } from "../../../test/plaid-fixtures";
import { startPlaidStandIn } from "../../../test/plaid-stand-in";

const standIn = await startPlaidStandIn();
const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
  bank: {
    bankProvider: "plaid",
    plaid: {
      clientId: "client-standin",
      secret: "secret-standin-do-not-log",
      env: "sandbox",
      baseUrl: standIn.url,
    },
  },
});
const api = bankingApi(app);

const rowsOf = (userId: number) =>
  database.db
    .selectFrom("transactions")
    .select([
      "providerTransactionId",
      "amountCents",
      "transactionType",
      "isPending",
      "pendingTransactionId",
      "category",
    ])
    .where("userId", "=", userId)
    .orderBy("providerTransactionId")
    .execute();

describe("Plaid through the official SDK", () => {
  it("creates a link token the way the design asks, with our credentials", async () => {
    const user = await makeUser(app);
    const response = await api.send(user, "POST", "/plaid/create-link-token");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      link_token: "link-sandbox-standin",
      expiration: "2030-01-01T00:00:00Z",
      provider: "plaid",
    });
    const request = standIn.requests.findLast(
      (r) => r.path === "/link/token/create",
    );
    expect(request).toMatchObject({
      clientId: "client-standin",
      secret: "secret-standin-do-not-log",
      body: {
        client_name: "Finch",
        language: "en",
        country_codes: ["US"],
        user: { client_user_id: String(user.id) },
        products: ["transactions"],
        transactions: { days_requested: 730 },
      },
    });
  });

  it("links an item: institution name, accounts, debts negative, one exchange per token", async () => {
    const user = await makeUser(app);
    const publicToken = standIn.addItem(plaidItem({}));
    const response = await api.exchange(user, publicToken);
    expect(response.statusCode, response.body).toBe(200);
    const { accounts } = response.json<{
      accounts: {
        name: string;
        account_type: string;
        current_balance: number;
        institution_name: string;
        is_manual: boolean;
      }[];
    }>();
    expect(
      accounts.map((a) => [
        a.name,
        a.account_type,
        a.current_balance,
        a.is_manual,
      ]),
    ).toEqual([
      ["Everyday Checking", "checking", 1234.56, false],
      ["Rewards Card", "credit_card", -410.1, false],
    ]);
    expect(accounts[0]!.institution_name).toMatch(/^Stand-in Bank /);
    const again = await api.exchange(user, publicToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: "Failed to link account" });
  });

  it("pages until has_more is false: duplicates, modified, removed and pending → posted", async () => {
    const user = await makeUser(app);
    const item = plaidItem({
      "": [
        {
          added: [txn("a", 12.5), txn("p", 30, { pending: true }), txn("r", 5)],
          next_cursor: "c1",
          has_more: true,
        },
      ],
      c1: [
        {
          added: [txn("a", 12.5), txn("b", -2000, { pfc: "INCOME_WAGES" })],
          modified: [txn("a", 13.75)],
          next_cursor: "c2",
          has_more: true,
        },
      ],
      c2: [
        {
          added: [txn("q", 31, { pending_transaction_id: "p" })],
          removed: ["p", "r"],
          next_cursor: "c3",
          has_more: false,
        },
      ],
    });
    await api.exchange(user, standIn.addItem(item));
    const result = await api.syncOk(user);
    expect(result.items[0]).toMatchObject({ status: "ok", error: null });
    expect(await rowsOf(user.id)).toEqual([
      {
        providerTransactionId: "a",
        amountCents: 1375,
        transactionType: "debit",
        isPending: false,
        pendingTransactionId: null,
        category: "shopping",
      },
      {
        providerTransactionId: "b",
        amountCents: 200_000,
        transactionType: "credit",
        isPending: false,
        pendingTransactionId: null,
        category: "salary",
      },
      {
        providerTransactionId: "q",
        amountCents: 3100,
        transactionType: "debit",
        isPending: false,
        pendingTransactionId: "p",
        category: "shopping",
      },
    ]);
    const stored = await database.db
      .selectFrom("bankItems")
      .select("cursor")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.cursor).toBe("c3");
    // The next sync starts from the stored cursor.
    item.sync.c3 = [
      { added: [txn("n", 1)], next_cursor: "c4", has_more: false },
    ];
    expect((await api.syncOk(user)).added).toBe(1);
    expect(
      standIn.requests
        .filter(
          (r) =>
            r.path === "/transactions/sync" &&
            r.body.access_token === item.accessToken,
        )
        .map((r) => r.body.cursor ?? ""),
    ).toEqual(["", "c1", "c2", "c3"]);
  });

  it("restarts the run from its first cursor after a mutation during pagination", async () => {
    const user = await makeUser(app);
    const mutation = {
      status: 400,
      error_type: "TRANSACTIONS_ERROR",
      error_code: "TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION",
    };
    const item = plaidItem({
      "": [{ added: [txn("x", 1)], next_cursor: "m1", has_more: true }],
      m1: [
        mutation,
        { added: [txn("y", 2)], next_cursor: "m2", has_more: false },
      ],
    });
    await api.exchange(user, standIn.addItem(item));
    const result = await api.syncOk(user);
    expect(result).toMatchObject({ added: 2, items: [{ status: "ok" }] });
    expect(
      standIn.requests
        .filter(
          (r) =>
            r.path === "/transactions/sync" &&
            r.body.access_token === item.accessToken,
        )
        .map((r) => r.body.cursor ?? ""),
    ).toEqual(["", "m1", "", "m1"]);
    expect((await rowsOf(user.id)).map((r) => r.providerTransactionId)).toEqual(
      ["x", "y"],
    );
  });

  it("keeps the old cursor and reports an error after three mutations in a row", async () => {
    const user = await makeUser(app);
    const mutation = {
      status: 400,
      error_type: "TRANSACTIONS_ERROR",
      error_code: "TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION",
    };
    await api.exchange(
      user,
      standIn.addItem(
        plaidItem({
          "": [{ added: [txn("x", 1)], next_cursor: "m1", has_more: true }],
          m1: [mutation],
        }),
      ),
    );
    const response = await api.sync(user);
    expect(response.statusCode).toBe(502);
    expect(response.json<{ detail: string }>().detail).toMatch(
      /^Stand-in Bank \d+: Failed to sync transactions\. Try again in a few minutes\.$/,
    );
    const item = await database.db
      .selectFrom("bankItems")
      .select(["cursor", "status", "lastErrorCode"])
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({
      cursor: null,
      status: "error",
      lastErrorCode: "TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION",
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("has no sandbox helper routes", async () => {
    const user = await makeUser(app);
    const response = await api.send(
      user,
      "POST",
      "/plaid/sandbox/public-token",
      {},
    );
    expect(response.statusCode).toBe(404);
  });
});
