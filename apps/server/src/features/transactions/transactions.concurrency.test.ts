import type { TransactionResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);

describe("manual account balances under concurrent writes", () => {
  it("20 concurrent amount edits of one transaction leave start − final amount", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { current_balance: 1000 });
    const t = await api.createTransaction(user, account.id, { amount: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.putTransaction(user, t.id, api.form(account.id, { amount: i + 1 })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const final = await database.db
      .selectFrom("transactions")
      .select("amountCents")
      .where("id", "=", t.id)
      .executeTakeFirstOrThrow();
    const sent = Array.from({ length: 20 }, (_, i) => (i + 1) * 100);
    expect(sent).toContain(final.amountCents);
    expect(await api.storedCents(account.id)).toBe(100000 - final.amountCents);
  });

  it("20 concurrent debits all land on the balance", async () => {
    const user = await makeUser(app);
    const account = await api.createAccount(user, { current_balance: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.postTransaction(user, api.form(account.id, { amount: 1.01 })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await api.balances(user)).toEqual({ [account.id]: 79.8 });
  });

  it("concurrent moves in opposite directions between two accounts all succeed", async () => {
    const user = await makeUser(app);
    const a = await api.createAccount(user, {
      name: "A",
      current_balance: 100,
    });
    const b = await api.createAccount(user, {
      name: "B",
      current_balance: 100,
    });
    const onA: TransactionResponse[] = [];
    const onB: TransactionResponse[] = [];
    for (let i = 0; i < 5; i++) {
      onA.push(await api.createTransaction(user, a.id, { amount: 1 }));
      onB.push(await api.createTransaction(user, b.id, { amount: 2 }));
    }
    expect(await api.balances(user)).toEqual({ [a.id]: 95, [b.id]: 90 });
    const responses = await Promise.all([
      ...onA.map((t) =>
        api.putTransaction(user, t.id, api.form(b.id, { amount: 1 })),
      ),
      ...onB.map((t) =>
        api.putTransaction(user, t.id, api.form(a.id, { amount: 2 })),
      ),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await api.balances(user)).toEqual({ [a.id]: 90, [b.id]: 95 });
  });
});
