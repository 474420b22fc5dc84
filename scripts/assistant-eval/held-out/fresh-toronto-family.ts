/**
 * Fresh held-out household (d), written on 2026-11-29 by someone who had not seen the
 * assistant's code: Ada Okonkwo and Luca Ferrari, a young couple with a baby in a Toronto-like
 * city, keeping their books in USD. America/Toronto; today is Tuesday 15 September 2026 and the
 * clock reads 03:40 UTC on the 16th (23:40 on the 15th in Toronto). Seven months of history.
 * The line of credit was typed as a positive amount owed, the car loan and the card negative.
 * Rent and daycare for 1 October are already entered; no budget's window reaches October.
 */
import { ymd } from "../calendar";
import type { Household } from "../household";
import { eachMonth } from "../rows";
import { ledger } from "../truth";
import { budgetWindow } from "../truth-plans";
import { assertNoUpcomingInBudgets } from "./fresh-kit";
import { TORONTO_TODAY, torontoRows } from "./fresh-toronto-family-rows";

export function torontoFamily(): Household {
  const base: Household = {
    id: "fresh-toronto-family",
    fullName: "Ada Okonkwo",
    currency: "USD",
    timezone: "America/Toronto",
    today: TORONTO_TODAY,
    now: "2026-09-16T03:40:00.000Z",
    accounts: [
      {
        key: "chequing",
        name: "Tangerine Joint Chequing",
        type: "checking",
        institution: "Tangerine",
        openingCents: 350000,
        finalCents: 412688,
      },
      {
        key: "savings",
        name: "EQ Bank Savings Plus",
        type: "savings",
        institution: "EQ Bank",
        openingCents: 1200000,
        finalCents: 1648250,
      },
      {
        key: "tfsa",
        name: "Wealthsimple TFSA",
        type: "investment",
        institution: "Wealthsimple",
        openingCents: 2100000,
        finalCents: 2587413,
      },
      {
        key: "card",
        name: "PC World Elite Mastercard",
        type: "credit_card",
        institution: "PC Financial",
        openingCents: -90000,
        finalCents: -213874,
      },
      {
        key: "car",
        name: "RAV4 Car Loan",
        type: "loan",
        institution: "Toyota Financial Services",
        openingCents: -2050000,
        finalCents: -1741822,
      },
      {
        key: "loc",
        name: "Scotiabank Line of Credit",
        type: "loan",
        institution: "Scotiabank",
        openingCents: 450000,
        finalCents: 512600,
      },
    ],
    transactions: torontoRows(),
    budgets: [],
    goals: [
      {
        name: "Baby's RESP",
        targetCents: 250000,
        targetDate: "2026-12-31",
        contributions: monthlyFrom("2026-03", 10, 20000),
      },
      {
        name: "PEI summer trip",
        targetCents: 450000,
        targetDate: "2027-07-01",
        contributions: [
          { date: "2026-04-01", cents: 50000 },
          { date: "2026-06-01", cents: 30000 },
          { date: "2026-08-01", cents: 20000 },
        ],
      },
      {
        name: "Stroller upgrade",
        targetCents: 60000,
        targetDate: "2026-08-31",
        contributions: [
          { date: "2026-04-20", cents: 30000 },
          { date: "2026-06-20", cents: 30000 },
        ],
      },
    ],
  };
  const household = { ...base, budgets: budgets(base) };
  assertNoUpcomingInBudgets(household);
  return household;
}

/**
 * Fixed budgets, and three set from this period's spending: takeout over by a little, baby gear
 * over for the quarter, gas money near its weekly limit.
 */
function budgets(h: Household): Household["budgets"] {
  const l = ledger(h);
  const spentIn = (period: "weekly" | "monthly" | "quarterly", c: string) => {
    const w = budgetWindow(period, h.today);
    return l.spend({ start: w.start, end: h.today }, { categories: [c] });
  };
  const takeout = spentIn("monthly", "food_dining");
  const baby = spentIn("quarterly", "shopping");
  const gas = spentIn("weekly", "transportation");
  return [
    // Over by at least $18, rounded down to $5.
    {
      name: "Takeout nights",
      category: "food_dining",
      period: "monthly",
      cents: Math.floor((takeout - 1800) / 500) * 500,
      thresholdPercent: 80,
    },
    {
      name: "Grocery run",
      category: "groceries",
      period: "monthly",
      cents: 120000,
      thresholdPercent: 80,
    },
    // About 85 % of the limit, above its 80 % alert.
    {
      name: "Gas money",
      category: "transportation",
      period: "weekly",
      cents: Math.ceil((gas * 100) / 85 / 500) * 500,
      thresholdPercent: 80,
    },
    // Over by at least $30, rounded down to $10.
    {
      name: "Baby gear",
      category: "shopping",
      period: "quarterly",
      cents: Math.floor((baby - 3000) / 1000) * 1000,
      thresholdPercent: 80,
    },
    {
      name: "Date nights",
      category: "entertainment",
      period: "monthly",
      cents: 15000,
      thresholdPercent: 80,
    },
  ];
}

function monthlyFrom(first: string, day: number, cents: number) {
  const out: { date: string; cents: number }[] = [];
  eachMonth(first, TORONTO_TODAY, (y, m) => {
    const date = ymd(y, m, day);
    if (date < TORONTO_TODAY) out.push({ date, cents });
  });
  return out;
}
