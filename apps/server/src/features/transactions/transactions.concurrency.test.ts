import type { TransactionResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

const { app, database } = await buildTestApp();
// Rows dated today, recorded after their accounts: each moves its balance (ADR 0032).
const api = moneyApi(app, database, {
  transaction: { transaction_date: TODAY_UTC },
});

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

  it("concurrent moves in opposite directions of transactions in different months and categories all succeed", async () => {
    // Nothing but the two accounts (and the user's version, locked last) is shared — no month,
    // category or search text — so only the order in which each edit locks them matters.
    const user = await makeUser(app);
    const a = await api.createAccount(user, {
      name: "A",
      current_balance: 100,
    });
    const b = await api.createAccount(user, {
      name: "B",
      current_balance: 100,
    });
    const categories = ["groceries", "shopping", "entertainment", "utilities"];
    const onA: TransactionResponse[] = [];
    const onB: TransactionResponse[] = [];
    for (const [i, category] of categories.entries()) {
      const month = (n: number) => `2026-${String(n).padStart(2, "0")}-10`;
      onA.push(
        await api.createTransaction(user, a.id, {
          amount: 1,
          description: `Item ${String(i)}`,
          category,
          transaction_date: month(i + 1),
        }),
      );
      onB.push(
        await api.createTransaction(user, b.id, {
          amount: 2,
          description: `Thing ${String(i)}`,
          category: categories[(i + 2) % categories.length],
          transaction_date: month(i + 6),
        }),
      );
    }
    const moved = (t: TransactionResponse, to: number) =>
      api.putTransaction(
        user,
        t.id,
        api.form(to, {
          amount: t.amount,
          description: t.description,
          category: t.category,
          transaction_date: t.transaction_date,
        }),
      );
    for (let round = 0; round < 3; round++) {
      const [from, to] = round % 2 === 0 ? [a, b] : [b, a];
      const responses = await Promise.all([
        ...onA.map((t) => moved(t, to.id)),
        ...onB.map((t) => moved(t, from.id)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    }
    // Every row is history from before the accounts were created: the balances stay as stated
    // (ADR 0032), and each row ended where the last round put it.
    expect(await api.balances(user)).toEqual({ [a.id]: 100, [b.id]: 100 });
    const accounts = await api.listAccounts(user);
    expect(accounts.map((x) => x.transaction_count)).toEqual([4, 4]);
  });

  it("concurrent edits moving transactions between two months in opposite directions all succeed", async () => {
    // Each transaction stays on its own account: what the edits share is the monthly rows.
    const user = await makeUser(app);
    const a = await api.createAccount(user, {
      name: "A",
      current_balance: 100,
    });
    const b = await api.createAccount(user, {
      name: "B",
      current_balance: 100,
    });
    const month = (n: number) => `2026-${String(n).padStart(2, "0")}-10`;
    const created: { t: TransactionResponse; to: string }[] = [];
    for (let i = 1; i <= 4; i++) {
      const early = await api.createTransaction(user, a.id, {
        amount: 1,
        description: `Early ${String(i)}`,
        transaction_date: month(i),
      });
      const late = await api.createTransaction(user, b.id, {
        amount: 2,
        description: `Late ${String(i)}`,
        transaction_date: month(i + 1),
      });
      created.push({ t: early, to: month(i + 1) }, { t: late, to: month(i) });
    }
    const responses = await Promise.all(
      created.map(({ t, to }) =>
        api.putTransaction(
          user,
          t.id,
          api.form(t.account.id, {
            amount: t.amount,
            description: t.description,
            transaction_date: to,
          }),
        ),
      ),
    );
    expect(
      responses.map((r) => r.statusCode),
      responses[0]?.body,
    ).toEqual(Array(8).fill(200));
    const march = await api.listTransactions(
      user,
      "?start_date=2026-03-01&end_date=2026-03-31&limit=100",
    );
    // Into March: Early 2 (from February) and Late 3 (from April).
    expect(march.transactions.map((t) => t.description).sort()).toEqual([
      "Early 2",
      "Late 3",
    ]);
    expect(march.total).toBe(2);
  });
});
