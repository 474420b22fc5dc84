/**
 * One figure, every path (issue 20.5, docs/glossary.md): random households are built through the
 * API, and each money figure — every balance, net worth, assets and liabilities, this month's
 * spending and income, each budget's spent — is read through every path a person sees it on:
 * the Accounts page, the dashboard, the budgets page, the transactions page's summary, the
 * assistant's answers and the export file (and what an import of it shows). Each must be the
 * figure the domain's rules give for the ledger the test sent (`household.ts`), to the cent.
 *
 * Repeatable: the seed is fixed (FINCH_CONSISTENCY_SEED picks another; fast-check prints the seed
 * and the shrunk household of a failure). FINCH_CONSISTENCY_RUNS sets the number of households.
 */
import type {
  AccountListResponse,
  AccountResponse,
  BudgetListResponse,
  InsightsSummaryResponse,
  TransactionListResponse,
  TransactionResponse,
  UserProfileResponse,
} from "@finch/contracts";
import { dataExportSchema } from "@finch/contracts";
import {
  budgetStatus,
  centsToDecimalText,
  centsToWire,
  fractionToBasisPoints,
  INCOME_CATEGORIES,
  isUpcoming,
  netWorth,
  parseMoney,
  sharePercent,
  toCents,
  TRANSFER_CATEGORY,
  wireToCents,
  type BudgetPeriod,
  type Category,
  type Cents,
} from "@finch/domain";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ask } from "../assistant-api";
import { buildTestApp } from "../build-test-app";
import { exportData, importData } from "../export-fixtures";
import { loginForm, makeUser, type SignedInUser } from "../factories";
import {
  balanceOf,
  dateOf,
  dayAt,
  expectedFigures,
  household,
  HOUSEHOLD_CATEGORIES,
  windowSpending,
  type Figures,
  type Household,
  type Ledger,
  type LedgerAccount,
  type WindowSpending,
} from "./household";

const SEED = Number(process.env.FINCH_CONSISTENCY_SEED ?? 2_026_1120);
const RUNS = Number(process.env.FINCH_CONSISTENCY_RUNS ?? 20);

// The clock ticks a millisecond per reading, so whatever is recorded later is recorded later
// (the same-day rule of ADR 0032 compares those moments); a household sets it to its start.
let now = 0;
const clock = { now: () => new Date((now += 1)) };
// A household looks at every screen (three questions and an export each time) several times a
// minute of its clock: the assistant's and the export's own limits are lifted here.
const testApp = await buildTestApp({
  clock,
  limits: { chatPerMinutePerUser: 10_000, exportsPerHourPerUser: 10_000 },
});
const { app } = testApp;

const DAY_MS = 86_400_000;

describe("one money figure, read through every path", () => {
  it("is the domain's figure for the ledger on the Accounts page, the dashboard, budgets, the transactions page, the assistant and the export", async () => {
    await fc.assert(
      fc.asyncProperty(household, async (h) => {
        const problems: string[] = [];
        const look = async (state: Built, when: string) => {
          const today = dayAt(now, h.timeZone);
          const found = await disagreements(
            state,
            expectedFigures(state.ledger, today),
          );
          problems.push(...found.map((p) => `${when}: ${p}`));
        };
        const built = await build(h, look);
        await look(built, "at the end");
        expect(
          problems,
          describeLedger(built.ledger, dayAt(now, h.timeZone)),
        ).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 600_000);
});

/** Sends `method /api/v1{path}` as `user`, expecting `status`. */
async function send(
  user: SignedInUser,
  method: "GET" | "POST" | "PUT",
  path: string,
  payload?: object,
  status = method === "POST" ? 201 : 200,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method,
    url: `/api/v1${path}`,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
  return res;
}

/** Signs `user` in again (a token lives twelve hours; a wait step skips days). */
async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
  const res = await loginForm(app, user.email, user.password);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ access_token: string }>().access_token;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** The instant of the clock's latest reading, as the server wrote it. */
function lastReading(): string {
  return new Date(now).toISOString();
}

/** A household as built so far: its user, the ledger and the budgets made. */
interface Built {
  user: SignedInUser;
  ledger: Ledger;
  budgetsMade: { category: Category; period: BudgetPeriod }[];
}

/**
 * Builds the household through the API, keeping the ledger the oracle reads; `look` reads every
 * path at each look step.
 */
async function build(
  h: Household,
  look: (state: Built, when: string) => Promise<void>,
): Promise<Built> {
  now = Date.parse(h.start);
  let user = await makeUser(app);
  const profile = (
    await send(user, "GET", "/users/me")
  ).json<UserProfileResponse>();
  await send(user, "PUT", "/users/me", {
    full_name: profile.full_name,
    currency: "USD",
    timezone: h.timeZone,
    notification_preferences: profile.notification_preferences,
  });
  // A monthly budget per category the steps use (transfers and income categories too), and
  // one budget of another period, made before the first step.
  const used = HOUSEHOLD_CATEGORIES.filter((c) =>
    h.steps.some((s) => s.kind === "record" && s.category === c),
  );
  const budgetsMade: Built["budgetsMade"] = used.map((category) => ({
    category,
    period: "monthly",
  }));
  const other = used[h.otherBudget.pick % Math.max(1, used.length)];
  if (other)
    budgetsMade.push({ category: other, period: h.otherBudget.period });
  for (const { category, period } of budgetsMade)
    await send(user, "POST", "/budgets", {
      name: `Budget ${category} ${period}`,
      category,
      amount: 500,
      period,
    });
  const ledger: Ledger = { accounts: [], rows: [] };
  const pick = (n: number): LedgerAccount => {
    const account = ledger.accounts[n % ledger.accounts.length];
    if (!account) throw new Error("No account is open");
    return account;
  };
  for (const [index, step] of h.steps.entries()) {
    const today = dayAt(now, h.timeZone);
    switch (step.kind) {
      case "open": {
        const name = `Account ${String(ledger.accounts.length + 1)}`;
        const created = (
          await send(user, "POST", "/accounts", {
            name,
            account_type: step.account.type,
            current_balance: centsToWire(toCents(step.account.balanceCents)),
          })
        ).json<AccountResponse>();
        ledger.accounts.push({
          id: created.id,
          name,
          accountType: step.account.type,
          anchor: {
            balanceCents: toCents(step.account.balanceCents),
            date: today,
            at: lastReading(),
          },
        });
        break;
      }
      case "record": {
        const account = pick(step.pick);
        const transactionDate = dateOf(today, step.dayOffset);
        const created = (
          await send(user, "POST", "/transactions", {
            account_id: account.id,
            description: `${step.category} ${step.type}`,
            category: step.category,
            amount: centsToWire(toCents(step.amountCents)),
            transaction_type: step.type,
            transaction_date: transactionDate,
            is_pending: step.pending,
          })
        ).json<TransactionResponse>();
        ledger.rows.push({
          id: created.id,
          accountId: account.id,
          category: step.category,
          amountCents: toCents(step.amountCents),
          transactionType: step.type,
          transactionDate,
          isPending: step.pending,
          createdAt: lastReading(),
        });
        break;
      }
      case "restate": {
        const account = pick(step.pick);
        const figure =
          step.figure === "same"
            ? balanceOf(ledger, account, today)
            : toCents(step.figure);
        await send(user, "PUT", `/accounts/${String(account.id)}`, {
          current_balance: centsToWire(figure),
        });
        account.anchor = {
          balanceCents: figure,
          date: today,
          at: lastReading(),
        };
        break;
      }
      case "wait":
        // Every screen is read on the day before and again after: a row that comes due counts
        // with nothing written, so no kept copy may outlive its day.
        await look({ user, ledger, budgetsMade }, `on ${today}`);
        now += step.days * DAY_MS;
        user = await signInAgain(user);
        await look(
          { user, ledger, budgetsMade },
          `${String(step.days)} days later, on ${dayAt(now, h.timeZone)}`,
        );
        break;
      case "look":
        await look(
          { user, ledger, budgetsMade },
          `after step ${String(index)}, on ${today}`,
        );
        break;
    }
  }
  return { ledger, user, budgetsMade };
}

/** Cents of a wire amount; a wire amount that is not one fails the test. */
function cents(wire: number): Cents {
  const value = wireToCents(wire);
  if (value === undefined) throw new Error(`Not an amount: ${String(wire)}`);
  return value;
}

/**
 * Reads every figure through every path and lists each one that is not the oracle's: "path:
 * figure shows X, expected Y". Empty when every path agrees.
 */
async function disagreements(
  { user, ledger, budgetsMade }: Built,
  expected: Figures,
): Promise<string[]> {
  const problems: string[] = [];
  /** Any value, compared as JSON. */
  const check = (where: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      problems.push(
        `${where}: shows ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`,
      );
  };
  /** An amount in cents, shown as decimals. */
  const money = (where: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted)
      problems.push(
        `${where}: shows ${amount(actual)}, expected ${amount(wanted)}`,
      );
  };
  const balanceOfId = (id: number) => expected.balances.get(id) ?? toCents(0);

  // The Accounts page: each balance, and its summary by the domain's `netWorth` over the list.
  const { accounts } = (
    await send(user, "GET", "/accounts")
  ).json<AccountListResponse>();
  check(
    "GET /accounts ids",
    accounts.map((a) => a.id),
    ledger.accounts.map((a) => a.id),
  );
  for (const a of accounts)
    money(
      `GET /accounts ${a.name} (${a.account_type}) balance`,
      cents(a.current_balance),
      balanceOfId(a.id),
    );
  const page = netWorth(
    accounts.map((a) => ({
      accountType: a.account_type,
      balanceCents: cents(a.current_balance),
    })),
  );
  money(
    "Accounts page total assets",
    page.assetsCents,
    expected.worth.assetsCents,
  );
  money(
    "Accounts page total liabilities",
    page.liabilitiesCents,
    expected.worth.liabilitiesCents,
  );
  money(
    "Accounts page net worth",
    page.netWorthCents,
    expected.worth.netWorthCents,
  );

  // The dashboard.
  const summary = (
    await send(user, "GET", "/insights/summary")
  ).json<InsightsSummaryResponse>();
  check("GET /insights/summary today", summary.today, expected.today);
  check("GET /insights/summary month", summary.month, {
    start_date: expected.window.startDate,
    end_date: expected.window.endDate,
  });
  money(
    "GET /insights/summary total_balance",
    cents(summary.total_balance),
    expected.worth.netWorthCents,
  );
  money(
    "GET /insights/summary monthly_spending",
    cents(summary.monthly_spending),
    expected.spendingCents,
  );
  money(
    "GET /insights/summary monthly_income",
    cents(summary.monthly_income),
    expected.incomeCents,
  );
  check(
    "GET /insights/summary pending_count",
    summary.pending_count,
    expected.pendingCount,
  );
  check(
    "GET /insights/summary account_count",
    summary.account_count,
    ledger.accounts.length,
  );

  // The budgets page: a monthly budget per category used, and one of another period. Each is
  // its window's spending by the one rule, with its percent and status.
  const { budgets } = (
    await send(user, "GET", "/budgets")
  ).json<BudgetListResponse>();
  check(
    "GET /budgets categories and periods",
    budgets.map((b) => `${b.category} ${b.period}`).sort(),
    budgetsMade.map((b) => `${b.category} ${b.period}`).sort(),
  );
  const windows = new Map<BudgetPeriod, WindowSpending>();
  const spendingIn = (period: BudgetPeriod) => {
    const known = windows.get(period);
    if (known) return known;
    const made = windowSpending(ledger, period, expected.today);
    windows.set(period, made);
    return made;
  };
  // The transactions page, one category over the budget's window with upcoming rows left out:
  // the rows the oracle counts, and its summary (debits − credits) the budget's spent. The
  // monthly pages add up to this month's spending and income.
  let pageSpending = 0;
  let pageIncome = 0;
  for (const b of budgets) {
    const { window, spentBy, countedIds } = spendingIn(b.period);
    const spent = spentBy.get(b.category) ?? toCents(0);
    const limit = cents(b.amount);
    const what = `GET /budgets ${b.category} ${b.period}`;
    check(
      `${what} window`,
      [b.start_date, b.end_date],
      [window.startDate, window.endDate],
    );
    money(`${what} spent_amount`, cents(b.spent_amount), spent);
    money(`${what} spent`, cents(b.spent), spent);
    money(`${what} remaining_amount`, cents(b.remaining_amount), limit - spent);
    check(`${what} percent_used`, b.percent_used, sharePercent(spent, limit));
    check(
      `${what} status`,
      b.status,
      budgetStatus(spent, limit, fractionToBasisPoints(b.alert_threshold)),
    );

    const query = new URLSearchParams({
      category: b.category,
      start_date: b.start_date,
      end_date: b.end_date,
      upcoming: "exclude",
      limit: "100",
    });
    const where = `GET /transactions?${query.toString()}`;
    const listed = (
      await send(user, "GET", `/transactions?${query.toString()}`)
    ).json<TransactionListResponse>();
    check(
      `${where} rows`,
      listed.transactions.map((t) => t.id).sort((x, y) => x - y),
      countedIds.get(b.category) ?? [],
    );
    const sum = (type: "debit" | "credit") =>
      listed.transactions
        .filter((t) => t.category === b.category && t.transaction_type === type)
        .reduce((total, t) => total + cents(t.amount), 0);
    const [debits, credits] = [sum("debit"), sum("credit")];
    // The page's summary: credits are income in an income category, refunds elsewhere.
    const pageSpent =
      b.category === TRANSFER_CATEGORY
        ? 0
        : INCOME_CATEGORIES.has(b.category)
          ? debits
          : Math.max(0, debits - credits);
    money(
      `${where} summary (debits − credits) against ${what} spent_amount`,
      pageSpent,
      cents(b.spent_amount),
    );
    if (b.period !== "monthly") continue;
    if (INCOME_CATEGORIES.has(b.category)) pageIncome += credits;
    pageSpending += pageSpent;
  }
  money(
    "transactions pages' spending, all categories",
    pageSpending,
    expected.spendingCents,
  );
  money(
    "transactions pages' income, all categories",
    pageIncome,
    expected.incomeCents,
  );
  const all = (
    await send(user, "GET", "/transactions?limit=100")
  ).json<TransactionListResponse>();
  check("GET /transactions total", all.total, ledger.rows.length);
  for (const t of all.transactions)
    check(
      `GET /transactions ${t.transaction_date} row ${String(t.id)} is_upcoming`,
      t.is_upcoming,
      isUpcoming(t.transaction_date, expected.today),
    );
  const upcoming = (
    await send(user, "GET", "/transactions?upcoming=only&limit=100")
  ).json<TransactionListResponse>();
  check(
    "GET /transactions?upcoming=only rows",
    upcoming.transactions.map((t) => t.id).sort((a, b) => a - b),
    expected.upcomingIds,
  );

  // The assistant (the built-in analyst): the bold amount of each answer; its "this month" is
  // the month so far, as the dashboard's.
  for (const [question, wanted, period] of [
    ["What's my net worth?", expected.worth.netWorthCents, null],
    [
      "How much have I spent this month?",
      expected.spendingCents,
      expected.counted,
    ],
    ["How much did I earn this month?", expected.incomeCents, expected.counted],
  ] as const) {
    const answer = await ask(testApp, user, question);
    money(`assistant "${question}"`, answeredAmount(answer.response), wanted);
    if (period)
      check(
        `assistant "${question}" period`,
        answer.meta.period && [
          answer.meta.period.start,
          answer.meta.period.end,
        ],
        [period.startDate, period.endDate],
      );
  }

  // The export file, read as an import reads it: each account's balance today, and the same
  // figures worked out by the one rule from the anchors and rows it carries.
  const exported = await exportData(app, user);
  expect(exported.statusCode, exported.body).toBe(200);
  const file = dataExportSchema.parse(exported.json());
  for (const [i, a] of file.accounts.entries()) {
    const listed = accounts[i];
    money(
      `export ${a.name} current_balance against GET /accounts`,
      a.current_balance,
      listed && listed.name === a.name ? cents(listed.current_balance) : null,
    );
  }
  const fromFile = netWorth(
    file.accounts.map((a) => ({
      accountType: a.account_type,
      balanceCents: a.current_balance,
    })),
  );
  money(
    "export net worth against GET /insights/summary total_balance",
    fromFile.netWorthCents,
    cents(summary.total_balance),
  );
  const fileLedger: Ledger = {
    accounts: file.accounts.map((a) => ({
      id: a.ref,
      name: a.name,
      accountType: a.account_type,
      anchor: {
        balanceCents: a.balance_anchor?.balance ?? toCents(0),
        date: a.balance_anchor?.date ?? "",
        at: a.balance_anchor?.recorded_at ?? "",
      },
    })),
    rows: file.transactions.map((t, i) => ({
      id: i + 1,
      accountId: t.account_ref,
      category: t.category,
      amountCents: t.amount,
      transactionType: t.transaction_type,
      transactionDate: t.transaction_date,
      isPending: t.is_pending,
      createdAt: t.created_at,
    })),
  };
  check(
    "export: every account carries its balance_anchor",
    file.accounts.filter((a) => !a.balance_anchor).map((a) => a.name),
    [],
  );
  const byFile = expectedFigures(fileLedger, expected.today);
  for (const a of file.accounts)
    money(
      `export ${a.name} current_balance against its balance_anchor and rows`,
      a.current_balance,
      byFile.balances.get(a.ref),
    );
  money(
    "export: this month's spending by its rows",
    byFile.spendingCents,
    expected.spendingCents,
  );
  money(
    "export: this month's income by its rows",
    byFile.incomeCents,
    expected.incomeCents,
  );

  // An import of the file into a new user shows the same figures.
  const restored = await makeUser(app);
  const imported = await importData(app, restored, exported.body);
  check("import of the export", imported.statusCode, 200);
  const copy = (
    await send(restored, "GET", "/insights/summary")
  ).json<InsightsSummaryResponse>();
  money(
    "imported copy: GET /insights/summary total_balance",
    cents(copy.total_balance),
    expected.worth.netWorthCents,
  );
  money(
    "imported copy: GET /insights/summary monthly_spending",
    cents(copy.monthly_spending),
    expected.spendingCents,
  );
  money(
    "imported copy: GET /insights/summary monthly_income",
    cents(copy.monthly_income),
    expected.incomeCents,
  );
  const copied = (
    await send(restored, "GET", "/accounts")
  ).json<AccountListResponse>();
  check(
    "imported copy: GET /accounts balances",
    copied.accounts.map((a) => [a.name, cents(a.current_balance)]),
    ledger.accounts.map((a) => [a.name, balanceOfId(a.id)]),
  );
  return problems;
}

/** An amount of cents as decimal text; anything else as JSON. */
function amount(value: unknown): string {
  return typeof value === "number" && Number.isSafeInteger(value)
    ? centsToDecimalText(toCents(value))
    : JSON.stringify(value);
}

/**
 * The amount an answer gives: its first bold amount ("Your net worth is **-$1,234.56**"), or the
 * one a "nothing spent" answer states without bold ("You spent $0.00 in total").
 */
function answeredAmount(answer: string): Cents | string {
  const match =
    /\*\*(-?)\$([\d,]+\.\d{2})\*\*/.exec(answer) ??
    /You spent (-?)\$([\d,]+\.\d{2})/.exec(answer);
  const value =
    match &&
    parseMoney(`${match[1] ?? ""}${(match[2] ?? "").replace(/,/g, "")}`);
  return value ?? `no amount in: ${answer}`;
}

/** The ledger as a failure shows it: each account's anchor and rows, and today. */
function describeLedger(ledger: Ledger, today: string): string {
  const lines = [`today ${today}`];
  for (const a of ledger.accounts) {
    lines.push(
      `${a.name} ${a.accountType} #${String(a.id)}: anchor ${centsToDecimalText(a.anchor.balanceCents)} on ${a.anchor.date} at ${a.anchor.at}`,
    );
    for (const r of ledger.rows.filter((row) => row.accountId === a.id))
      lines.push(
        `  #${String(r.id)} ${r.transactionDate} ${r.transactionType} ${centsToDecimalText(r.amountCents)} ${r.category}${r.isPending ? " pending" : ""} recorded ${r.createdAt}`,
      );
  }
  return lines.join("\n");
}
