/**
 * Fresh held-out household (e), written on 2026-11-29 by someone who had not seen the
 * assistant's code: Kirsty Galbraith, a self-employed hairdresser in Glasgow who rents a chair.
 * GBP, Europe/London; today is Wednesday 3 June 2026 and the clock reads 23:20 UTC on the 2nd
 * (00:20 on the 3rd in Glasgow, British Summer Time). Twelve months of history, business and
 * personal money mixed across two current accounts. The card was typed negative, the loan as a
 * positive amount owed. July's council tax, insurance and tax payment are already entered; no
 * budget's window reaches July.
 */
import { ymd } from "../calendar";
import type { Household } from "../household";
import { eachMonth } from "../rows";
import { ledger } from "../truth";
import { budgetWindow } from "../truth-plans";
import { assertNoUpcomingInBudgets } from "./fresh-kit";
import { GLASGOW_TODAY, glasgowRows } from "./fresh-glasgow-hairdresser-rows";

export function glasgowHairdresser(): Household {
  const base: Household = {
    id: "fresh-glasgow-hairdresser",
    fullName: "Kirsty Galbraith",
    currency: "GBP",
    timezone: "Europe/London",
    today: GLASGOW_TODAY,
    now: "2026-06-02T23:20:00.000Z",
    accounts: [
      {
        key: "biz",
        name: "Starling Business Account",
        type: "checking",
        institution: "Starling Bank",
        openingCents: 220000,
        finalCents: 468215,
      },
      {
        key: "bos",
        name: "Bank of Scotland Classic",
        type: "checking",
        institution: "Bank of Scotland",
        openingCents: 60000,
        finalCents: 92784,
      },
      {
        key: "zopa",
        name: "Zopa Smart Saver",
        type: "savings",
        institution: "Zopa",
        openingCents: 400000,
        finalCents: 1185340,
      },
      {
        key: "card",
        name: "Virgin Money Credit Card",
        type: "credit_card",
        institution: "Virgin Money",
        openingCents: -30000,
        finalCents: -71466,
      },
      {
        key: "loan",
        name: "Novuna Personal Loan",
        type: "loan",
        institution: "Novuna",
        openingCents: 600000,
        finalCents: 342075,
      },
    ],
    transactions: glasgowRows(),
    budgets: [],
    goals: [
      {
        name: "Own salon deposit",
        targetCents: 1200000,
        targetDate: "2028-06-30",
        contributions: monthlyFrom("2025-08", "2026-05", 25, 25000),
      },
      {
        name: "July tax bill",
        targetCents: 214500,
        targetDate: "2026-07-25",
        contributions: monthlyFrom("2026-02", "2026-05", 25, 40000),
      },
      {
        name: "Tenerife trip",
        targetCents: 80000,
        targetDate: "2026-02-15",
        contributions: [
          { date: "2025-09-20", cents: 30000 },
          { date: "2025-11-20", cents: 30000 },
          { date: "2026-01-20", cents: 20000 },
        ],
      },
    ],
  };
  const household = { ...base, budgets: budgets(base) };
  assertNoUpcomingInBudgets(household);
  return household;
}

/**
 * Fixed budgets, and two set from this period's spending: salon supplies over for the quarter,
 * takeaway treats near its weekly limit.
 */
function budgets(h: Household): Household["budgets"] {
  const l = ledger(h);
  const spentIn = (period: "weekly" | "quarterly", category: string) => {
    const w = budgetWindow(period, h.today);
    return l.spend(
      { start: w.start, end: h.today },
      { categories: [category] },
    );
  };
  const supplies = spentIn("quarterly", "shopping");
  const treats = spentIn("weekly", "food_dining");
  return [
    // Over by at least £20, rounded down to £10.
    {
      name: "Salon supplies",
      category: "shopping",
      period: "quarterly",
      cents: Math.floor((supplies - 2000) / 1000) * 1000,
      thresholdPercent: 80,
    },
    // About 88 % of the limit, above its 75 % alert.
    {
      name: "Takeaway treats",
      category: "food_dining",
      period: "weekly",
      cents: Math.ceil((treats * 100) / 88 / 100) * 100,
      thresholdPercent: 75,
    },
    {
      name: "Food shopping",
      category: "groceries",
      period: "monthly",
      cents: 30000,
      thresholdPercent: 80,
    },
    {
      name: "Trains and taxis",
      category: "transportation",
      period: "monthly",
      cents: 9000,
      thresholdPercent: 80,
    },
    {
      name: "Nights out",
      category: "entertainment",
      period: "monthly",
      cents: 12000,
      thresholdPercent: 80,
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
