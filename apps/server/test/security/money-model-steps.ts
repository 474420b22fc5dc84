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
const DATES = ["2026-02-14", "2026-03-01", "2026-03-15", "2026-03-31"];
export const IN_WINDOW = (date: string) => date.startsWith("2026-03");

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

/** The in-memory model: balances in cents by account, transactions by id. */
export interface Model {
  balances: Map<number, number>;
  /** The accounts created as liabilities (credit cards). */
  liabilities: Set<number>;
  txs: Map<number, Tx & { account: number }>;
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
    model.balances.set(id, each.balance);
    if (each.liability) model.liabilities.add(id);
    return;
  }
  const account = nth(model.balances.keys(), each.pick);
  const txId = nth(model.txs.keys(), each.pick);
  if (each.op === "editAccount" && account !== undefined) {
    const res = await send("PUT", `/accounts/${String(account)}`, {
      current_balance: money(each.balance),
    });
    expect(res.statusCode, res.body).toBe(200);
    model.balances.set(account, each.balance);
  } else if (each.op === "deleteAccount" && account !== undefined) {
    expect(
      (await send("DELETE", `/accounts/${String(account)}`)).statusCode,
    ).toBe(204);
    model.balances.delete(account);
    model.liabilities.delete(account);
    for (const [id, t] of model.txs)
      if (t.account === account) model.txs.delete(id);
  } else if (each.op === "createTx" && account !== undefined) {
    const res = await send("POST", "/transactions", body(account, each.tx));
    expect(res.statusCode, res.body).toBe(201);
    model.txs.set(res.json<{ id: number }>().id, { ...each.tx, account });
    move(model, account, signed(each.tx));
  } else if (each.op === "editTx" && txId !== undefined) {
    const old = model.txs.get(txId);
    const target = nth(model.balances.keys(), each.account);
    if (!old || target === undefined) return;
    const res = await send(
      "PUT",
      `/transactions/${String(txId)}`,
      body(target, each.tx),
    );
    expect(res.statusCode, res.body).toBe(200);
    move(model, old.account, -signed(old));
    move(model, target, signed(each.tx));
    model.txs.set(txId, { ...each.tx, account: target });
  } else if (each.op === "deleteTx" && txId !== undefined) {
    const old = model.txs.get(txId);
    expect(
      (await send("DELETE", `/transactions/${String(txId)}`)).statusCode,
    ).toBe(204);
    if (old) move(model, old.account, -signed(old));
    model.txs.delete(txId);
  }
}

function move(model: Model, account: number, delta: number): void {
  model.balances.set(account, (model.balances.get(account) ?? 0) + delta);
}
