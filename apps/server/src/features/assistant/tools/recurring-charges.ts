import {
  addDays,
  CATEGORIES,
  daysBetween,
  daysInMonth,
  toCents,
  TRANSFER_CATEGORY,
  type Category,
  type Cents,
} from "@finch/domain";
import type { AssistantTransaction, Snapshot } from "../snapshot";
import { divideCents } from "./ledger";

/** Which series: active, stopped or all; of one kind; next expected within so many days. */
export interface RecurringFilter {
  status?: "active" | "inactive" | "all";
  kind?: "subscription" | "bill" | "routine" | "income" | "all";
  upcoming_within_days?: number;
}

type Cadence =
  "weekly" | "biweekly" | "semimonthly" | "monthly" | "quarterly" | "annual";

/** One recurring series (docs/design/assistant.md §6). */
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

/** The categories a recurring charge or income can be in: all but transfers. */
const SERIES_CATEGORIES = CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY);

/** Recurring series among posted rows of the last 12 months. */
export async function recurringCharges(
  snapshot: Snapshot,
  p: RecurringFilter,
): Promise<RecurringSeries[]> {
  const year = await snapshot.ledger.rows(
    {
      start: addDays(snapshot.today, -365),
      end: snapshot.today,
      pending: "exclude",
      categories: SERIES_CATEGORIES,
    },
    "date",
  );
  const groups = new Map<string, AssistantTransaction[]>();
  for (const t of year) {
    const key = `${t.type}|${t.merchant.toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  const series = [...groups.values()].flatMap((rows) => {
    const s = detect(
      [...rows].sort((a, b) => (a.date < b.date ? -1 : 1)),
      snapshot.today,
    );
    return s ? [s] : [];
  });
  const horizon =
    p.upcoming_within_days && addDays(snapshot.today, p.upcoming_within_days);
  return series
    .filter((s) => (p.kind ?? "all") === "all" || s.kind === p.kind)
    .filter(
      (s) =>
        (p.status ?? "active") === "all" ||
        s.isActive === ((p.status ?? "active") === "active"),
    )
    .filter(
      (s) =>
        !horizon ||
        (s.nextExpected > snapshot.today && s.nextExpected <= horizon),
    )
    .sort(
      (a, b) =>
        b.monthlyCents - a.monthlyCents || a.merchant.localeCompare(b.merchant),
    );
}

function detect(
  rows: AssistantTransaction[],
  today: string,
): RecurringSeries | undefined {
  const last = rows[rows.length - 1];
  if (!last || rows.length < 2) return undefined;
  const intervals = rows
    .slice(1)
    .map((t, i) => daysBetween((rows[i] as AssistantTransaction).date, t.date));
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
  rows: AssistantTransaction[],
  interval: number,
): [number, number] | undefined {
  if (interval < 13 || interval > 17 || rows.length < 4) return undefined;
  const days = [
    ...new Set(rows.slice(-6).map((t) => Number(t.date.slice(8, 10)))),
  ].sort((a, b) => a - b);
  return days.length === 2 ? [days[0] ?? 1, days[1] ?? 15] : undefined;
}

function semiMonthly(
  rows: AssistantTransaction[],
  [first, second]: [number, number],
  today: string,
): RecurringSeries {
  const last = rows[rows.length - 1] as AssistantTransaction;
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
function kindOf(last: AssistantTransaction): RecurringSeries["kind"] {
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
      return divideCents(cents * 52, 12);
    case "biweekly":
      return divideCents(cents * 26, 12);
    case "semimonthly":
      return toCents(cents * 2);
    case "monthly":
      return toCents(cents);
    case "quarterly":
      return divideCents(cents, 3);
    case "annual":
      return divideCents(cents, 12);
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
