import type { AccountResponse } from "@finch/contracts";
import {
  addDays,
  previousMonth,
  todayIn,
  type Category,
  type DateRange,
} from "@finch/domain";
import { apiRequest } from "../../../shared/api-client";
import {
  createAccount,
  createTransaction,
} from "../../../test/money-factories";

/** Today as the test API counts it: the real clock, in UTC (a new user's time zone). */
export function testToday(): string {
  return todayIn(new Date(), "UTC");
}

/** The three whole calendar months before this one, oldest first. */
export function lastThreeMonths(
  today = testToday(),
): [DateRange, DateRange, DateRange] {
  const third = previousMonth(today);
  const second = previousMonth(third.startDate);
  const first = previousMonth(second.startDate);
  return [first, second, third];
}

/** A small household's ledger over the three months before this one. */
export interface Ledger {
  months: [DateRange, DateRange, DateRange];
  /** The three months as one range: what `?from=…&to=…` asks for. */
  range: DateRange;
  checking: AccountResponse;
  card: AccountResponse;
}

/**
 * Salary in the first two months, groceries at Trader Joe's with a refund, coffee on the card, a
 * Whole Foods shop and a transfer (neither spending nor income) in the third:
 *
 * | month | income   | spending                         | net      |
 * | 1     | 3,000.00 | 150.00 (200 − 50 refund)         | 2,850.00 |
 * | 2     | 3,000.00 | 80.00 (Blue Bottle, on the card) | 2,920.00 |
 * | 3     | 0.00     | 120.00 (Whole Foods)             | −120.00  |
 *
 * Spending 350.00: groceries 270.00 (77.1 %, 3 rows), food & dining 80.00 (22.9 %, 1 row).
 */
export async function buildLedger(): Promise<Ledger> {
  const months = lastThreeMonths();
  const [m1, m2, m3] = months;
  const checking = await createAccount({
    name: "Everyday Checking",
    current_balance: 1000,
  });
  const card = await createAccount({
    name: "Visa Card",
    account_type: "credit_card",
    current_balance: -200,
  });
  const on = (month: DateRange, day: number) =>
    addDays(month.startDate, day - 1);
  const rows: [
    AccountResponse,
    string,
    string | null,
    Category,
    number,
    "debit" | "credit",
    string,
  ][] = [
    [checking, "ACME PAYROLL", null, "salary", 3000, "credit", on(m1, 5)],
    [
      checking,
      "Groceries run",
      "Trader Joe's",
      "groceries",
      200,
      "debit",
      on(m1, 10),
    ],
    [
      checking,
      "Returned items",
      "Trader Joe's",
      "groceries",
      50,
      "credit",
      on(m1, 20),
    ],
    [checking, "ACME PAYROLL", null, "salary", 3000, "credit", on(m2, 5)],
    [
      card,
      "Coffee beans",
      "Blue Bottle",
      "food_dining",
      80,
      "debit",
      on(m2, 14),
    ],
    [
      checking,
      "Weekly shop",
      "Whole Foods",
      "groceries",
      120,
      "debit",
      on(m3, 2),
    ],
    [checking, "To savings", null, "transfer", 500, "debit", on(m3, 20)],
  ];
  for (const [
    account,
    description,
    merchant,
    category,
    amount,
    type,
    date,
  ] of rows)
    await createTransaction(account.id, {
      description,
      merchant_name: merchant,
      category,
      amount,
      transaction_type: type,
      transaction_date: date,
    });
  return {
    months,
    range: { startDate: m1.startDate, endDate: m3.endDate },
    checking,
    card,
  };
}

/** `/analytics` over a range of typed dates. */
export function analyticsPath(range: DateRange, more = ""): string {
  return `/analytics?from=${range.startDate}&to=${range.endDate}${more}`;
}

/** Creates a monthly groceries budget of 140.00 (alert at 80 %). */
export function createGroceriesBudget(): Promise<unknown> {
  return apiRequest("/budgets", {
    method: "POST",
    body: {
      name: "Food",
      category: "groceries",
      amount: 140,
      period: "monthly",
      alert_threshold: 0.8,
    },
  });
}
