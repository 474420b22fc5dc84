import type { Category } from "./categories";
import { roundHalfAwayFromZero, toCents, type Cents } from "./money";
import { addDays, daysBetween, daysInMonth } from "./periods";
import type { TransactionType } from "./accounts";

/**
 * Recurring charges and income, the one detector every screen and the assistant share: rows of
 * one direction and merchant at a steady cadence (weekly to annual, or twice a month) and a steady
 * amount, told apart as subscriptions (the subscription category: streaming, software,
 * memberships), bills (utilities, phone, insurance, rent or a mortgage, tuition, care), routine
 * spending however regular (groceries, eating out, fuel, shopping, travel, entertainment) and
 * income.
 */

/** What the detector reads of a posted row. */
export interface RecurringRow {
  merchant: string;
  category: Category;
  amountCents: Cents;
  date: string;
  type: TransactionType;
}

export type Cadence =
  "weekly" | "biweekly" | "semimonthly" | "monthly" | "quarterly" | "annual";

/** One recurring series. */
export interface RecurringSeries {
  merchant: string;
  category: Category;
  kind: "subscription" | "bill" | "routine" | "income";
  cadence: Cadence;
  typicalCents: Cents;
  lastCents: Cents;
  lastDate: string;
  nextExpected: string;
  occurrences: number;
  monthlyCents: Cents;
  annualCents: Cents;
  isActive: boolean;
  /** The last amount less the median of the earlier ones, when they differ. */
  priceChangeCents: Cents | undefined;
}

/**
 * What a regular charge is, by its category (docs/design/assistant.md §6): the subscription
 * category's (streaming, software, memberships) are subscriptions; groceries, eating out, fuel,
 * shopping, travel and entertainment are routine spending however regular; everything else
 * (utilities, phone, insurance, rent or a mortgage, tuition, care) is a bill.
 */
const ROUTINE_CATEGORIES: ReadonlySet<Category> = new Set([
  "groceries",
  "food_dining",
  "transportation",
  "shopping",
  "travel",
]);

const CADENCES: [Cadence, number, number, number][] = [
  ["weekly", 6, 8, 7],
  ["biweekly", 13, 16, 14],
  ["monthly", 27, 33, 30],
  ["quarterly", 85, 95, 91],
  ["annual", 355, 375, 365],
];

/**
 * Whether `count` rows of one merchant and direction within `days` days can be a series: at least
 * half the gaps of one are six days or more (the shortest cadence's), so it holds at most about
 * a third as many rows as the window has days. Busier merchants (a daily coffee) are everyday
 * spending, and a reader may leave their rows unread.
 */
export function mayRecur(count: number, days: number): boolean {
  const shortest = CADENCES[0]?.[1] ?? 6;
  return count >= 2 && count <= Math.floor((2 * days) / shortest) + 2;
}

/**
 * The recurring series among rows (posted, transfers left out, the caller's window), largest a
 * month first; `today` says which are still active.
 */
export function recurringSeries(
  rows: readonly RecurringRow[],
  today: string,
): RecurringSeries[] {
  const groups = new Map<string, RecurringRow[]>();
  for (const t of rows) {
    const key = `${t.type}|${t.merchant.toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  return [...groups.values()]
    .flatMap((group) => {
      const s = detect(
        [...group].sort((a, b) => (a.date < b.date ? -1 : 1)),
        today,
      );
      return s ? [s] : [];
    })
    .sort(
      (a, b) =>
        b.monthlyCents - a.monthlyCents || a.merchant.localeCompare(b.merchant),
    );
}

function detect(
  rows: RecurringRow[],
  today: string,
): RecurringSeries | undefined {
  const last = rows[rows.length - 1];
  if (!last || rows.length < 2) return undefined;
  const intervals = rows
    .slice(1)
    .map((t, i) => daysBetween((rows[i] as RecurringRow).date, t.date));
  const interval = median(intervals);
  const semi = semiMonthlyDays(rows, interval);
  if (semi) return semiMonthly(rows, semi, today);
  const cadence = CADENCES.find(
    ([, lo, hi]) => interval >= lo && interval <= hi,
  );
  if (!cadence) return undefined;
  const [name, , , days] = cadence;
  if (rows.length < (name === "annual" ? 2 : 3)) return undefined;
  if (mad(intervals) / interval > 0.2) return undefined;
  const amounts = rows.map((t) => t.amountCents as number);
  const typical = median(amounts);
  const spread = typical === 0 ? 0 : mad(amounts) / typical;
  if (spread > 0.35) return undefined;
  const kind = kindOf(last);
  const earlier = amounts.slice(0, -1);
  const before = earlier.length >= 2 ? median(earlier) : undefined;
  const monthly = monthlyOf(name, typical);
  return {
    merchant: last.merchant,
    category: last.category,
    kind,
    cadence: name,
    typicalCents: toCents(Math.round(typical)),
    lastCents: last.amountCents,
    lastDate: last.date,
    nextExpected:
      name === "monthly" ? nextMonthly(last.date) : addDays(last.date, days),
    occurrences: rows.length,
    monthlyCents: monthly,
    annualCents: toCents(monthly * 12),
    isActive: daysBetween(last.date, today) <= 1.5 * interval,
    priceChangeCents:
      before !== undefined && Math.round(before) !== last.amountCents
        ? toCents(last.amountCents - Math.round(before))
        : undefined,
  };
}

/** Two day-of-month clusters at a 14–17 day interval (pay on the 1st and 15th). */
function semiMonthlyDays(
  rows: RecurringRow[],
  interval: number,
): [number, number] | undefined {
  if (interval < 13 || interval > 17 || rows.length < 4) return undefined;
  const days = [
    ...new Set(rows.slice(-6).map((t) => Number(t.date.slice(8, 10)))),
  ].sort((a, b) => a - b);
  return days.length === 2 ? [days[0] ?? 1, days[1] ?? 15] : undefined;
}

function semiMonthly(
  rows: RecurringRow[],
  [first, second]: [number, number],
  today: string,
): RecurringSeries {
  const last = rows[rows.length - 1] as RecurringRow;
  const typical = Math.round(median(rows.map((t) => t.amountCents)));
  const d = Number(last.date.slice(8, 10));
  const next =
    d < second
      ? `${last.date.slice(0, 8)}${String(second).padStart(2, "0")}`
      : nextMonthly(
          `${last.date.slice(0, 8)}${String(first).padStart(2, "0")}`,
        );
  return {
    merchant: last.merchant,
    category: last.category,
    kind: kindOf(last),
    cadence: "semimonthly",
    typicalCents: toCents(typical),
    lastCents: last.amountCents,
    lastDate: last.date,
    nextExpected: next,
    occurrences: rows.length,
    monthlyCents: toCents(typical * 2),
    annualCents: toCents(typical * 24),
    isActive: daysBetween(last.date, today) <= 25,
    priceChangeCents: undefined,
  };
}

/** Income, a subscription (a fixed price in a subscription category), routine spending or a bill. */
function kindOf(last: RecurringRow): RecurringSeries["kind"] {
  if (last.type === "credit") return "income";
  if (ROUTINE_CATEGORIES.has(last.category)) return "routine";
  if (last.category === "subscription") return "subscription";
  // A steady charge for fun (a cinema pass) is a habit, not a bill.
  return last.category === "entertainment" ? "routine" : "bill";
}

function monthlyOf(cadence: Cadence, typical: number): Cents {
  const cents = Math.round(typical);
  switch (cadence) {
    case "weekly":
      return perMonth(cents * 52, 12);
    case "biweekly":
      return perMonth(cents * 26, 12);
    case "semimonthly":
      return toCents(cents * 2);
    case "monthly":
      return toCents(cents);
    case "quarterly":
      return perMonth(cents, 3);
    case "annual":
      return perMonth(cents, 12);
  }
}

function nextMonthly(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  const d = Math.min(Number(date.slice(8, 10)), daysInMonth(ny, nm));
  return `${String(ny)}-${String(nm).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The median of numbers (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Median absolute deviation. */
export function mad(values: readonly number[]): number {
  const m = median(values);
  return median(values.map((v) => Math.abs(v - m)));
}

/** cents × 1 / n rounded half away from zero. */
function perMonth(cents: number, n: number): Cents {
  return toCents(roundHalfAwayFromZero(BigInt(cents), BigInt(n)));
}
