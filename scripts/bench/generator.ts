/**
 * Deterministic finance data for the benchmark: the domain's seeded random source, merchant
 * templates with realistic amounts (merchants.ts), recurring series and everyday spending spread
 * over the years up to `today`. Pure: the seeder writes what this yields, a batch at a time, so a million rows
 * never sit in memory at once.
 */
import {
  addDays,
  seededRandom,
  toCents,
  type AccountType,
  type Category,
  type Cents,
  type TransactionType,
} from "@finch/domain";
import { EVERYDAY, RECURRING, type Template } from "./merchants";

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

const TOTAL_WEIGHT = EVERYDAY.reduce((sum, t) => sum + t.weight, 0);

/**
 * `count` transactions ending at `today` over `years`, in batches of at most `batchSize`:
 * recurring series first, then everyday spending evenly spread so every day has some; the last
 * few days' card purchases are pending.
 */
export function* transactionBatches(
  seed: number,
  count: number,
  today: string,
  years: number,
  batchSize: number,
): Generator<GeneratedTransaction[]> {
  const random = seededRandom(seed);
  const days = Math.round(years * 365.25);
  const start = addDays(today, -days + 1);
  // Every date once: addDays per row made generating a million rows take half a minute.
  const dates = Array.from({ length: days }, (_, day) => addDays(start, day));
  const recurring: GeneratedTransaction[] = [];
  for (const date of dates) {
    if (recurring.length >= count) break;
    recurring.push(...recurringOn(date));
  }
  let batch = recurring.slice(0, count);
  const everyday = Math.max(0, count - batch.length);
  const pendingFrom = addDays(today, -3);
  for (let i = 0; i < everyday; i += 1) {
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
    const date = dates[Math.floor((i * days) / everyday)] ?? today;
    batch.push(everydayOn(date, random, pendingFrom));
  }
  for (let from = 0; from < batch.length; from += batchSize)
    yield batch.slice(from, from + batchSize);
}

function recurringOn(date: string): GeneratedTransaction[] {
  const day = Number(date.slice(8, 10));
  return RECURRING.filter((series) => series.day === day).map((series) => ({
    accountIndex: series.accountIndex,
    description: series.description,
    merchantName: series.merchant,
    category: series.category,
    amountCents: toCents(series.cents),
    transactionType: series.type,
    transactionDate: date,
    isPending: false,
  }));
}

function pickTemplate(random: () => number): Template {
  let pick = random() * TOTAL_WEIGHT;
  for (const candidate of EVERYDAY) {
    pick -= candidate.weight;
    if (pick <= 0) return candidate;
  }
  const last = EVERYDAY[EVERYDAY.length - 1];
  if (last === undefined) throw new Error("no merchant templates");
  return last;
}

function everydayOn(
  date: string,
  random: () => number,
  pendingFrom: string,
): GeneratedTransaction {
  const template = pickTemplate(random);
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
