/**
 * The shape every generated household shares: twelve months of rows the person categorised (the
 * training ledger) and the next month's rows with the category the person would give them (the
 * test month). `merchantKey` is the generator's own identity of the merchant behind the text; the
 * classifier never sees it — the evaluation uses it only to tell merchants seen before from new ones.
 */
import type { Category, Cents } from "@finch/domain";

export interface EvalRow {
  date: string;
  description: string;
  /** What a bank sync would name the merchant; null for file imports and unnamed rows. */
  merchantName: string | null;
  amountCents: Cents;
  transactionType: "debit" | "credit";
  category: Category;
  /** `user`: set or confirmed by the person; `provider`: the bank's guess, never confirmed. */
  categorySource: "user" | "provider";
  merchantKey: string;
}

export interface Household {
  name: string;
  country: string;
  seed: number;
  train: EvalRow[];
  test: EvalRow[];
}

/** `YYYY-MM` of the month `offset` months after `start` (`YYYY-MM`). */
export function addMonths(start: string, offset: number): string {
  const [y, m] = start.split("-").map((p) => Number.parseInt(p, 10));
  const index = (y ?? 2000) * 12 + (m ?? 1) - 1 + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year)}-${String(month).padStart(2, "0")}`;
}

/** The merchants that appear in rows the person categorised themselves. */
export function seenMerchants(train: readonly EvalRow[]): Set<string> {
  return new Set(
    train.filter((r) => r.categorySource === "user").map((r) => r.merchantKey),
  );
}
