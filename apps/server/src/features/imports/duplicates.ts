/**
 * Which rows of a statement the account already holds (issue 21's duplicate rules). A row is a
 * duplicate of an existing transaction when the bank's own id matches, or else when the amount
 * and direction match, the dates are at most three days apart and the descriptions are alike.
 * Each existing transaction answers for at most one row, so two identical coffees in a file are
 * two transactions unless the account already holds two, and re-importing a statement finds
 * every row once. The person decides: a duplicate is a flag with the transaction it matched.
 */
import {
  addDays,
  daysBetween,
  type Cents,
  type TransactionType,
} from "@finch/domain";
import type { ParsedRow } from "./parsing/types";

/** What the rule reads of a statement's row. */
export type MatchedRow = Pick<
  ParsedRow,
  | "transactionDate"
  | "amountCents"
  | "transactionType"
  | "description"
  | "merchantName"
  | "externalId"
  | "error"
>;

/** An account's transaction as the matcher compares it (synced, imported or typed). */
export interface ExistingTransaction {
  id: number;
  transactionDate: string;
  amountCents: Cents;
  transactionType: TransactionType;
  description: string;
  merchantName: string | null;
  /** The statement's id of an imported row (OFX FITID, …); null for others. */
  externalId: string | null;
}

/** What became of one row of the file. */
export interface RowVerdict {
  status: "new" | "duplicate" | "error";
  /** The existing transaction a duplicate matched. */
  duplicateOf: number | null;
}

/** How far apart the dates of a row and the transaction it repeats may be. */
export const DUPLICATE_WINDOW_DAYS = 3;

/**
 * Each row's verdict, in the rows' order. Matches by id come first; the remaining rows and
 * transactions are then paired closest first — nearest date, then most alike description, then
 * file order and the older transaction — so which rows are flagged does not depend on the
 * order of the file or of the ledger (identical rows may swap the transactions they match).
 */
export function findDuplicates(
  rows: readonly MatchedRow[],
  existing: readonly ExistingTransaction[],
): RowVerdict[] {
  const verdicts: RowVerdict[] = rows.map((row) => ({
    status: row.error === null ? "new" : "error",
    duplicateOf: null,
  }));
  const claimed = new Set<number>();
  const byExternalId = new Map<string, ExistingTransaction[]>();
  for (const transaction of existing)
    if (transaction.externalId !== null) {
      const list = byExternalId.get(transaction.externalId) ?? [];
      list.push(transaction);
      byExternalId.set(transaction.externalId, list);
    }

  rows.forEach((row, index) => {
    if (row.error !== null || row.externalId === null) return;
    const match = byExternalId
      .get(row.externalId)
      ?.find((transaction) => !claimed.has(transaction.id));
    if (!match) return;
    claimed.add(match.id);
    verdicts[index] = { status: "duplicate", duplicateOf: match.id };
  });

  // Candidates by amount and direction, each list in date order, so a row looks only at the
  // transactions of its amount within its window: a 100,000-row statement against as many rows
  // stays far from 100,000².
  const byAmount = new Map<string, ExistingTransaction[]>();
  for (const transaction of existing) {
    if (claimed.has(transaction.id)) continue;
    const key = `${transaction.transactionType} ${String(transaction.amountCents)}`;
    const list = byAmount.get(key) ?? [];
    list.push(transaction);
    byAmount.set(key, list);
  }
  for (const list of byAmount.values())
    list.sort((a, b) => (a.transactionDate < b.transactionDate ? -1 : 1));
  const pairs: { index: number; id: number; days: number; alike: number }[] =
    [];
  const words = wordsMemo();
  rows.forEach((row, index) => {
    if (verdicts[index]?.status !== "new") return;
    const { transactionDate, amountCents, transactionType } = row;
    if (transactionDate === null || amountCents === null) return;
    const list = byAmount.get(
      `${String(transactionType)} ${String(amountCents)}`,
    );
    if (!list) return;
    const from = addDays(transactionDate, -DUPLICATE_WINDOW_DAYS);
    const to = addDays(transactionDate, DUPLICATE_WINDOW_DAYS);
    for (let i = firstOnOrAfter(list, from); i < list.length; i++) {
      const transaction = list[i];
      if (!transaction || transaction.transactionDate > to) break;
      const alike = likeness(row, transaction, words);
      if (alike < ALIKE) continue;
      const days = Math.abs(
        daysBetween(transaction.transactionDate, transactionDate),
      );
      pairs.push({ index, id: transaction.id, days, alike });
    }
  });
  pairs.sort(
    (a, b) =>
      a.days - b.days || b.alike - a.alike || a.index - b.index || a.id - b.id,
  );
  const paired = new Set<number>();
  for (const { index, id } of pairs) {
    if (paired.has(index) || claimed.has(id)) continue;
    paired.add(index);
    claimed.add(id);
    verdicts[index] = { status: "duplicate", duplicateOf: id };
  }
  return verdicts;
}

/** The first position in a date-ordered list whose date is `date` or later. */
function firstOnOrAfter(
  list: readonly ExistingTransaction[],
  date: string,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle]?.transactionDate ?? "") < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The share of words two texts must have in common to be alike. */
const ALIKE = 0.5;

/**
 * How alike a row's texts are to a transaction's: the best of description and merchant on each
 * side, as the share of the shorter text's words the longer one also has. Banks and sources
 * name one purchase differently ("Starbucks" against "STARBUCKS STORE #1234 SEATTLE WA"), so
 * words with digits (store and card numbers, dates) do not count. Two texts without words are
 * alike; a text without words is not alike to one with words.
 */
function likeness(
  row: MatchedRow,
  transaction: ExistingTransaction,
  words: (text: string) => Set<string>,
): number {
  let best = 0;
  for (const mine of [row.description, row.merchantName])
    for (const theirs of [transaction.description, transaction.merchantName])
      if (mine !== null && theirs !== null)
        best = Math.max(best, overlap(words(mine), words(theirs)));
  return best;
}

/**
 * `wordsOf`, each text's words worked out once per run: a long statement compares the same few
 * merchant texts with the same transactions again and again.
 */
function wordsMemo(): (text: string) => Set<string> {
  const known = new Map<string, Set<string>>();
  return (text) => {
    let words = known.get(text);
    if (words === undefined) {
      words = wordsOf(text);
      known.set(text, words);
    }
    return words;
  };
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !/\p{N}/u.test(word)),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.min(a.size, b.size);
}
