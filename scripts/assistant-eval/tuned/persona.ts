/**
 * The tuned set's persona, the one the assistant was written against: about 18 months of a US
 * household up to 2025-06-15 with planted facts (salary, rent, varying utilities, a price rise,
 * a stopped membership, an annual charge, a duplicate, an outlier, refunds, transfers, pending
 * rows, an injection in a description). Same data as before, now put in through the API.
 */
import type { Household } from "../household";
import { generateTransactions } from "./persona-transactions";

export const TODAY = "2025-06-15";

const ACCOUNTS: [
  number,
  string,
  Household["accounts"][number]["type"],
  number,
][] = [
  [1, "Everyday Checking", "checking", 421055],
  [2, "High-Yield Savings", "savings", 1250000],
  [3, "Rewards Visa", "credit_card", -184520],
  [4, "Car Loan", "loan", -840000],
];

/** Builds the persona from a seed; the same seed gives the same data. */
export function persona(seed = 42): Household {
  return {
    id: "tuned-persona",
    fullName: "Sam Rivera",
    currency: "USD",
    timezone: "UTC",
    today: TODAY,
    now: `${TODAY}T12:00:00.000Z`,
    accounts: ACCOUNTS.map(([id, name, type, cents]) => ({
      key: String(id),
      name,
      type,
      openingCents: 0,
      finalCents: cents,
    })),
    transactions: generateTransactions(seed, TODAY).map((t) => ({
      date: t.date,
      description: t.description,
      merchant: t.merchant,
      category: t.category,
      cents: t.cents,
      type: t.type,
      account: String(t.accountId),
      pending: t.pending,
    })),
    budgets: [
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 45000,
        thresholdPercent: 80,
      },
      {
        name: "Dining Out",
        category: "food_dining",
        period: "monthly",
        cents: 30000,
        thresholdPercent: 80,
      },
      {
        name: "Fun",
        category: "entertainment",
        period: "weekly",
        cents: 5000,
        thresholdPercent: 80,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 90000,
        thresholdPercent: 80,
      },
      {
        name: "Travel",
        category: "travel",
        period: "yearly",
        cents: 300000,
        thresholdPercent: 80,
      },
    ],
    // The persona gave only each goal's saved amount; it goes in as one contribution today.
    goals: [
      {
        name: "Emergency Fund",
        targetCents: 1000000,
        targetDate: "2025-12-31",
        contributions: [{ date: TODAY, cents: 650000 }],
      },
      {
        name: "Car Fund",
        targetCents: 500000,
        targetDate: "2026-06-30",
        contributions: [{ date: TODAY, cents: 120000 }],
      },
      {
        name: "Vacation",
        targetCents: 200000,
        targetDate: "2025-08-01",
        contributions: [{ date: TODAY, cents: 200000 }],
      },
      {
        name: "New Laptop",
        targetCents: 150000,
        targetDate: "2025-05-01",
        contributions: [{ date: TODAY, cents: 40000 }],
      },
    ],
  };
}
