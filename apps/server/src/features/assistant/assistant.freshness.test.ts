import { describe, expect, it } from "vitest";
import { bankingApi } from "../../../test/banking-api";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";
import { ask } from "../../../test/assistant-api";

// The assistant keeps a user's transactions between questions and reuses them while the
// transactions version (kept by triggers, migration 0010) is unchanged. Every write, by any path
// or by another instance writing the database directly, must show in the very next answer.
const testApp = await buildTestApp({
  clock: { now: () => new Date("2026-11-23T15:00:00Z") },
  limits: { syncPerMinutePerUser: 1000 },
});
const { app, database } = testApp;
const money = moneyApi(app, database, {
  transaction: {
    category: "groceries",
    transaction_date: "2026-11-20",
    description: "Corner Grocer",
  },
});
const QUESTION = "How much have I spent on groceries this month?";

describe("the assistant after a write", () => {
  it("answers from the rows as they are now, whatever wrote them", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user);
    const first = await money.createTransaction(user, account.id, {
      amount: 12.34,
    });
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$12.34**",
    );

    // Asked again with nothing changed: the same answer (from the kept copy).
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$12.34**",
    );

    await money.createTransaction(user, account.id, { amount: 5 });
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$17.34**",
    );

    const edited = await money.putTransaction(
      user,
      first.id,
      money.form(account.id, { amount: 20 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$25.00**",
    );

    // Another instance (or any statement) changing the rows in the database directly.
    await database.db
      .updateTable("transactions")
      .set({ amountCents: 1_000 })
      .where("id", "=", first.id)
      .execute();
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$15.00**",
    );

    expect((await money.deleteTransaction(user, first.id)).statusCode).toBe(
      204,
    );
    expect((await ask(testApp, user, QUESTION)).response).toContain(
      "**$5.00**",
    );
  });

  it("sees a bank sync's rows in the next answer", async () => {
    const user = await makeUser(app);
    const before = await ask(testApp, user, "Show me my recent transactions");
    await bankingApi(app).link(user);
    await bankingApi(app).syncOk(user);
    const after = await ask(testApp, user, "Show me my recent transactions");
    expect(after.response).not.toBe(before.response);
    expect(after.meta.sources.length).toBeGreaterThan(0);
  });

  it("keeps each user's rows apart", async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const accountA = await money.createAccount(a);
    const accountB = await money.createAccount(b);
    await money.createTransaction(a, accountA.id, { amount: 1.11 });
    await money.createTransaction(b, accountB.id, { amount: 2.22 });
    expect((await ask(testApp, a, QUESTION)).response).toContain("**$1.11**");
    expect((await ask(testApp, b, QUESTION)).response).toContain("**$2.22**");
    expect((await ask(testApp, a, QUESTION)).response).toContain("**$1.11**");
  });
});
