/**
 * Held-out household (b): Dana, a single renter in Los Angeles. USD, America/Los_Angeles; today
 * is Wednesday 4 March 2026, and the clock reads 06:30 UTC on the 5th (22:30 on the 4th in LA).
 * One credit card was typed with a positive balance (an amount owed, as clients of the original
 * contract send it), the other with a negative one.
 */
import { ymd } from "../calendar";
import type { Household } from "../household";
import { eachMonth } from "../rows";
import { ledger } from "../truth";
import { budgetWindow } from "../truth-plans";
import { US_TODAY, usRows } from "./us-renter-rows";

export function usRenter(): Household {
  const base: Household = {
    id: "us-renter",
    fullName: "Dana Whitfield",
    currency: "USD",
    timezone: "America/Los_Angeles",
    today: US_TODAY,
    now: "2026-03-05T06:30:00.000Z",
    accounts: [
      {
        key: "checking",
        name: "Chase Total Checking",
        type: "checking",
        institution: "Chase",
        openingCents: 150000,
        finalCents: 284733,
      },
      {
        key: "savings",
        name: "Ally High-Yield Savings",
        type: "savings",
        institution: "Ally",
        openingCents: 300000,
        finalCents: 912000,
      },
      {
        key: "amex",
        name: "Amex Gold",
        type: "credit_card",
        institution: "American Express",
        openingCents: 85000,
        finalCents: 123456,
      },
      {
        key: "freedom",
        name: "Chase Freedom",
        type: "credit_card",
        institution: "Chase",
        openingCents: -40000,
        finalCents: -208719,
      },
      {
        key: "loan",
        name: "Nelnet Student Loan",
        type: "loan",
        institution: "Nelnet",
        openingCents: -2100000,
        finalCents: -1864277,
      },
    ],
    transactions: usRows(),
    budgets: [],
    goals: [
      {
        name: "Emergency fund",
        targetCents: 1500000,
        targetDate: "2026-12-31",
        contributions: monthly("2025-08", 50000),
      },
      {
        name: "Japan trip",
        targetCents: 400000,
        targetDate: "2026-05-15",
        contributions: [
          { date: "2025-09-15", cents: 60000 },
          { date: "2025-11-15", cents: 40000 },
          { date: "2026-01-15", cents: 25000 },
        ],
      },
      {
        name: "New laptop",
        targetCents: 180000,
        targetDate: "2026-02-28",
        contributions: [
          { date: "2025-10-01", cents: 90000 },
          { date: "2025-12-01", cents: 60000 },
          { date: "2026-01-20", cents: 30000 },
        ],
      },
    ],
  };
  return { ...base, budgets: budgets(base) };
}

/** Fixed budgets, and two set from this period's spending: shopping over, rides near the limit. */
function budgets(h: Household): Household["budgets"] {
  const l = ledger(h);
  const spentIn = (period: "weekly" | "quarterly", category: string) => {
    const w = budgetWindow(period, h.today);
    return l.spend(
      { start: w.start, end: h.today },
      { categories: [category] },
    );
  };
  const shopping = spentIn("quarterly", "shopping");
  const rides = spentIn("weekly", "transportation");
  return [
    {
      name: "Eating out",
      category: "food_dining",
      period: "monthly",
      cents: 70000,
      thresholdPercent: 80,
    },
    {
      name: "Groceries",
      category: "groceries",
      period: "monthly",
      cents: 40000,
      thresholdPercent: 80,
    },
    // About 88 % of the limit, above its 75 % alert.
    {
      name: "Rides",
      category: "transportation",
      period: "weekly",
      cents: Math.ceil((rides * 100) / 88 / 500) * 500,
      thresholdPercent: 75,
    },
    // Over by a little more than $25, rounded down to $10.
    {
      name: "Shopping",
      category: "shopping",
      period: "quarterly",
      cents: Math.floor((shopping - 2500) / 1000) * 1000,
      thresholdPercent: 80,
    },
    {
      name: "Fun",
      category: "entertainment",
      period: "monthly",
      cents: 15000,
      thresholdPercent: 80,
    },
    {
      name: "Travel",
      category: "travel",
      period: "yearly",
      cents: 250000,
      thresholdPercent: 80,
    },
  ];
}

function monthly(first: string, cents: number) {
  const out: { date: string; cents: number }[] = [];
  eachMonth(first, US_TODAY, (y, m) => out.push({ date: ymd(y, m, 1), cents }));
  return out;
}
