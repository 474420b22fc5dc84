/**
 * Deterministic finance data for the benchmark: a seeded PRNG, merchant templates with
 * realistic amounts, recurring series (payroll, rent, subscriptions, utilities) and everyday
 * spending spread over the years up to `today`. Pure: the seeder writes what this returns.
 */
import {
  addDays,
  toCents,
  type AccountType,
  type Category,
  type Cents,
  type TransactionType,
} from "@finch/domain";

/** One generated transaction, before it knows its account id. */
export interface GeneratedTransaction {
  accountIndex: number;
  description: string;
  merchantName: string | null;
  category: Category;
  amountCents: Cents;
  transactionType: TransactionType;
  transactionDate: string;
  isPending: boolean;
}

/** The six accounts of a generated user, in the order `accountIndex` refers to. */
export const ACCOUNTS: readonly {
  name: string;
  type: AccountType;
  openingCents: number;
}[] = [
  { name: "Everyday Checking", type: "checking", openingCents: 350_000 },
  { name: "High-Yield Savings", type: "savings", openingCents: 1_200_000 },
  { name: "Rewards Card", type: "credit_card", openingCents: -45_000 },
  { name: "Brokerage", type: "investment", openingCents: 2_500_000 },
  { name: "Auto Loan", type: "loan", openingCents: -1_800_000 },
  { name: "Travel Card", type: "credit_card", openingCents: -12_000 },
];

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same data everywhere. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Template {
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

const EVERYDAY: readonly Template[] = [
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

const TOTAL_WEIGHT = EVERYDAY.reduce((sum, t) => sum + t.weight, 0);

/**
 * `count` transactions ending at `today` over `years`: recurring series first, then everyday
 * spending evenly spread so every day has some; the last few days' card purchases are pending.
 */
export function generateTransactions(
  seed: number,
  count: number,
  today: string,
  years: number,
): GeneratedTransaction[] {
  const random = createRandom(seed);
  const days = Math.round(years * 365.25);
  const start = addDays(today, -days + 1);
  const rows: GeneratedTransaction[] = [];
  for (let day = 0; day < days && rows.length < count; day += 1) {
    const date = addDays(start, day);
    rows.push(...recurringOn(date));
  }
  const everyday = Math.max(0, count - rows.length);
  for (let i = 0; i < everyday; i += 1) {
    const date = addDays(start, Math.floor((i * days) / everyday));
    rows.push(everydayOn(date, random, addDays(today, -3)));
  }
  return rows.slice(0, count);
}

function recurringOn(date: string): GeneratedTransaction[] {
  const day = Number(date.slice(8, 10));
  const out: GeneratedTransaction[] = [];
  const add = (
    description: string,
    merchantName: string,
    category: Category,
    cents: number,
    transactionType: TransactionType = "debit",
    accountIndex = 0,
  ) =>
    out.push({
      accountIndex,
      description,
      merchantName,
      category,
      amountCents: toCents(cents),
      transactionType,
      transactionDate: date,
      isPending: false,
    });
  if (day === 1 || day === 15)
    add("Payroll", "Acme Corp", "salary", 312_500, "credit");
  if (day === 1) add("Rent", "Parkside Apartments", "other", 185_000);
  if (day === 3) add("Electricity", "City Power & Light", "utilities", 9_842);
  if (day === 5) add("Netflix", "Netflix", "subscription", 1_549, "debit", 2);
  if (day === 7) add("Spotify", "Spotify", "subscription", 1_199, "debit", 2);
  if (day === 10) add("Auto loan payment", "Auto Loan", "transfer", 38_900);
  if (day === 10)
    add("Auto loan payment", "Auto Loan", "transfer", 38_900, "credit", 4);
  if (day === 20)
    add("Savings transfer", "High-Yield Savings", "transfer", 50_000);
  if (day === 20)
    add(
      "Savings transfer",
      "High-Yield Savings",
      "transfer",
      50_000,
      "credit",
      1,
    );
  if (day === 25) add("Card payment", "Rewards Card", "transfer", 120_000);
  if (day === 25)
    add("Card payment", "Rewards Card", "transfer", 120_000, "credit", 2);
  if (day === 28)
    add("Dividend", "Brokerage", "investment", 4_210, "credit", 3);
  return out;
}

function everydayOn(
  date: string,
  random: () => number,
  pendingFrom: string,
): GeneratedTransaction {
  let pick = random() * TOTAL_WEIGHT;
  let template = EVERYDAY[0];
  for (const candidate of EVERYDAY) {
    pick -= candidate.weight;
    template = candidate;
    if (pick <= 0) break;
  }
  if (template === undefined) throw new Error("no merchant templates");
  const span = template.maxCents - template.minCents;
  const isRefund = random() < 0.015;
  return {
    accountIndex: template.onCard ? (random() < 0.8 ? 2 : 5) : 0,
    description: isRefund
      ? `Refund: ${template.description}`
      : template.description,
    merchantName: template.merchant,
    category: template.category,
    amountCents: toCents(template.minCents + Math.floor(random() * span)),
    transactionType: isRefund ? "credit" : "debit",
    transactionDate: date,
    isPending: date >= pendingFrom && template.onCard === true,
  };
}
