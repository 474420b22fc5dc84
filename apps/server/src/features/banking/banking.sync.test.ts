import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";

const { app, database } = await buildTestApp({
  limits: { syncPerMinutePerUser: 1000 },
});
const api = bankingApi(app);
const db = database.db;

async function linkDynamic(user: SignedInUser, institution = "ins_109508") {
  const accounts = await api.link(user, {
    institution_id: institution,
    username: "user_transactions_dynamic",
    password: "anything",
  });
  await api.syncOk(user);
  return accounts;
}

const rowsOf = (userId: number) =>
  db
    .selectFrom("transactions")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();

/** Brings the dynamic sandbox user to a batch that modifies a row (every second batch). */
async function syncUntilModified(user: SignedInUser) {
  for (let n = 0; n < 4; n += 1) {
    const result = await api.syncOk(user);
    if (result.modified > 0) return result;
  }
  throw new Error("no modification arrived");
}

describe("syncing transactions", () => {
  it("keeps a category the user set when the bank modifies the row", async () => {
    const user = await makeUser(app);
    await linkDynamic(user);
    // Batch 1 adds rows; batch 2 modifies the first of them. Recategorise every row in between.
    await api.syncOk(user);
    await db
      .updateTable("transactions")
      .set({ category: "education", categorySource: "user" })
      .where("userId", "=", user.id)
      .execute();
    const before = await rowsOf(user.id);
    await syncUntilModified(user);
    const after = await rowsOf(user.id);
    const changed = after.filter((row) => {
      const old = before.find((b) => b.id === row.id);
      return old && old.amountCents !== row.amountCents;
    });
    expect(changed.length).toBeGreaterThan(0);
    for (const row of changed) expect(row.category).toBe("education");
  });

  it("marks a category the user edits through the API as theirs", async () => {
    const user = await makeUser(app);
    await linkDynamic(user);
    const [row] = await rowsOf(user.id);
    const response = await app.inject({
      method: "PUT",
      url: `/api/v1/transactions/${String(row!.id)}`,
      headers: user.auth,
      payload: {
        account_id: row!.accountId,
        description: row!.description,
        category: "education",
        amount: row!.amountCents / 100,
        transaction_type: row!.transactionType,
        transaction_date: row!.transactionDate,
        is_pending: row!.isPending,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db
      .selectFrom("transactions")
      .select(["category", "categorySource"])
      .where("id", "=", row!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ category: "education", categorySource: "user" });
  });

  it("does not bring back a row the user deleted when the bank modifies it", async () => {
    const user = await makeUser(app);
    await linkDynamic(user);
    await api.syncOk(user);
    const latest = await db
      .selectFrom("transactions")
      .select(["id", "providerTransactionId"])
      .where("userId", "=", user.id)
      .where("isPending", "=", false)
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    for (const row of latest)
      await db.deleteFrom("transactions").where("id", "=", row.id).execute();
    await syncUntilModified(user);
    const ids = (await rowsOf(user.id)).map((r) => r.providerTransactionId);
    for (const row of latest)
      expect(ids).not.toContain(row.providerTransactionId);
  });

  it("takes linked balances from the bank, not from the transactions", async () => {
    const user = await makeUser(app);
    const accounts = await linkDynamic(user);
    const before = await db
      .selectFrom("accounts")
      .select(["id", "balanceAnchorCents"])
      .where("userId", "=", user.id)
      .orderBy("id")
      .execute();
    await api.syncOk(user);
    await api.syncOk(user);
    const after = await db
      .selectFrom("accounts")
      .select(["id", "balanceAnchorCents"])
      .where("userId", "=", user.id)
      .orderBy("id")
      .execute();
    expect(after.map((a) => a.id)).toEqual(accounts.map((a) => a.id));
    // New card spending posted: the card owes more (a more negative balance).
    expect(after[2]!.balanceAnchorCents).toBeLessThan(
      before[2]!.balanceAnchorCents,
    );
  });

  it("records an item that needs a new login without failing the user's other items", async () => {
    const user = await makeUser(app);
    await linkDynamic(user, "ins_109508");
    await linkDynamic(user, "ins_109509");
    const [broken, healthy] = await api.items(user);
    const reset = await api.send(user, "POST", "/plaid/sandbox/reset-login", {
      item_id: broken!.id,
    });
    expect(reset.statusCode).toBe(204);
    const result = await api.syncOk(user);
    expect(result.items.map((i) => [i.id, i.status])).toEqual([
      [broken!.id, "needs_reauth"],
      [healthy!.id, "ok"],
    ]);
    expect(result.items[0]!.error).toBe(
      "Your bank needs you to sign in again.",
    );
    expect(result.items[1]!.error).toBeNull();
  });

  it("answers 502 naming the bank when every item failed, and recovers on reconnect", async () => {
    const user = await makeUser(app);
    await linkDynamic(user, "ins_109511");
    const [item] = await api.items(user);
    await api.send(user, "POST", "/plaid/sandbox/reset-login", {
      item_id: item!.id,
    });
    const failed = await api.sync(user);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      detail:
        "Tartan Bank: Your bank needs you to sign in again. Use Reconnect on the Accounts page.",
    });
    const token = await api.send(user, "POST", "/plaid/create-link-token", {
      item_id: item!.id,
    });
    expect(token.statusCode).toBe(200);
    // Update mode: the sandbox login is fixed in the dialog, then the item is reconnected.
    const wrong = await api.send(user, "POST", "/plaid/sandbox/public-token", {
      item_id: item!.id,
      username: "user_good",
      password: "wrong",
    });
    expect(wrong.statusCode).toBe(400);
    const fixed = await api.send(user, "POST", "/plaid/sandbox/public-token", {
      item_id: item!.id,
      username: "user_good",
      password: "pass_good",
    });
    expect(fixed.statusCode).toBe(200);
    const repaired = await api.send(
      user,
      "POST",
      `/plaid/items/${String(item!.id)}/reconnect`,
    );
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(repaired.json()).toMatchObject({ status: "ok", error: null });
  });

  it("unlinks an item: its accounts become manual and keep their history", async () => {
    const user = await makeUser(app);
    const accounts = await linkDynamic(user);
    const count = (await rowsOf(user.id)).length;
    const [item] = await api.items(user);
    expect(item!.account_ids).toEqual(accounts.map((a) => a.id));
    const response = await api.send(
      user,
      "DELETE",
      `/plaid/items/${String(item!.id)}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await api.items(user)).toEqual([]);
    const listed = (
      await app.inject({ url: "/api/v1/accounts", headers: user.auth })
    ).json<{ accounts: { is_manual: boolean; institution_name: string }[] }>()
      .accounts;
    expect(listed.map((a) => a.is_manual)).toEqual(accounts.map(() => true));
    expect(listed[0]!.institution_name).toBe("First Platypus Bank");
    expect((await rowsOf(user.id)).length).toBe(count);
  });

  it("syncs on a signed sandbox webhook after new activity at the bank", async () => {
    const user = await makeUser(app);
    await api.link(user);
    const [item] = await api.items(user);
    expect(item!.last_synced_at).toBeNull();
    const refreshed = await api.send(user, "POST", "/plaid/sandbox/refresh", {
      item_id: item!.id,
    });
    expect(refreshed.statusCode).toBe(204);
    const fired = await api.send(user, "POST", "/plaid/sandbox/fire-webhook", {
      item_id: item!.id,
      webhook_code: "SYNC_UPDATES_AVAILABLE",
    });
    expect(fired.statusCode).toBe(204);
    for (
      let n = 0;
      n < 100 && (await api.items(user))[0]!.last_synced_at === null;
      n += 1
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.items(user))[0]!.last_synced_at).not.toBeNull();
    expect((await rowsOf(user.id)).length).toBeGreaterThan(500);
  });
});
