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
});

describe("PUT /accounts/:id", () => {
  it.each([
    ["renames it (trimmed)", { name: "  Joint  " }, { name: "Joint" }],
    [
      "changes its type",
      { account_type: "savings" },
      { account_type: "savings" },
    ],
    [
      "changes its institution",
      { institution_name: "Ally" },
      { institution_name: "Ally" },
    ],
    [
      "clears its institution with ''",
      { institution_name: "" },
      { institution_name: null },
    ],
    [
      "sets its balance to the cent",
      { current_balance: -20.05 },
      { current_balance: -20.05 },
    ],
    ["closes it", { is_active: false }, { is_active: false }],
  ])(
    "%s and leaves every other field alone",
    async (_case, payload, change) => {
      const user = await makeUser(app);
      const account = await api.createAccount(user);
      const res = await api.putAccount(user, account.id, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...account, ...change });
      expect(await api.listAccounts(user)).toEqual([{ ...account, ...change }]);
    },
  );

  it("stores a new balance in cents", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user);
    const res = await api.putAccount(user, account.id, {
      current_balance: 0.3,
    });
    expect(res.statusCode).toBe(200);
    expect(await api.storedCents(account.id)).toBe(30);
  });

  it("shows a closed account as inactive in the list, and reopens it", async () => {
    const user = await makeUser(app);
    const open = await api.createAccount(user, { name: "Open" });
    const closed = await api.createAccount(user, { name: "Closed" });
    const closing = await api.putAccount(user, closed.id, { is_active: false });
    expect(closing.statusCode).toBe(200);
    expect(
      (await api.listAccounts(user)).map((a) => [a.id, a.is_active]),
    ).toEqual([
      [open.id, true],
      [closed.id, false],
    ]);
    const reopening = await api.putAccount(user, closed.id, {
      is_active: true,
    });
    expect(reopening.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("accounts")
      .select("isActive")
      .where("id", "=", closed.id)
      .executeTakeFirstOrThrow();
    expect(row.isActive).toBe(true);
  });

  it("answers 404 for another user's account and leaves it unchanged", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await api.createAccount(owner, { current_balance: 42.42 });
    await api.createAccount(intruder);
    const res = await api.putAccount(intruder, theirs.id, {
      name: "Mine now",
      current_balance: 0,
      is_active: false,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    expect(await api.listAccounts(owner)).toEqual([theirs]);
  });

  it("answers 404 for an id that does not exist", async () => {
    const user = await makeUser(app);
    const res = await api.putAccount(user, 987654, { name: "Ghost" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
  });

  it("refuses to set a linked account's balance but lets it be renamed", async () => {
    const user = await makeUser(app);
    const linked = await database.db
      .insertInto("accounts")
      .values({
        userId: user.id,
        name: "Linked",
        accountType: "checking",
        institutionName: "Sandbox Bank",
        balanceAnchorCents: 50000,
        balanceAnchorDate: NOW.slice(0, 10),
        balanceAnchoredAt: NOW,
        isManual: false,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await api.putAccount(user, linked.id, {
      current_balance: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: [
        {
          loc: ["body", "current_balance"],
          msg: "A linked account's balance comes from its bank and cannot be edited",
          type: "read_only",
        },
      ],
    });
    const renamed = await api.putAccount(user, linked.id, { name: "Bank" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: linked.id,
      name: "Bank",
      account_type: "checking",
      institution_name: "Sandbox Bank",
      current_balance: 500,
      is_active: true,
      is_manual: false,
      mask: null,
      created_at: NOW,
      transaction_count: 0,
    });
  });
});
