import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// A clock that never moves: every write lands in the same millisecond, as two requests sent back
// to back can on a fast machine. The order they were recorded in still decides (ADR 0053).
const NOW = new Date("2026-11-23T15:00:00Z");
const { app, database } = await buildTestApp({ clock: { now: () => NOW } });
const api = moneyApi(app, database, {
  transaction: { transaction_date: "2026-11-23" },
});

describe("rows recorded in the same millisecond as their account's balance", () => {
  it("a row added right after the account was created moves its balance", async () => {
    const user = await makeUser(app);
    const checking = await api.createAccount(user, { current_balance: 100 });
    await api.createTransaction(user, checking.id, { amount: 12.34 });
    expect(await api.balances(user)).toEqual({ [checking.id]: 87.66 });
  });

  it("a row moved into an account created at the same moment moves that account's balance", async () => {
    const user = await makeUser(app);
    const from = await api.createAccount(user, { current_balance: 100 });
    const to = await api.createAccount(user, { current_balance: 0 });
    const t = await api.createTransaction(user, from.id, { amount: 25.5 });
    const moved = await api.putTransaction(
      user,
      t.id,
      api.form(to.id, { amount: 25.5 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({
      [from.id]: 100,
      [to.id]: -25.5,
    });
  });

  it("a row recorded before an account existed moves its balance once moved into it", async () => {
    const user = await makeUser(app);
    const from = await api.createAccount(user, { current_balance: 100 });
    const t = await api.createTransaction(user, from.id, { amount: 40 });
    const to = await api.createAccount(user, { current_balance: 0 });
    const moved = await api.putTransaction(
      user,
      t.id,
      api.form(to.id, { amount: 40 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({ [from.id]: 100, [to.id]: -40 });
    // Edited in place afterwards, it stays where it was recorded.
    const edited = await api.putTransaction(
      user,
      t.id,
      api.form(to.id, { amount: 40, description: "Groceries" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({ [from.id]: 100, [to.id]: -40 });
  });

  it("a balance typed after a row was recorded already holds it", async () => {
    const user = await makeUser(app);
    const checking = await api.createAccount(user, { current_balance: 100 });
    await api.createTransaction(user, checking.id, { amount: 10 });
    const edited = await api.putAccount(user, checking.id, {
      name: "Checking",
      account_type: "checking",
      current_balance: 500,
    });
    expect(edited.statusCode).toBe(200);
    expect(await api.balances(user)).toEqual({ [checking.id]: 500 });
  });
});
