/** Helpers the households use to write their transactions. */
import {
  addDays,
  datesIn,
  lastDayOf,
  parts,
  weekday,
  ymd,
  type Window,
} from "./calendar";
import type { EvalTransaction } from "./household";

export interface RowOptions {
  type?: "debit" | "credit";
  description?: string;
  pending?: boolean;
}

export interface RowWriter {
  rows: EvalTransaction[];
  add(
    date: string,
    account: string,
    merchant: string,
    category: string,
    cents: number,
    options?: RowOptions,
  ): void;
  /** `add` for one account, so a household's many rows stay short. */
  on: (
    account: string,
  ) => (
    date: string,
    merchant: string,
    category: string,
    cents: number,
    options?: RowOptions,
  ) => void;
  /** A bill already entered with a date after today: an upcoming row. */
  ahead(
    date: string,
    account: string,
    merchant: string,
    category: string,
    cents: number,
  ): void;
  /** Money moved between two of the household's accounts: a transfer debit and its credit. */
  move(
    date: string,
    from: string,
    to: string,
    cents: number,
    outText: string,
    inText: string,
  ): void;
}

/**
 * Rows are written up to today; later ones are dropped (a generator's "every month on the 25th"
 * stops at today), except the upcoming bills written with `ahead`.
 */
export function rowWriter(today: string): RowWriter {
  const rows: EvalTransaction[] = [];
  const write = (row: EvalTransaction) => {
    if (!Number.isSafeInteger(row.cents) || row.cents <= 0)
      throw new Error(`bad amount ${String(row.cents)}`);
    rows.push(row);
  };
  const add: RowWriter["add"] = (
    date,
    account,
    merchant,
    category,
    cents,
    options = {},
  ) => {
    if (date > today) return;
    write({
      date,
      account,
      merchant,
      category,
      cents,
      type: options.type ?? "debit",
      description: options.description ?? merchant.toUpperCase(),
      pending: options.pending ?? false,
    });
  };
  return {
    rows,
    add,
    on: (account) => (date, merchant, category, cents, options) => {
      add(date, account, merchant, category, cents, options);
    },
    ahead: (date, account, merchant, category, cents) => {
      if (date <= today) throw new Error(`${date} is not after today`);
      write({
        date,
        account,
        merchant,
        category,
        cents,
        type: "debit",
        description: merchant.toUpperCase(),
        pending: false,
      });
    },
    move: (date, from, to, cents, outText, inText) => {
      add(date, from, outText, "transfer", cents, {
        description: outText.toUpperCase(),
      });
      add(date, to, inText, "transfer", cents, {
        type: "credit",
        description: inText.toUpperCase(),
      });
    },
  };
}

/**
 * A charge on the same day every month: [day, account, merchant, category, cents], where cents
 * may depend on the month (`YYYY-MM`) and be undefined in months without the charge.
 */
export type MonthlyCharge = [
  day: number,
  account: string,
  merchant: string,
  category: string,
  cents: number | ((month: string) => number | undefined),
];

/** Writes each charge in every month from `first` (YYYY-MM) to today's; descriptions by merchant. */
export function chargeMonthly(
  w: RowWriter,
  first: string,
  today: string,
  charges: readonly MonthlyCharge[],
  descriptions: Readonly<Record<string, string>> = {},
): void {
  eachMonth(first, today, (y, m) => {
    const key = `${String(y)}-${String(m).padStart(2, "0")}`;
    for (const [day, account, merchant, category, cents] of charges) {
      const amount = typeof cents === "number" ? cents : cents(key);
      const description = descriptions[merchant];
      if (amount !== undefined)
        w.add(dayOf(y, m, day), account, merchant, category, amount, {
          ...(description === undefined ? {} : { description }),
        });
    }
  });
}

/** An amount that changes from a month on (a price rise). */
export function changesIn(
  month: string,
  before: number,
  after: number,
): (key: string) => number {
  return (key) => (key >= month ? after : before);
}

/** Calls `fn` for every month from `first` (YYYY-MM) to the month of `last` inclusive. */
export function eachMonth(
  first: string,
  last: string,
  fn: (y: number, m: number) => void,
): void {
  const start = parts(`${first}-01`);
  const end = parts(last);
  for (let i = start.y * 12 + start.m - 1; i <= end.y * 12 + end.m - 1; i++)
    fn(Math.floor(i / 12), (i % 12) + 1);
}

/** Calls `fn` for every date of the window with its weekday (0 = Monday). */
export function eachDay(
  w: Window,
  fn: (date: string, day: number) => void,
): void {
  for (const date of datesIn(w)) fn(date, weekday(date));
}

/** The day of the month, moved back to Friday when it falls on a weekend (pay days). */
export function workingDayOnOrBefore(y: number, m: number, d: number): string {
  let date = ymd(y, m, Math.min(d, lastDayOf(y, m)));
  while (weekday(date) >= 5) date = addDays(date, -1);
  return date;
}

/** The day of the month, clamped to the month's length. */
export function dayOf(y: number, m: number, d: number): string {
  return ymd(y, m, Math.min(d, lastDayOf(y, m)));
}
