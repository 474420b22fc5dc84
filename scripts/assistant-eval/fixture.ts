/**
 * The evaluation's generated persona (design §11): ~18 months of activity up to a fixed "today",
 * with planted facts (salary, rent, varying utilities, a price rise, a stopped membership, an annual
 * charge, a duplicate, an outlier, refunds, transfers, pending rows, budgets, goals, an injection).
 */
import { generateTransactions } from "./fixture-transactions";

export const TODAY = "2025-06-15";

export interface RawTx {
  id: number;
  date: string;
  description: string;
  merchant: string;
  category: string;
  cents: number;
  type: "debit" | "credit";
  pending: boolean;
  accountId: number;
}

export interface RawAccount {
  id: number;
  name: string;
  type: string;
  cents: number;
}
export interface RawBudget {
  name: string;
  category: string;
  period: "weekly" | "monthly" | "quarterly" | "yearly";
  cents: number;
  threshold: number;
}
export interface RawGoal {
  name: string;
  target: number;
  current: number;
  date: string;
  completed: boolean;
}

export interface Fixture {
  accounts: RawAccount[];
  transactions: RawTx[];
  budgets: RawBudget[];
  goals: RawGoal[];
}

/** Builds the persona from a seed; the same seed gives the same data. */
export function buildFixture(seed = 42): Fixture {
  return {
    accounts: [
      { id: 1, name: "Everyday Checking", type: "checking", cents: 421055 },
      { id: 2, name: "High-Yield Savings", type: "savings", cents: 1250000 },
      { id: 3, name: "Rewards Visa", type: "credit_card", cents: -184520 },
      { id: 4, name: "Car Loan", type: "loan", cents: -840000 },
    ],
    transactions: generateTransactions(seed, TODAY),
    budgets: [
      {
        name: "Groceries",
        category: "groceries",
        period: "monthly",
        cents: 45000,
        threshold: 0.8,
      },
      {
        name: "Dining Out",
        category: "food_dining",
        period: "monthly",
        cents: 30000,
        threshold: 0.8,
      },
      {
        name: "Fun",
        category: "entertainment",
        period: "weekly",
        cents: 5000,
        threshold: 0.8,
      },
      {
        name: "Shopping",
        category: "shopping",
        period: "quarterly",
        cents: 90000,
        threshold: 0.8,
      },
      {
        name: "Travel",
        category: "travel",
        period: "yearly",
        cents: 300000,
        threshold: 0.8,
      },
    ],
    goals: [
      {
        name: "Emergency Fund",
        target: 1000000,
        current: 650000,
        date: "2025-12-31",
        completed: false,
      },
      {
        name: "Car Fund",
        target: 500000,
        current: 120000,
        date: "2026-06-30",
        completed: false,
      },
      {
        name: "Vacation",
        target: 200000,
        current: 200000,
        date: "2025-08-01",
        completed: true,
      },
      {
        name: "New Laptop",
        target: 150000,
        current: 40000,
        date: "2025-05-01",
        completed: false,
      },
    ],
  };
}
