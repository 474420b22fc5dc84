/**
 * A varied ledger built through the API over two weeks of a test clock, the same one on every
 * instance it is built on (a fixed seed, the clock set by the caller): the data of the export
 * round trip between the two databases (issue 20). Accounts of every kind, debts entered with
 * either sign, balances stated again (and again at the figure shown), back-filled history,
 * today's and upcoming rows, pending rows, transfers and card payments, refunds, edited and
 * deleted rows, a deactivated account, budgets of every period, goals with contributions (one
 * completed), and profile settings in a time zone ahead of UTC.
 */
import type { AccountListResponse, GoalResponse } from "@finch/contracts";
import {
  addDays,
  CATEGORIES,
  centsToWire,
  toCents,
  todayIn,
  type Category,
} from "@finch/domain";
import type { FastifyInstance } from "fastify";
import { call } from "./export-fixtures";
import { loginForm, makeUser, type SignedInUser } from "./factories";
import { seededRandom } from "@finch/domain";

/** The profile's time zone: ahead of UTC, so its day and the UTC day often differ. */
export const LEDGER_TIME_ZONE = "Pacific/Auckland";

/** When the person signs up: 08:30 on 26 May in Auckland; the two weeks cross a month's end. */
export const LEDGER_START = Date.parse("2026-05-25T20:30:00.000Z");

/** Days the person records on, and transactions recorded a day besides transfers. */
const DAYS = 12;
const ROWS_A_DAY = 170;

/** What `buildLedger` made, for the caller's checks. */
export interface BuiltLedger {
  user: SignedInUser;
  /** Transactions the ledger holds at the end (recorded less deleted). */
  transactions: number;
}

const SPENDING: readonly Category[] = CATEGORIES.filter(
  (c) => !["salary", "investment", "transfer"].includes(c),
);

/**
 * Builds the ledger as `email` on `app`. `clock` is the test clock's instant in ms, read and set
 * through the two functions: the build moves it forward (ticks between requests, some none, so
 * rows share their anchor's moment; a day between days) and leaves it at its last request.
 */
export async function buildLedger(
  app: FastifyInstance,
  email: string,
  clock: { get: () => number; set: (ms: number) => void },
): Promise<BuiltLedger> {
  const rand = seededRandom(20_260_526);
  const int = (min: number, max: number) =>
    min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(rand() * items.length)];
    if (item === undefined) throw new Error("empty list");
    return item;
  };
  /** Moves the clock on by up to `maxMs`, or not at all one time in eight. */
  const tick = (maxMs = 90_000) => {
    if (rand() >= 0.125) clock.set(clock.get() + int(1, maxMs));
  };
  const today = () => todayIn(new Date(clock.get()), LEDGER_TIME_ZONE);

  clock.set(LEDGER_START);
  let user = await makeUser(app, { email, fullName: "Round Trip" });
  tick();
  await call(app, user, "PUT", "/users/me", {
    full_name: "Zoë Round-Trip Ñandú",
    phone_number: "+64 9 555 0199",
    currency: "AUD",
    timezone: LEDGER_TIME_ZONE,
    notification_preferences: JSON.stringify({
      budgetAlerts: true,
      goalReminders: false,
      pushNotifications: true,
    }),
  });

  const accountSpecs = [
    ["Everyday", "checking", "Kiwibank", 2450.75],
    ["Rainy day", "savings", "Kiwibank", 10_000],
    ["Visa (owed as negative)", "credit_card", "ANZ", -987.65],
    ["Mastercard (owed as positive)", "credit_card", null, 1500],
    ["Car loan", "loan", "Toyota Finance", 12_000],
    ["Home", "mortgage", "ASB", -350_000.01],
    ["Brokerage 📈", "investment", "Sharesies", 25_000.1],
    ["Épargne 🐷", "other", null, 0],
  ] as const;
  const accounts: number[] = [];
  for (const [name, type, institution, balance] of accountSpecs) {
    tick();
    const created = await call(app, user, "POST", "/accounts", {
      name,
      account_type: type,
      institution_name: institution,
      current_balance: balance,
    });
    accounts.push(created.json<{ id: number }>().id);
  }
  const account = (index: number): number => {
    const id = accounts[index];
    if (id === undefined) throw new Error(`no account ${String(index)}`);
    return id;
  };

  const budgets = [
    ["Groceries", "groceries", 600, "monthly", 0.855],
    ["Eating out", "food_dining", 120, "weekly", undefined],
    ["Things", "shopping", 400, "monthly", 0.333],
    ["Getting around", "transportation", 900, "quarterly", 0.9],
    ["Trips", "travel", 5000, "yearly", 1],
    ["Bills", "utilities", 350.5, "monthly", 0],
    ["Transfers watched", "transfer", 2000, "monthly", 0.5],
  ] as const;
  for (const [name, category, amount, period, threshold] of budgets) {
    tick();
    await call(app, user, "POST", "/budgets", {
      name,
      category,
      amount,
      period,
      ...(threshold === undefined ? {} : { alert_threshold: threshold }),
    });
  }

  const goals: number[] = [];
  for (const [name, description, target, date] of [
    ["Holiday in Japan", "Two weeks, spring 2027", 6000, "2027-03-31"],
    ["Emergency fund", null, 15_000, "2027-12-31"],
    ["Laptop", "Replace the 2019 one", 1200, "2026-09-30"],
  ] as const) {
    tick();
    const created = await call(app, user, "POST", "/goals", {
      name,
      description,
      target_amount: target,
      target_date: date,
    });
    goals.push(created.json<GoalResponse>().id);
  }

  let recorded = 0;
  let deleted = 0;
  const ids: number[] = [];
  const post = async (fields: Record<string, unknown>) => {
    tick();
    const res = await call(app, user, "POST", "/transactions", fields);
    ids.push(res.json<{ id: number }>().id);
    recorded += 1;
  };

  for (let day = 0; day < DAYS; day += 1) {
    for (let n = 0; n < ROWS_A_DAY; n += 1) {
      const r = rand();
      // Back-filled history (often months back), recent days, today, or upcoming.
      const offset =
        r < 0.35
          ? -int(31, 420)
          : r < 0.55
            ? -int(1, 30)
            : r < 0.82
              ? 0
              : int(1, 35);
      const income = rand() < 0.1;
      const category: Category = income
        ? pick(["salary", "investment", "other"] as const)
        : pick(SPENDING);
      const refund = !income && rand() < 0.08;
      const cents =
        rand() < 0.03
          ? pick([1, 99, 100, 1_000_000, 99_999_999])
          : int(1, income ? 900_000 : 60_000);
      await post({
        account_id: account(pick([0, 0, 0, 1, 2, 2, 3, 3, 4, 5, 6, 7])),
        description:
          rand() < 0.05
            ? `${pick(["Café", "CAFÉ", "Éclair", "éclair", "Zebra", "zebra", "Ärzte", "a b", "ab", "Œuvre", "Straße", "İstanbul"])} “${pick(["Ümlaut", "日本", "🥐"])}” ${String(n)}`
            : `${category} ${income || refund ? "in" : "out"} ${String(day)}-${String(n)}`,
        merchant_name:
          rand() < 0.3
            ? null
            : pick(["Countdown", "Z", "Uber", "ÉLAN", "élan", "Ökokiste"]),
        category,
        amount: centsToWire(toCents(cents)),
        transaction_type: income || refund ? "credit" : "debit",
        transaction_date: addDays(today(), offset),
        is_pending: rand() < 0.1,
      });
    }
    // Transfers between accounts and card payments: a debit and a credit of one amount.
    for (let n = 0; n < 8; n += 1) {
      const [from, to] = pick([
        [0, 1],
        [1, 0],
        [0, 2],
        [0, 3],
        [0, 4],
        [0, 5],
        [0, 6],
      ] as const);
      const amount = centsToWire(toCents(int(1_000, 300_000)));
      const date = addDays(today(), pick([-3, -1, 0, 0, 2]));
      for (const [id, type] of [
        [account(from), "debit"],
        [account(to), "credit"],
      ] as const)
        await post({
          account_id: id,
          description: `Transfer ${String(day)}-${String(n)}`,
          merchant_name: null,
          category: "transfer",
          amount,
          transaction_type: type,
          transaction_date: date,
        });
    }
    // Some rows are corrected: another amount and date, or another category; a few removed.
    for (let n = 0; n < 4; n += 1) {
      const id = pick(ids);
      tick();
      await call(app, user, "PUT", `/transactions/${String(id)}`, {
        // Sometimes moved to another account as well.
        account_id: account(pick([0, 0, 1, 2, 3, 6])),
        description: `Corrected ${String(day)}-${String(n)}`,
        merchant_name: "Corrected Ltd",
        category: pick(SPENDING),
        amount: centsToWire(toCents(int(100, 20_000))),
        transaction_type: "debit",
        transaction_date: addDays(today(), int(-60, 10)),
        is_pending: false,
      });
    }
    if (day % 3 === 1) {
      const at = int(0, ids.length - 1);
      const [id] = ids.splice(at, 1);
      tick();
      const res = await app.inject({
        method: "DELETE",
        url: `/api/v1/transactions/${String(id)}`,
        headers: user.auth,
      });
      if (res.statusCode !== 204)
        throw new Error(`DELETE answered ${String(res.statusCode)}`);
      deleted += 1;
    }
    // Balances stated again: a new figure, or the one the Accounts page shows (often at the
    // moment of the last row recorded: the same-day rule's tie).
    if (day % 2 === 0) {
      const index = pick([0, 1, 2, 3, 4, 6]);
      const id = account(index);
      // A new figure of the sign the account was entered with (the checking account either).
      const sign = index === 2 ? -1 : index === 0 && rand() < 0.3 ? -1 : 1;
      let figure = centsToWire(toCents(sign * int(0, 5_000_000)));
      if (rand() < 0.5) {
        const listed = (
          await call(app, user, "GET", "/accounts")
        ).json<AccountListResponse>();
        figure =
          listed.accounts.find((a) => a.id === id)?.current_balance ?? figure;
      }
      if (rand() < 0.5) tick();
      await call(app, user, "PUT", `/accounts/${String(id)}`, {
        current_balance: figure,
      });
    }
    if (day === 5) {
      tick();
      await call(app, user, "PUT", `/accounts/${String(account(7))}`, {
        is_active: false,
      });
    }
    for (const [goal, amount] of [
      [goals[0], int(1, 40_000)],
      [goals[1], int(1, 90_000)],
      [goals[2], day < 4 ? 30_000 : 0],
    ] as const) {
      if (goal === undefined || amount === 0) continue;
      tick();
      await call(
        app,
        user,
        "POST",
        `/goals/${String(goal)}/contribute?amount=${String(centsToWire(toCents(amount)))}`,
        undefined,
        200,
      );
    }
    // The next morning (a token lives twelve hours): sign in again.
    clock.set(clock.get() + 24 * 3_600_000 - int(0, 6 * 3_600_000));
    const login = await loginForm(app, user.email, user.password);
    const token = login.json<{ access_token: string }>().access_token;
    user = { ...user, token, auth: { authorization: `Bearer ${token}` } };
  }
  return { user, transactions: recorded - deleted };
}
