/**
 * Held-out household (a): the Hartleys, a couple in Leeds. GBP, Europe/London; today is
 * Wednesday 17 September 2025, and the clock reads 23:40 UTC on the 16th (00:40 in London).
 */
import { ymd } from "../calendar";
import type { Household } from "../household";
import { eachMonth } from "../rows";
import { ledger } from "../truth";
import { budgetWindow } from "../truth-plans";
import { UK_TODAY, ukRows } from "./uk-couple-rows";

export function ukCouple(): Household {
  const base: Household = {
    id: "uk-couple",
    fullName: "Marcus Hartley",
    currency: "GBP",
    timezone: "Europe/London",
    today: UK_TODAY,
    now: "2025-09-16T23:40:00.000Z",
    accounts: [
      {
        key: "joint",
        name: "Joint Current Account",
        type: "checking",
        institution: "Barclays",
        openingCents: 120000,
        finalCents: 348217,
      },
      {
        key: "saver",
        name: "Marcus Saver",
        type: "savings",
        institution: "Marcus",
        openingCents: 800000,
        finalCents: 1425000,
      },
      {
        key: "isa",
        name: "Vanguard S&S ISA",
        type: "investment",
        institution: "Vanguard",
        openingCents: 1500000,
        finalCents: 2281530,
      },
      {
        key: "card",
        name: "Barclaycard Avios",
        type: "credit_card",
        institution: "Barclaycard",
        openingCents: -60000,
        finalCents: -118642,
      },
      {
        key: "mortgage",
        name: "Nationwide Mortgage",
        type: "mortgage",
        institution: "Nationwide",
        openingCents: -19200000,
        finalCents: -18734055,
      },
    ],
    transactions: ukRows(),
    budgets: [],
    goals: [
      {
        name: "Emergency fund",
        targetCents: 1000000,
        targetDate: "2025-12-31",
        contributions: [
          { date: "2024-10-01", cents: 200000 },
          ...monthlyFrom("2024-11", "2025-09", 1, 30000),
        ],
      },
      {
        name: "Family holiday 2026",
        targetCents: 300000,
        targetDate: "2026-07-31",
        contributions: monthlyFrom("2025-01", "2025-09", 15, 20000),
      },
      {
        name: "Garden office",
        targetCents: 650000,
        targetDate: "2027-04-30",
        contributions: [
          { date: "2025-05-20", cents: 100000 },
          { date: "2025-08-20", cents: 45000 },
        ],
      },
      {
        name: "New car seat",
        targetCents: 35000,
        targetDate: "2025-06-30",
        contributions: [
          { date: "2025-03-10", cents: 20000 },
          { date: "2025-04-10", cents: 15000 },
        ],
      },
    ],
  };
  return { ...base, budgets: budgets(base) };
}

/**
 * Budgets: the fixed ones as the couple set them, and two whose limits are set from this
 * period's spending so that one is over (eating out) and one near its limit (weekly fun),
 * whatever the generated amounts turned out to be.
 */
function budgets(h: Household): Household["budgets"] {
  const l = ledger(h);
  const spentIn = (period: "weekly" | "monthly", category: string) => {
    const w = budgetWindow(period, h.today);
    return l.spend(
      { start: w.start, end: h.today },
      { categories: [category] },
    );
  };
  const eatingOut = spentIn("monthly", "food_dining");
  const fun = spentIn("weekly", "entertainment");
  return [
    {
      name: "Food shop",
      category: "groceries",
      period: "monthly",
      cents: 52000,
      thresholdPercent: 80,
    },
    // Over by a little more than £15, rounded down to whole pounds.
    {
      name: "Eating out",
      category: "food_dining",
      period: "monthly",
      cents: Math.floor((eatingOut - 1500) / 100) * 100,
      thresholdPercent: 80,
    },
    // Spent is about 90 % of the limit: above the 80 % alert, under the limit.
    {
      name: "Weekly fun",
      category: "entertainment",
      period: "weekly",
      cents: Math.ceil((fun * 10) / 9 / 100) * 100,
      thresholdPercent: 80,
    },
    {
      name: "Fuel",
      category: "transportation",
      period: "monthly",
      cents: 30000,
      thresholdPercent: 85,
    },
    {
      name: "Clothes & home",
      category: "shopping",
      period: "quarterly",
      cents: 60000,
      thresholdPercent: 80,
    },
    {
      name: "Holidays",
      category: "travel",
      period: "yearly",
      cents: 300000,
      thresholdPercent: 90,
    },
  ];
}

function monthlyFrom(first: string, last: string, day: number, cents: number) {
  const out: { date: string; cents: number }[] = [];
  eachMonth(first, `${last}-01`, (y, m) =>
    out.push({ date: ymd(y, m, day), cents }),
  );
  return out;
}
