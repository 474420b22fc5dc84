import type {
  BudgetHistoryResponse,
  CashFlowResponse,
  InsightsSummaryResponse,
  NetWorthResponse,
  SpendingReportResponse,
} from "@finch/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { budgetsApi } from "../../../test/budgets-api";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { moneyApi } from "../../../test/money-api";

// Saturday, March 14th 2026 UTC (new users' time zone): the accounts are opened at 11:00 and the
// rows recorded at noon, so today's row moves its account's balance (ADR 0032).
let now = new Date("2026-03-14T11:00:00.000Z");
const { app, database } = await buildTestApp({ clock: { now: () => now } });
const money = moneyApi(app, database);
const budgets = budgetsApi(app, database);

async function get<T>(user: SignedInUser, url: string): Promise<T> {
  const res = await app.inject({
    method: "GET",
    url: `/api/v1${url}`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function status(user: SignedInUser, url: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/v1${url}`,
    headers: user.auth,
  });
  return { code: res.statusCode, body: res.json<{ detail: unknown }>() };
}

/**
 * A household of ten weeks: salary each month, groceries with a refund, a card for eating out,
 * a transfer (never spending nor income), a purchase today that moves the card's balance, and
 * an upcoming row that counts nowhere yet.
 */
let user: SignedInUser;
let checking: number;
let card: number;
let groceriesBudget: number;

beforeAll(async () => {
  user = await makeUser(app);
  checking = (
    await money.createAccount(user, { name: "Checking", current_balance: 5000 })
  ).id;
  card = (
    await money.createAccount(user, {
      name: "Visa",
      account_type: "credit_card",
      current_balance: 0,
    })
  ).id;
  now = new Date("2026-03-14T12:00:00.000Z");
  const rows: [number, string, string, string, number, "debit" | "credit"][] = [
    [checking, "2026-01-05", "ACME PAYROLL", "salary", 3000, "credit"],
    [checking, "2026-01-10", "Trader Joe's", "groceries", 200, "debit"],
    [checking, "2026-01-20", "Trader Joe's", "groceries", 50, "credit"],
    [checking, "2026-02-05", "ACME PAYROLL", "salary", 3000, "credit"],
    [card, "2026-02-14", "Blue Bottle", "food_dining", 80, "debit"],
    [checking, "2026-02-20", "To savings", "transfer", 500, "debit"],
    [checking, "2026-03-02", "Whole Foods", "groceries", 120, "debit"],
    [card, "2026-03-14", "Blue Bottle", "food_dining", 30, "debit"],
    [checking, "2026-03-20", "Whole Foods", "groceries", 999, "debit"],
  ];
  for (const [account, date, description, category, amount, type] of rows)
    await money.createTransaction(user, account, {
      description,
      category,
      amount,
      transaction_type: type,
      transaction_date: date,
    });
  groceriesBudget = (
    await budgets.create(user, {
      name: "Food",
      category: "groceries",
      amount: 140,
      period: "monthly",
    })
  ).id;
});

const RANGE = "start_date=2026-01-01&end_date=2026-03-14";

describe("cash flow", () => {
  it("gives income, spending and net per month and in total, transfers and upcoming rows left out", async () => {
    const report = await get<CashFlowResponse>(
      user,
      `/reports/cash-flow?${RANGE}`,
    );
    expect(report.periods).toEqual([
      {
        start: "2026-01-01",
        end: "2026-01-31",
        income: 3000,
        spending: 150,
        net: 2850,
      },
      {
        start: "2026-02-01",
        end: "2026-02-28",
        income: 3000,
        spending: 80,
        net: 2920,
      },
      {
        start: "2026-03-01",
        end: "2026-03-14",
        income: 0,
        spending: 150,
        net: -150,
      },
    ]);
    expect(report.totals).toEqual({
      income: 6000,
      spending: 380,
      net: 5620,
      savings_rate: 93.7,
    });
  });

  it("agrees with the dashboard for this month", async () => {
    const report = await get<CashFlowResponse>(
      user,
      "/reports/cash-flow?start_date=2026-03-01&end_date=2026-03-31",
    );
    const summary = await get<InsightsSummaryResponse>(
      user,
      "/insights/summary",
    );
    expect(report.totals.spending).toBe(summary.monthly_spending);
    expect(report.totals.income).toBe(summary.monthly_income);
    expect(report.totals.spending).toBe(150);
  });

  it("reads one account, by week", async () => {
    const report = await get<CashFlowResponse>(
      user,
      `/reports/cash-flow?start_date=2026-02-09&end_date=2026-02-22&interval=week&account_id=${String(card)}`,
    );
    expect(report.interval).toBe("week");
    expect(
      report.periods.map((p) => [p.start, p.end, p.spending, p.income]),
    ).toEqual([
      ["2026-02-09", "2026-02-15", 80, 0],
      ["2026-02-16", "2026-02-22", 0, 0],
    ]);
    expect(report.totals.savings_rate).toBeNull();
  });

  it("covers the last 12 months by month without a range", async () => {
    const report = await get<CashFlowResponse>(user, "/reports/cash-flow");
    expect(report.start_date).toBe("2025-04-01");
    expect(report.end_date).toBe("2026-03-14");
    expect(report.periods).toHaveLength(12);
    expect(report.totals.income).toBe(6000);
  });
});

describe("spending", () => {
  it("groups by category, largest first, with shares, counts and a monthly series", async () => {
    const report = await get<SpendingReportResponse>(
      user,
      `/reports/spending?${RANGE}&interval=month`,
    );
    expect(report.total).toBe(380);
    expect(report.groups).toEqual([
      {
        key: "groceries",
        label: "Groceries",
        amount: 270,
        count: 3,
        share: 71.1,
        series: [
          { start: "2026-01-01", amount: 150 },
          { start: "2026-02-01", amount: 0 },
          { start: "2026-03-01", amount: 120 },
        ],
      },
      {
        key: "food_dining",
        label: "Food & Dining",
        amount: 110,
        count: 2,
        share: 28.9,
        series: [
          { start: "2026-01-01", amount: 0 },
          { start: "2026-02-01", amount: 80 },
          { start: "2026-03-01", amount: 30 },
        ],
      },
    ]);
  });

  it("groups by merchant and by account, and keeps the total when limited", async () => {
    const merchants = await get<SpendingReportResponse>(
      user,
      `/reports/spending?${RANGE}&group_by=merchant`,
    );
    expect(
      merchants.groups.map((g) => [g.label, g.amount, g.count, g.series]),
    ).toEqual([
      ["Trader Joe's", 150, 2, undefined],
      ["Whole Foods", 120, 1, undefined],
      ["Blue Bottle", 110, 2, undefined],
    ]);
    const accounts = await get<SpendingReportResponse>(
      user,
      `/reports/spending?${RANGE}&group_by=account&limit=1`,
    );
    expect(accounts.total).toBe(380);
    // Checking's count is its three grocery rows, not its salary or its transfer.
    expect(
      accounts.groups.map((g) => [g.key, g.label, g.amount, g.share, g.count]),
    ).toEqual([[String(checking), "Checking", 270, 71.1, 3]]);
  });
});

describe("net worth over time", () => {
  it("works each balance back from today, counting an account from its first row", async () => {
    const report = await get<NetWorthResponse>(
      user,
      `/reports/net-worth?${RANGE}`,
    );
    expect(report.points).toEqual([
      // The card's first row is February 14th: before it, only checking counts.
      { date: "2026-01-31", assets: 2620, liabilities: 0, net_worth: 2620 },
      { date: "2026-02-28", assets: 5120, liabilities: 0, net_worth: 5120 },
      { date: "2026-03-14", assets: 5000, liabilities: 30, net_worth: 4970 },
    ]);
    // Today's point is the dashboard's (and the Accounts page's) net worth.
    const summary = await get<InsightsSummaryResponse>(
      user,
      "/insights/summary",
    );
    expect(report.points.at(-1)?.net_worth).toBe(summary.total_balance);
  });

  it("has nothing before anything existed and no point after today", async () => {
    const report = await get<NetWorthResponse>(
      user,
      "/reports/net-worth?start_date=2025-11-01&end_date=2026-04-30",
    );
    expect(report.points.map((p) => [p.date, p.net_worth])).toEqual([
      ["2025-11-30", 0],
      ["2025-12-31", 0],
      ["2026-01-31", 2620],
      ["2026-02-28", 5120],
      ["2026-03-14", 4970],
    ]);
  });
});

describe("budget history", () => {
  it("gives the budget's own periods, newest first, with the budgets page's figure for this one", async () => {
    const history = await get<BudgetHistoryResponse>(
      user,
      `/budgets/${String(groceriesBudget)}/history?periods=3`,
    );
    expect(history.periods).toEqual([
      {
        start: "2026-03-01",
        end: "2026-03-31",
        amount: 140,
        spent: 120,
        status: "near_limit",
      },
      {
        start: "2026-02-01",
        end: "2026-02-28",
        amount: 140,
        spent: 0,
        status: "on_track",
      },
      {
        start: "2026-01-01",
        end: "2026-01-31",
        amount: 140,
        spent: 150,
        status: "over_budget",
      },
    ]);
    const [budget] = await budgets.list(user);
    expect(budget?.spent).toBe(history.periods[0]?.spent);
  });

  it("goes back twelve periods by default", async () => {
    const history = await get<BudgetHistoryResponse>(
      user,
      `/budgets/${String(groceriesBudget)}/history`,
    );
    expect(history.periods).toHaveLength(12);
    expect(history.periods.at(-1)?.start).toBe("2025-04-01");
  });
});

describe("a new user", () => {
  it("gets empty reports, not errors", async () => {
    const fresh = await makeUser(app);
    const flow = await get<CashFlowResponse>(fresh, "/reports/cash-flow");
    expect(flow.periods.every((p) => p.income === 0 && p.spending === 0)).toBe(
      true,
    );
    expect(flow.totals.savings_rate).toBeNull();
    const spending = await get<SpendingReportResponse>(
      fresh,
      "/reports/spending",
    );
    expect(spending).toMatchObject({ total: 0, groups: [] });
    const worth = await get<NetWorthResponse>(fresh, "/reports/net-worth");
    expect(worth.points.every((p) => p.net_worth === 0)).toBe(true);
  });
});

describe("bad input and other users' ids", () => {
  it.each([
    ["/reports/cash-flow?interval=day", "interval"],
    ["/reports/spending?group_by=payee", "group_by"],
    ["/reports/spending?limit=0", "limit"],
    ["/reports/net-worth?interval=quarter", "interval"],
    ["/reports/cash-flow?start_date=2026-02-30", "start_date"],
    [
      "/reports/cash-flow?start_date=2026-03-01&end_date=2026-02-01",
      "start_date",
    ],
    [
      "/reports/spending?start_date=2000-01-01&end_date=2026-01-01",
      "start_date",
    ],
    ["/reports/cash-flow?account_id=abc", "account_id"],
  ])("%s answers 422 naming %s", async (url, field) => {
    const { code, body } = await status(user, url);
    expect(code).toBe(422);
    expect(body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ["query", field] }),
      ]),
    );
  });

  it("answers 422 for a history of no periods", async () => {
    const { code, body } = await status(
      user,
      `/budgets/${String(groceriesBudget)}/history?periods=0`,
    );
    expect(code).toBe(422);
    expect(body.detail).toEqual([
      expect.objectContaining({ loc: ["query", "periods"] }),
    ]);
  });

  it("answers 404 for another user's account or budget", async () => {
    const other = await makeUser(app);
    expect(
      (await status(other, `/reports/cash-flow?account_id=${String(card)}`))
        .code,
    ).toBe(404);
    expect(
      (await status(other, `/budgets/${String(groceriesBudget)}/history`)).code,
    ).toBe(404);
  });
});
