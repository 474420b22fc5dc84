import type { TransactionListResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import {
  exportData,
  importData,
  type ExportFile,
} from "../../../test/export-fixtures";
import {
  loginForm,
  makeUser,
  type SignedInUser,
} from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// Balances anchored in time (ADR 0032). The clock moves a millisecond per reading — so what is
// recorded later is later — and jumps by days when a test says so.
let now = Date.parse("2026-11-20T10:00:00.000Z");
const clock = { now: () => new Date((now += 1)) };
const { app, database } = await buildTestApp({ clock });
const money = moneyApi(app, database, {
  transaction: { category: "groceries", amount: 10 },
});
const budgets = budgetsApi(app, database);

/** The day `n` days from the clock's day, `YYYY-MM-DD` (users here are on UTC). */
function day(n = 0): string {
  return new Date(now + n * 86_400_000).toISOString().slice(0, 10);
}

/** Moves the clock `days` ahead and signs the user in again (tokens expire meanwhile). */
async function daysLater(user: SignedInUser, days: number) {
  now += days * 86_400_000;
  const res = await loginForm(app, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ access_token: string }>().access_token;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

async function balance(user: SignedInUser, accountId: number) {
  return (await money.balances(user))[accountId];
}

async function dashboard(user: SignedInUser) {
  const res = await money.send(user, "GET", "/insights/summary");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total_balance: number; monthly_spending: number }>();
}

async function listed(user: SignedInUser, query = "") {
  const res = await money.send(user, "GET", `/transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionListResponse>();
}

describe("a balance anchored in time", () => {
  it("stays what the person typed when eight months of history are back-filled", async () => {
    const user = await makeUser(app);
    const checking = await money.createAccount(user, {
      current_balance: 2450.75,
    });
    for (let i = 1; i <= 240; i++)
      await money.createTransaction(user, checking.id, {
        transaction_date: day(-i),
        amount: 10 + (i % 37),
        transaction_type: i % 15 === 0 ? "credit" : "debit",
        category: i % 15 === 0 ? "salary" : "groceries",
      });
    expect(await balance(user, checking.id)).toBe(2450.75);
    expect((await dashboard(user)).total_balance).toBe(2450.75);
    const file = (await exportData(app, user)).json<ExportFile>();
    expect(file.accounts[0]?.current_balance).toBe(2450.75);

    // A purchase recorded today moves it; editing the balance anchors it again.
    await money.createTransaction(user, checking.id, {
      transaction_date: day(),
      amount: 4.5,
    });
    expect(await balance(user, checking.id)).toBe(2446.25);
    const edited = await money.putAccount(user, checking.id, {
      current_balance: 2440,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await balance(user, checking.id)).toBe(2440);
    // The purchase recorded before the new figure is part of it; one recorded after moves it.
    await money.createTransaction(user, checking.id, {
      transaction_date: day(),
      amount: 40,
    });
    expect(await balance(user, checking.id)).toBe(2400);
  });

  it("holds an upcoming row out of balances and spending until its day, then counts it with no write", async () => {
    let user = await makeUser(app);
    const checking = await money.createAccount(user, {
      current_balance: 1000,
    });
    await budgets.create(user, {
      category: "groceries",
      period: "monthly",
      amount: 500,
    });
    const today = await money.createTransaction(user, checking.id, {
      transaction_date: day(),
      amount: 25,
      description: "Market",
    });
    const rent = await money.createTransaction(user, checking.id, {
      transaction_date: day(3),
      amount: 300,
      description: "Groceries order",
    });
    expect(rent.is_upcoming).toBe(true);
    expect(today.is_upcoming).toBe(false);
    expect(await balance(user, checking.id)).toBe(975);
    expect((await budgets.only(user)).spent_amount).toBe(25);
    expect((await dashboard(user)).monthly_spending).toBe(25);
    // The list shows it as upcoming; the dashboard's recent list leaves it out.
    expect(
      (await listed(user)).transactions.map((t) => [
        t.description,
        t.is_upcoming,
      ]),
    ).toEqual([
      ["Groceries order", true],
      ["Market", false],
    ]);
    expect(
      (await listed(user, "?upcoming=exclude")).transactions.map(
        (t) => t.description,
      ),
    ).toEqual(["Market"]);
    expect(await listed(user, "?upcoming=only")).toMatchObject({
      total: 1,
      transactions: [{ description: "Groceries order" }],
    });

    // Three days on, the same rows: it is spent and has moved the balance.
    user = await daysLater(user, 3);
    expect(await balance(user, checking.id)).toBe(675);
    expect((await listed(user)).transactions[0]?.is_upcoming).toBe(false);
    expect((await budgets.only(user)).spent_amount).toBe(325);
    expect((await dashboard(user)).monthly_spending).toBe(325);
  });

  it("moves with a row dated on the anchor's day only when recorded after the figure was stated", async () => {
    const user = await makeUser(app);
    const account = await money.createAccount(user, { current_balance: 100 });
    const before = await money.createTransaction(user, account.id, {
      transaction_date: day(),
      amount: 30,
    });
    expect(await balance(user, account.id)).toBe(70);
    // The person reads 70.00 off their bank and types it: the row above is part of it.
    await money.putAccount(user, account.id, { current_balance: 70 });
    expect(await balance(user, account.id)).toBe(70);
    expect((await money.deleteTransaction(user, before.id)).statusCode).toBe(
      204,
    );
    expect(await balance(user, account.id)).toBe(70);
  });

  it("travels with the export: another instance shows the same balance, today and later", async () => {
    let user = await makeUser(app);
    const checking = await money.createAccount(user, { current_balance: 500 });
    await money.createTransaction(user, checking.id, {
      transaction_date: day(-30),
      amount: 120,
    });
    await money.createTransaction(user, checking.id, {
      transaction_date: day(),
      amount: 20,
    });
    await money.createTransaction(user, checking.id, {
      transaction_date: day(2),
      amount: 100,
    });
    expect(await balance(user, checking.id)).toBe(480);
    const file = (await exportData(app, user)).json<ExportFile>();
    expect(file.accounts[0]).toMatchObject({
      current_balance: 480,
      balance_anchor: { balance: 500, date: day() },
    });

    const restored = await makeUser(app);
    expect((await importData(app, restored, file)).statusCode).toBe(200);
    const copy = (await money.listAccounts(restored))[0];
    expect(copy?.current_balance).toBe(480);

    user = await daysLater(user, 2);
    expect(await balance(user, checking.id)).toBe(380);
    const later = await daysLater(restored, 0);
    expect((await money.listAccounts(later))[0]?.current_balance).toBe(380);
  });

  it("anchors a file without anchors at its stated balance, counting each upcoming row once on its day", async () => {
    const source = await makeUser(app);
    const checking = await money.createAccount(source, {
      current_balance: 900,
    });
    await money.createTransaction(source, checking.id, {
      transaction_date: day(5),
      amount: 50,
    });
    const file = (await exportData(app, source)).json<ExportFile>();
    // An export written before anchors existed: its balance held every row, upcoming too.
    const legacy: Record<string, unknown> = {
      ...file.accounts[0],
      current_balance: 850,
    };
    delete legacy.balance_anchor;
    const older = { ...file, accounts: [legacy] };

    let user = await makeUser(app);
    expect((await importData(app, user, older)).statusCode).toBe(200);
    const id = (await money.listAccounts(user))[0]?.id ?? 0;
    expect(await balance(user, id)).toBe(900);
    user = await daysLater(user, 5);
    expect(await balance(user, id)).toBe(850);
  });

  it("moves a debt the way it was stated: an amount owed grows with a purchase, either sign", async () => {
    const user = await makeUser(app);
    const owed = await money.createAccount(user, {
      name: "Card (owed)",
      account_type: "credit_card",
      current_balance: 1000,
    });
    const negative = await money.createAccount(user, {
      name: "Card (negative)",
      account_type: "credit_card",
      current_balance: -1000,
    });
    const loan = await money.createAccount(user, {
      name: "Loan",
      account_type: "loan",
      current_balance: 9800,
    });
    for (const card of [owed, negative])
      await money.createTransaction(user, card.id, {
        transaction_date: day(),
        amount: 50,
      });
    await money.createTransaction(user, loan.id, {
      transaction_date: day(),
      amount: 200,
      transaction_type: "credit",
      category: "transfer",
    });
    expect(await money.balances(user)).toEqual({
      [owed.id]: 1050,
      [negative.id]: -1050,
      [loan.id]: 9600,
    });
    // Every screen owes 1,050 + 1,050 + 9,600.
    expect((await dashboard(user)).total_balance).toBe(-11700);
  });
});
