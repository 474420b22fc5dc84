import type { TransactionResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app } = await buildTestApp();
const banking = bankingApi(app);

/** A user with a linked sandbox bank, and one of its synced rows (pending or posted). */
async function syncedRow(pending: boolean) {
  const user = await makeUser(app);
  await banking.link(user);
  await banking.syncOk(user);
  const res = await app.inject({
    method: "GET",
    url: "/api/v1/transactions?limit=100",
    headers: user.auth,
  });
  const rows = res.json<{ transactions: TransactionResponse[] }>().transactions;
  const row = rows.find((t) => t.is_synced && t.is_pending === pending);
  if (!row) throw new Error(`no synced ${pending ? "pending" : "posted"} row`);
  return { user, row };
}

function put(user: SignedInUser, row: TransactionResponse, change: object) {
  return app.inject({
    method: "PUT",
    url: `/api/v1/transactions/${String(row.id)}`,
    headers: user.auth,
    payload: {
      description: row.description,
      merchant_name: row.merchant_name ?? "",
      category: row.category,
      amount: row.amount,
      transaction_type: row.transaction_type,
      account_id: String(row.account.id),
      transaction_date: row.transaction_date,
      ...change,
    },
  });
}

async function accountBalance(user: SignedInUser, id: number) {
  const res = await app.inject({
    method: "GET",
    url: "/api/v1/accounts",
    headers: user.auth,
  });
  return res
    .json<{ accounts: { id: number; current_balance: number }[] }>()
    .accounts.find((a) => a.id === id)?.current_balance;
}

describe("editing a bank-synced transaction", () => {
  it("says which rows the bank sent", async () => {
    const { row } = await syncedRow(false);
    expect(row.is_synced).toBe(true);
    const user = await makeUser(app);
    const account = await app.inject({
      method: "POST",
      url: "/api/v1/accounts",
      headers: user.auth,
      payload: { name: "Cash", account_type: "checking", current_balance: 10 },
    });
    const created = await app.inject({
      method: "POST",
      url: "/api/v1/transactions",
      headers: user.auth,
      payload: {
        description: "Lunch",
        category: "food_dining",
        amount: 5,
        transaction_type: "debit",
        account_id: String(account.json<{ id: number }>().id),
        transaction_date: "2026-01-05",
      },
    });
    expect(created.json<TransactionResponse>().is_synced).toBe(false);
  });

  it("changes its description, merchant and category", async () => {
    const { user, row } = await syncedRow(false);
    const res = await put(user, row, {
      description: "Team lunch",
      merchant_name: "Corner Deli",
      category: "entertainment",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: "Team lunch",
      merchant_name: "Corner Deli",
      category: "entertainment",
      amount: row.amount,
      is_synced: true,
    });
  });

  it.each([
    // One unit more, in cents: a float sum such as 12.34 + 1 can carry more than 2 decimals.
    [
      "amount",
      (r: TransactionResponse) => (Math.round(r.amount * 100) + 100) / 100,
      "amount",
    ],
    [
      "transaction_type",
      (r: TransactionResponse) =>
        r.transaction_type === "debit" ? "credit" : "debit",
      "direction",
    ],
    ["transaction_date", () => "2020-01-01", "date"],
  ])(
    "refuses a new %s with a 422 naming it, and changes nothing",
    async (field, value, noun) => {
      const { user, row } = await syncedRow(false);
      const before = await accountBalance(user, row.account.id);
      const res = await put(user, row, {
        [field]: value(row),
        description: "Renamed",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["body", field],
            msg: `Your bank sets the ${noun} of a synced transaction; change its description, merchant or category instead`,
            type: "set_by_bank",
          },
        ],
      });
      const after = await app.inject({
        method: "GET",
        url: `/api/v1/transactions?limit=100`,
        headers: user.auth,
      });
      const kept = after
        .json<{ transactions: TransactionResponse[] }>()
        .transactions.find((t) => t.id === row.id);
      expect(kept).toEqual(row);
      expect(await accountBalance(user, row.account.id)).toBe(before);
    },
  );

  it("keeps a pending row pending when a client sends no is_pending", async () => {
    const { user, row } = await syncedRow(true);
    const res = await put(user, row, { category: "shopping" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_pending: true,
      category: "shopping",
    });
  });
});
