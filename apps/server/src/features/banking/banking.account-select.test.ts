import type { SandboxPublicTokenResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
});
const api = bankingApi(app);

/** Signs in at Tartan Bank (always four accounts): the token and the accounts to choose from. */
async function signIn(
  user: SignedInUser,
  body: object = {},
): Promise<SandboxPublicTokenResponse> {
  const response = await api.send(user, "POST", "/plaid/sandbox/public-token", {
    institution_id: "ins_109511",
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SandboxPublicTokenResponse>();
}

const select = (user: SignedInUser, publicToken: string, accountIds: unknown) =>
  api.send(user, "POST", "/plaid/sandbox/select-accounts", {
    public_token: publicToken,
    account_ids: accountIds,
  });

async function linkedRows(user: SignedInUser) {
  const accounts = await database.db
    .selectFrom("accounts")
    .select(["id", "providerAccountId"])
    .where("userId", "=", user.id)
    .execute();
  const transactions = await database.db
    .selectFrom("transactions")
    .select(["accountId"])
    .where("userId", "=", user.id)
    .execute();
  return { accounts, transactions };
}

describe("choosing the accounts to link (issue 5)", () => {
  it("answers the signed-in bank's accounts with the public token, as the exchange stores them", async () => {
    const user = await makeUser(app);
    const { public_token, accounts } = await signIn(user);
    expect(accounts.map((a) => [a.name, a.account_type, a.mask])).toEqual([
      ["Plaid Checking", "checking", "0000"],
      ["Plaid Saving", "savings", "1111"],
      ["Plaid Credit Card", "credit_card", "3333"],
      ["Plaid Student Loan", "loan", "7777"],
    ]);
    const linked = await api.exchange(user, public_token);
    expect(linked.statusCode).toBe(200);
    const created = linked.json<{
      accounts: { name: string; current_balance: number }[];
    }>().accounts;
    expect(created.map((a) => [a.name, a.current_balance])).toEqual(
      accounts.map((a) => [a.name, a.current_balance]),
    );
  });

  it("links only the chosen accounts and syncs only their transactions", async () => {
    const user = await makeUser(app);
    const { public_token, accounts } = await signIn(user, {
      username: "user_transactions_dynamic",
      password: "x",
    });
    const chosen = [accounts[0]!.account_id, accounts[2]!.account_id];
    expect((await select(user, public_token, chosen)).statusCode).toBe(204);

    const linked = await api.exchange(user, public_token);
    expect(linked.statusCode).toBe(200);
    expect(
      linked
        .json<{ accounts: { name: string }[] }>()
        .accounts.map((a) => a.name),
    ).toEqual(["Plaid Checking", "Plaid Credit Card"]);

    const first = await api.syncOk(user);
    expect(first.added).toBeGreaterThan(100);
    await api.syncOk(user); // later activity, still only the chosen accounts
    const rows = await linkedRows(user);
    expect(rows.accounts.map((a) => a.providerAccountId).sort()).toEqual(
      [...chosen].sort(),
    );
    const ids = new Set(rows.accounts.map((a) => a.id));
    expect(rows.transactions.length).toBeGreaterThanOrEqual(first.added);
    expect(rows.transactions.every((t) => ids.has(t.accountId))).toBe(true);
    // Both chosen accounts have history (salary and rent on checking, cards on the credit card).
    expect(new Set(rows.transactions.map((t) => t.accountId)).size).toBe(2);
    const items = await api.items(user);
    expect(items[0]!.account_ids).toHaveLength(2);
  });

  it.each([
    [[], [], "Choose at least one account"],
    [["a", "a"], [], "Account ids must be unique"],
    ["abc", [], "Account ids must be a list"],
  ])(
    "answers 422 naming account_ids for %j",
    async (accountIds, locTail, msg) => {
      const user = await makeUser(app);
      const { public_token } = await signIn(user);
      const response = await select(user, public_token, accountIds);
      expect(response.statusCode).toBe(422);
      const detail = response.json<{
        detail: { loc: unknown[]; msg: string }[];
      }>().detail;
      expect(detail).toHaveLength(1);
      expect(detail[0]).toMatchObject({
        loc: ["body", "account_ids", ...locTail],
        msg,
      });
    },
  );

  it("answers 422 for an account of another item, and then limits nothing", async () => {
    const user = await makeUser(app);
    const other = await signIn(user);
    const { public_token, accounts } = await signIn(user);
    const response = await select(user, public_token, [
      accounts[0]!.account_id,
      other.accounts[1]!.account_id,
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        {
          loc: ["body", "account_ids", 1],
          msg: "Account must be one of the linked bank's accounts",
          type: "value_error",
        },
      ],
    });
    const linked = await api.exchange(user, public_token);
    expect(linked.json<{ accounts: unknown[] }>().accounts).toHaveLength(4);
  });

  it("refuses a spent token, or another user's, with a 400 and a detail", async () => {
    const user = await makeUser(app);
    const stranger = await makeUser(app);
    const { public_token, accounts } = await signIn(user);
    const ids = [accounts[0]!.account_id];
    const theirs = await select(stranger, public_token, ids);
    expect(theirs.statusCode).toBe(400);
    expect((await api.exchange(user, public_token)).statusCode).toBe(200);
    const spent = await select(user, public_token, ids);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({
      detail:
        "This link has expired or was already used. Please link your bank again.",
    });
  });

  it("answers no accounts in update mode, where nothing new is linked", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const [item] = await api.items(user);
    const repair = await signIn(user, {
      item_id: item!.id,
      username: "user_good",
      password: "pass_good",
    });
    expect(repair.accounts).toEqual([]);
  });
});
