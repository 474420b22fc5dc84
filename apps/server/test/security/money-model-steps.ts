import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { SignedInUser } from "../factories";

export const CATEGORIES = [
  "groceries",
  "shopping",
  "transfer",
  "salary",
] as const;
export const BUDGETED = ["groceries", "shopping", "transfer"] as const;
/** The clock's day: rows dated before it are history, after it upcoming (ADR 0032). */
export const TODAY = "2026-03-20";
const DATES = ["2026-02-14", "2026-03-01", "2026-03-15", TODAY, "2026-03-31"];
/** What a March budget counts today: its month up to today. */
export const IN_WINDOW = (date: string) =>
  date.startsWith("2026-03") && date <= TODAY;

/** One step; `pick` chooses among the objects that exist when the step runs. */
export type Step =
  | { op: "createAccount"; balance: number; liability: boolean }
  | { op: "editAccount"; pick: number; balance: number }
  | { op: "deleteAccount"; pick: number }
  | { op: "createTx"; pick: number; tx: Tx }
  | { op: "editTx"; pick: number; account: number; tx: Tx }
  | { op: "deleteTx"; pick: number };
export interface Tx {
  cents: number;
  debit: boolean;
  category: (typeof CATEGORIES)[number];
  date: string;
}

const cents = fc.oneof(
  fc.integer({ min: 1, max: 500_000 }),
  fc.constantFrom(1, 99, 100_000_000_000),
);
const tx: fc.Arbitrary<Tx> = fc.record({
  cents,
  debit: fc.boolean(),
  category: fc.constantFrom(...CATEGORIES),
  date: fc.constantFrom(...DATES),
});
const pick = fc.nat({ max: 20 });
export const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant("createAccount" as const),
    balance: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    liability: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("editAccount" as const),
    pick,
    balance: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  }),
  fc.record({ op: fc.constant("deleteAccount" as const), pick }),
  fc.record({ op: fc.constant("createTx" as const), pick, tx }),
  fc.record({ op: fc.constant("createTx" as const), pick, tx }),
  fc.record({ op: fc.constant("editTx" as const), pick, account: pick, tx }),
  fc.record({ op: fc.constant("deleteTx" as const), pick }),
);

/**
 * The in-memory model. Each account keeps the balance last stated for it and when (`at`, the
 * model's write counter; the app's clock ticks so its moments keep the same order), each
 * transaction when it was recorded. Every account is stated today, so a row moves a balance only
 * when dated today and recorded after the statement; older rows are history and later ones
 * upcoming (ADR 0032). A liability stated positive is an amount owed: a debit adds to it.
 */
export interface Model {
  accounts: Map<number, { stated: number; liability: boolean; at: number }>;
  txs: Map<number, Tx & { account: number; at: number }>;
  writes: number;
}

/** Each account's balance today, by the model's rule. */
export function balancesOf(model: Model): Map<number, number> {
  const balances = new Map<number, number>();
  for (const [id, account] of model.accounts) {
    const moved = [...model.txs.values()]
      .filter((t) => t.account === id && t.date === TODAY && t.at > account.at)
      .reduce((sum, t) => sum + signed(t), 0);
    const owed = account.liability && account.stated > 0;
    balances.set(id, account.stated + (owed ? -moved : moved));
  }
  return balances;
}

const money = (c: number) => c / 100;
const signed = (t: Tx) => (t.debit ? -t.cents : t.cents);
const nth = <T>(keys: Iterable<T>, n: number): T | undefined => {
  const list = [...keys];
  return list.length === 0 ? undefined : list[n % list.length];
};

export async function apply(
  app: FastifyInstance,
  user: SignedInUser,
  model: Model,
  each: Step,
): Promise<void> {
  const send = (
    method: "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.auth,
      ...(payload ? { payload } : {}),
    });
  const body = (account: number, t: Tx) => ({
    description: "Model",
    category: t.category,
    amount: money(t.cents),
    transaction_type: t.debit ? "debit" : "credit",
    account_id: account,
    transaction_date: t.date,
  });
  if (each.op === "createAccount") {
    const res = await send("POST", "/accounts", {
      name: "Model",
      account_type: each.liability ? "credit_card" : "checking",
      current_balance: money(each.balance),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    model.accounts.set(id, {
      stated: each.balance,
      liability: each.liability,
      at: ++model.writes,
    });
    return;
  }
  const account = nth(model.accounts.keys(), each.pick);
  const txId = nth(model.txs.keys(), each.pick);
  if (each.op === "editAccount" && account !== undefined) {
    const res = await send("PUT", `/accounts/${String(account)}`, {
      current_balance: money(each.balance),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stated = model.accounts.get(account);
    if (stated)
      model.accounts.set(account, {
        ...stated,
        stated: each.balance,
        at: ++model.writes,
      });
  } else if (each.op === "deleteAccount" && account !== undefined) {
    expect(
      (await send("DELETE", `/accounts/${String(account)}`)).statusCode,
    ).toBe(204);
    model.accounts.delete(account);
    for (const [id, t] of model.txs)
      if (t.account === account) model.txs.delete(id);
  } else if (each.op === "createTx" && account !== undefined) {
    const res = await send("POST", "/transactions", body(account, each.tx));
    expect(res.statusCode, res.body).toBe(201);
    model.txs.set(res.json<{ id: number }>().id, {
      ...each.tx,
      account,
      at: ++model.writes,
    });
  } else if (each.op === "editTx" && txId !== undefined) {
    const old = model.txs.get(txId);
    const target = nth(model.accounts.keys(), each.account);
    if (!old || target === undefined) return;
    const res = await send(
      "PUT",
      `/transactions/${String(txId)}`,
      body(target, each.tx),
    );
    expect(res.statusCode, res.body).toBe(200);
    // An edit keeps the row's recording moment.
    model.txs.set(txId, { ...each.tx, account: target, at: old.at });
  } else if (each.op === "deleteTx" && txId !== undefined) {
    expect(
      (await send("DELETE", `/transactions/${String(txId)}`)).statusCode,
    ).toBe(204);
    model.txs.delete(txId);
  }
}
