/**
 * The merchants of the benchmark's generated ledger: everyday spending with realistic amounts,
 * and the recurring series (payroll, rent, subscriptions, utilities, transfers) by day of month.
 */
import type { Category, TransactionType } from "@finch/domain";

/** An everyday merchant: what it sells, its usual amounts and how often it appears. */
export interface Template {
  merchant: string;
  description: string;
  category: Category;
  /** Typical amount range in whole cents. */
  minCents: number;
  maxCents: number;
  weight: number;
  /** Paid by card (account 2 or 5) rather than from checking. */
  onCard?: boolean;
}

/** Everyday spending, weighted by how often each merchant appears. */
export const EVERYDAY: readonly Template[] = [
  {
    merchant: "Whole Foods Market",
    description: "Groceries",
    category: "groceries",
    minCents: 2_500,
    maxCents: 18_000,
    weight: 14,
  },
  {
    merchant: "Trader Joe's",
    description: "Groceries",
    category: "groceries",
    minCents: 1_800,
    maxCents: 9_500,
    weight: 10,
  },
  {
    merchant: "Starbucks",
    description: "Coffee",
    category: "food_dining",
    minCents: 395,
    maxCents: 1_450,
    weight: 16,
    onCard: true,
  },
  {
    merchant: "Chipotle",
    description: "Lunch",
    category: "food_dining",
    minCents: 950,
    maxCents: 2_800,
    weight: 9,
    onCard: true,
  },
  {
    merchant: "The Golden Fork",
    description: "Dinner out",
    category: "food_dining",
    minCents: 3_500,
    maxCents: 14_000,
    weight: 5,
    onCard: true,
  },
  {
    merchant: "Shell",
    description: "Fuel",
    category: "transportation",
    minCents: 3_000,
    maxCents: 7_500,
    weight: 7,
    onCard: true,
  },
  {
    merchant: "Uber",
    description: "Ride",
    category: "transportation",
    minCents: 900,
    maxCents: 4_200,
    weight: 6,
    onCard: true,
  },
  {
    merchant: "Amazon",
    description: "Online order",
    category: "shopping",
    minCents: 1_200,
    maxCents: 22_000,
    weight: 9,
    onCard: true,
  },
  {
    merchant: "Target",
    description: "Household shopping",
    category: "shopping",
    minCents: 1_500,
    maxCents: 12_000,
    weight: 6,
    onCard: true,
  },
  {
    merchant: "AMC Theatres",
    description: "Movie night",
    category: "entertainment",
    minCents: 1_400,
    maxCents: 4_800,
    weight: 3,
    onCard: true,
  },
  {
    merchant: "CVS Pharmacy",
    description: "Pharmacy",
    category: "healthcare",
    minCents: 800,
    maxCents: 6_500,
    weight: 3,
  },
  {
    merchant: "Delta Air Lines",
    description: "Flight",
    category: "travel",
    minCents: 18_000,
    maxCents: 65_000,
    weight: 1,
    onCard: true,
  },
  {
    merchant: "Coursera",
    description: "Online course",
    category: "education",
    minCents: 2_900,
    maxCents: 7_900,
    weight: 1,
    onCard: true,
  },
];

/** A row that comes back on the same day of every month, on account `accountIndex`. */
export interface Recurring {
  day: number;
  description: string;
  merchant: string;
  category: Category;
  cents: number;
  type: TransactionType;
  accountIndex: number;
}

const monthly = (
  day: number,
  description: string,
  merchant: string,
  category: Category,
  cents: number,
  type: TransactionType = "debit",
  accountIndex = 0,
): Recurring => ({
  day,
  description,
  merchant,
  category,
  cents,
  type,
  accountIndex,
});

/** The recurring series, in the order a day's rows are written. */
export const RECURRING: readonly Recurring[] = [
  monthly(1, "Payroll", "Acme Corp", "salary", 312_500, "credit"),
  monthly(15, "Payroll", "Acme Corp", "salary", 312_500, "credit"),
  monthly(1, "Rent", "Parkside Apartments", "other", 185_000),
  monthly(3, "Electricity", "City Power & Light", "utilities", 9_842),
  monthly(5, "Netflix", "Netflix", "subscription", 1_549, "debit", 2),
  monthly(7, "Spotify", "Spotify", "subscription", 1_199, "debit", 2),
  monthly(10, "Auto loan payment", "Auto Loan", "transfer", 38_900),
  monthly(
    10,
    "Auto loan payment",
    "Auto Loan",
    "transfer",
    38_900,
    "credit",
    4,
  ),
  monthly(20, "Savings transfer", "High-Yield Savings", "transfer", 50_000),
  monthly(
    20,
    "Savings transfer",
    "High-Yield Savings",
    "transfer",
    50_000,
    "credit",
    1,
  ),
  monthly(25, "Card payment", "Rewards Card", "transfer", 120_000),
  monthly(25, "Card payment", "Rewards Card", "transfer", 120_000, "credit", 2),
  monthly(28, "Dividend", "Brokerage", "investment", 4_210, "credit", 3),
];
