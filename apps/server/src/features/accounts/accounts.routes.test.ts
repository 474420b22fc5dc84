import type { AccountListResponse, AccountResponse } from "@finch/contracts";
import { ACCOUNT_TYPES } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const NOW = "2026-06-01T08:00:00.000Z";
const { app, database } = await buildTestApp({
  clock: { now: () => new Date(NOW) },
});
const api = moneyApi(app, database, {
  account: {
    name: "Everyday",
    institution_name: "First Bank",
    current_balance: 100,
  },
  transaction: {
    description: "Groceries",
    category: "groceries",
    transaction_date: "2026-05-30",
  },
});

const ACCOUNT_KEYS = [
  "account_type",
  "created_at",
  "current_balance",
  "id",
  "institution_name",
  "is_active",
  "is_manual",
  "mask",
  "name",
  "transaction_count",
];

function accountRows(userId: number) {
  return database.db
    .selectFrom("accounts")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

describe("GET /accounts", () => {
  it("answers an empty list for a user without accounts", async () => {
    const user = await makeUser(app);
    const res = await api.getAccounts(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accounts: [] });
  });

  it("lists only the caller's accounts, in creation order, with exactly the contract's fields", async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    await api.createAccount(other, { name: "Not mine" });
    const first = await api.createAccount(user, {
      name: "Checking",
      current_balance: 1520.75,
    });
    const second = await api.createAccount(user, {
      name: "Visa",
      account_type: "credit_card",
      institution_name: null,
      current_balance: -310.2,
    });
    const res = await api.getAccounts(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accounts: [
        {
          id: first.id,
          name: "Checking",
          account_type: "checking",
          institution_name: "First Bank",
          current_balance: 1520.75,
          is_active: true,
          is_manual: true,
          mask: null,
          created_at: NOW,
          transaction_count: 0,
        },
        {
          id: second.id,
          name: "Visa",
          account_type: "credit_card",
          institution_name: null,
          current_balance: -310.2,
          is_active: true,
          is_manual: true,
          mask: null,
          created_at: NOW,
          transaction_count: 0,
        },
      ],
    });
    expect(second.id).toBeGreaterThan(first.id);
    const [listed] = res.json<AccountListResponse>().accounts;
    expect(Object.keys(listed ?? {}).sort()).toEqual(ACCOUNT_KEYS);
    // A JSON number, not the numeric string the web client also tolerates.
    expect(res.body).toContain('"current_balance":1520.75');
  });

  it("counts each account's transactions", async () => {
    const user = await makeUser(app);
    await api.createAccount(user, { name: "Quiet" });
    const busy = await api.createAccount(user, { name: "Busy" });
    await api.createTransaction(user, busy.id);
    await api.createTransaction(user, busy.id);
    const res = await api.getAccounts(user);
    expect(
      res
        .json<AccountListResponse>()
        .accounts.map((a) => [a.name, a.transaction_count, a.current_balance]),
    ).toEqual([
      ["Quiet", 0, 100],
      // Both rows predate the balance the person stated today: history, counted but not moving
      // it (ADR 0032).
      ["Busy", 2, 100],
    ]);
  });

  it("answers 401 without a token", async () => {
    const res = await api.getAccounts();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Not authenticated" });
  });
});

describe("POST /accounts", () => {
  it.each(ACCOUNT_TYPES)(
    "creates a manual %s account and stores its balance in cents",
    async (accountType) => {
      const user = await makeUser(app);
      const res = await api.postAccount(user, {
        name: `My ${accountType}`,
        account_type: accountType,
        institution_name: "Credit Union",
        current_balance: 2500.05,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<AccountResponse>();
      expect(body).toEqual({
        id: body.id,
        name: `My ${accountType}`,
        account_type: accountType,
        institution_name: "Credit Union",
        current_balance: 2500.05,
        is_active: true,
        is_manual: true,
        mask: null,
        created_at: NOW,
        transaction_count: 0,
      });
      expect(await accountRows(user.id)).toMatchObject([
        {
          id: body.id,
          userId: user.id,
          accountType,
          balanceAnchorCents: 250005,
          isManual: true,
          isActive: true,
        },
      ]);
    },
  );

  it("accepts a negative balance (money owed) exactly to the cent", async () => {
    const user = await makeUser(app);
    const card = await api.createAccount(user, {
      account_type: "credit_card",
      current_balance: -1234.56,
    });
    expect(card.current_balance).toBe(-1234.56);
    expect(await accountRows(user.id)).toMatchObject([
      { balanceAnchorCents: -123456 },
    ]);
  });

  it("trims the name and institution and stores an empty institution as null", async () => {
    const user = await makeUser(app);
    const blank = await api.createAccount(user, {
      name: "  Rainy Day  ",
      institution_name: "",
    });
    const spaced = await api.createAccount(user, {
      institution_name: "  Ally  ",
    });
    expect([blank.name, blank.institution_name]).toEqual(["Rainy Day", null]);
    expect(spaced.institution_name).toBe("Ally");
    expect(
      (await accountRows(user.id)).map((r) => [r.name, r.institutionName]),
    ).toEqual([
      ["Rainy Day", null],
      ["Everyday", "Ally"],
    ]);
  });

  it("accepts a 100-character name and balances of exactly ±1,000,000,000.00", async () => {
    const user = await makeUser(app);
    const long = await api.createAccount(user, { name: "n".repeat(100) });
    const rich = await api.createAccount(user, {
      current_balance: 1_000_000_000,
    });
    const owed = await api.createAccount(user, {
      current_balance: -1_000_000_000,
    });
    expect(long.name).toBe("n".repeat(100));
    expect([rich.current_balance, owed.current_balance]).toEqual([
      1_000_000_000, -1_000_000_000,
    ]);
    expect(
      (await accountRows(user.id)).map((r) => r.balanceAnchorCents),
    ).toEqual([10000, 100_000_000_000, -100_000_000_000]);
  });
});
