/**
 * Random households for the consistency test, and the figures they should show, worked out here
 * from the ledger with the domain's rules (docs/glossary.md) and nothing else of the server's.
 *
 * A household is a start instant, a profile time zone and a list of steps, each one request a
 * person could make: open an account, record a transaction (back-filled, today's or upcoming),
 * state an account's balance again, let days pass, or look at every screen. The ledger the test
 * keeps while it sends them (ids, anchors, when each row was recorded) is all the oracle reads.
 */
import fc from "fast-check";
import {
  ACCOUNT_TYPES,
  addDays,
  balanceOn,
  categorySpending,
  countedWindow,
  isUpcoming,
  netWorth,
  periodWindow,
  toCents,
  todayIn,
  totalIncome,
  totalSpending,
  type AccountType,
  type BalanceAnchor,
  type BudgetPeriod,
  type Category,
  type CategoryTotals,
  type Cents,
  type DateRange,
  type DatedTransaction,
  type NetWorth,
  type TransactionType,
} from "@finch/domain";

/**
 * The categories a household uses: four spending ones (a credit there is a refund), the
 * transfer, and the three income ones (`other` is spent by its debits and earned by its credits).
 */
export const HOUSEHOLD_CATEGORIES = [
  "groceries",
  "food_dining",
  "shopping",
  "utilities",
  "transfer",
  "salary",
  "investment",
  "other",
] as const satisfies readonly Category[];

/** Most accounts a household opens: small, so a household takes about a second to check. */
export const MAX_ACCOUNTS = 4;
/** Most transactions a household records. */
export const MAX_TRANSACTIONS = 25;

/** An account as the person opens it: a type and the balance they state. */
export interface AccountSpec {
  type: AccountType;
  balanceCents: number;
}

/** One request of the person's, in order. */
export type Step =
  | { kind: "open"; account: AccountSpec }
  | {
      kind: "record";
      /** Which account (of those open so far, modulo their number). */
      pick: number;
      /** The transaction's date, in days from the profile's today at the time it is recorded. */
      dayOffset: number;
      type: TransactionType;
      category: Category;
      amountCents: number;
      pending: boolean;
    }
  | {
      kind: "restate";
      pick: number;
      /** The balance stated, or "same": the figure the person reads on the Accounts page. */
      figure: number | "same";
    }
  | { kind: "wait"; days: number }
  /** Read every path now and compare (kept copies must follow writes and the day). */
  | { kind: "look" };

/** A household: when it starts, the profile's time zone, and what the person does. */
export interface Household {
  /** The clock's instant when the person signs up, ISO-8601. */
  start: string;
  timeZone: string;
  steps: Step[];
  /**
   * Besides a monthly budget for each category the steps use (made before the first step), one
   * budget of another period, on the `pick`-th of those categories (modulo their number).
   */
  otherBudget: { period: Exclude<BudgetPeriod, "monthly">; pick: number };
}

/**
 * Days around the edges of months and years (a leap day, a month of 30 and of 31, the new year)
 * and one in the middle; the UTC hour puts the profile's day on the day before or after in the
 * other time zones (Los Angeles is behind UTC, Auckland ahead).
 */
const START_DAYS = [
  "2026-11-20",
  "2026-12-01",
  "2026-12-31",
  "2027-01-01",
  "2027-03-31",
  "2028-02-29",
  "2028-03-01",
] as const;
const START_HOURS = [2, 12, 22] as const;
const TIME_ZONES = ["UTC", "America/Los_Angeles", "Pacific/Auckland"] as const;

/** The hour of the day (0–23) at `instant` in `timeZone`. */
function localHour(instant: string, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "numeric",
    hourCycle: "h23",
  }).format(new Date(instant));
  return Number(hour);
}

const amountCents = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 250_000 }), weight: 4 },
  { arbitrary: fc.constantFrom(1, 99, 100, 1_000_000), weight: 1 },
);

/** A stated balance: either sign, zero included (a debt may be entered either way). */
const balanceCents = fc.oneof(
  { arbitrary: fc.integer({ min: -2_000_000, max: 2_000_000 }), weight: 4 },
  { arbitrary: fc.constant(0), weight: 1 },
);

const accountSpec: fc.Arbitrary<AccountSpec> = fc.record({
  type: fc.constantFrom(...ACCOUNT_TYPES),
  balanceCents,
});

/** Back-filled history (often this month, sometimes months back), today, or upcoming. */
const dayOffset = fc.oneof(
  { arbitrary: fc.constant(0), weight: 3 },
  { arbitrary: fc.integer({ min: -40, max: -1 }), weight: 4 },
  { arbitrary: fc.integer({ min: -400, max: -41 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 2 },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("record" as const),
      pick: fc.nat({ max: MAX_ACCOUNTS - 1 }),
      dayOffset,
      type: fc.constantFrom<TransactionType>("debit", "credit"),
      category: fc.constantFrom(...HOUSEHOLD_CATEGORIES),
      amountCents,
      pending: fc.boolean(),
    }),
    weight: 14,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("open" as const),
      account: accountSpec,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("restate" as const),
      pick: fc.nat({ max: MAX_ACCOUNTS - 1 }),
      figure: fc.oneof(fc.constant("same" as const), balanceCents),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("wait" as const),
      days: fc.integer({ min: 1, max: 40 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: "look" as const }), weight: 1 },
);

/** At most MAX_ACCOUNTS opened and MAX_TRANSACTIONS recorded; later ones are left out. */
function withinLimits(first: AccountSpec, rest: readonly Step[]): Step[] {
  let opened = 1;
  let recorded = 0;
  const steps: Step[] = [{ kind: "open", account: first }];
  for (const s of rest) {
    if (s.kind === "open" && ++opened > MAX_ACCOUNTS) continue;
    if (s.kind === "record" && ++recorded > MAX_TRANSACTIONS) continue;
    steps.push(s);
  }
  return steps;
}

/**
 * A random household. The start is kept two hours or more from midnight in its time zone, so a
 * run (a few seconds of a clock that ticks a millisecond per reading) never crosses a day.
 */
export const household: fc.Arbitrary<Household> = fc
  .record({
    day: fc.constantFrom(...START_DAYS),
    hour: fc.constantFrom(...START_HOURS),
    timeZone: fc.constantFrom(...TIME_ZONES),
    first: accountSpec,
    rest: fc.array(step, { maxLength: 34, size: "max" }),
    otherBudget: fc.record({
      period: fc.constantFrom("weekly" as const, "quarterly", "yearly"),
      pick: fc.nat({ max: HOUSEHOLD_CATEGORIES.length - 1 }),
    }),
  })
  .map(({ day, hour, timeZone, first, rest, otherBudget }) => ({
    start: `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`,
    timeZone,
    steps: withinLimits(first, rest),
    otherBudget,
  }))
  .filter((h) => {
    const local = localHour(h.start, h.timeZone);
    return local >= 2 && local <= 21;
  });

/** An account as the test knows it: its id, name, type and the anchor it last stated. */
export interface LedgerAccount {
  id: number;
  name: string;
  accountType: AccountType;
  anchor: BalanceAnchor;
}

/** A transaction as the test knows it: what it sent, its id and when it was recorded. */
export interface LedgerRow extends DatedTransaction {
  id: number;
  accountId: number;
  category: Category;
  isPending: boolean;
}

/** What the test sent, in the shape the oracle reads. */
export interface Ledger {
  accounts: LedgerAccount[];
  rows: LedgerRow[];
}

/** The spending of one budget period's window that contains today. */
export interface WindowSpending {
  /** The period's whole window (`periodWindow`). */
  window: DateRange;
  /** Its part whose rows count today (`countedWindow`): the window holds today, so never empty. */
  counted: DateRange;
  /** Each household category's spending in it (a budget's spent). */
  spentBy: Map<Category, Cents>;
  /** Each household category's counted rows, ids ascending. */
  countedIds: Map<Category, number[]>;
}

/** Every figure the paths show, as the domain's rules work it out from a ledger. */
export interface Figures extends WindowSpending {
  today: string;
  /** Each account's balance today, by account id. */
  balances: Map<number, Cents>;
  worth: NetWorth;
  /** This month's spending and income, counted up to today (the monthly `WindowSpending`). */
  spendingCents: Cents;
  incomeCents: Cents;
  /** Pending rows of the month so far. */
  pendingCount: number;
  /** Upcoming rows (dated after today), ids ascending. */
  upcomingIds: number[];
}

/** Per-category debit and credit sums of some rows, the shape the spending rules read. */
export function categoryTotals(
  rows: readonly {
    category: Category;
    transactionType: TransactionType;
    amountCents: number;
  }[],
): CategoryTotals[] {
  return HOUSEHOLD_CATEGORIES.map((category) => {
    const of = rows.filter((r) => r.category === category);
    const sum = (type: TransactionType) =>
      toCents(
        of
          .filter((r) => r.transactionType === type)
          .reduce((total, r) => total + r.amountCents, 0),
      );
    return { category, debitCents: sum("debit"), creditCents: sum("credit") };
  });
}

/** The profile's day at `instant`. */
export function dayAt(instant: number, timeZone: string): string {
  return todayIn(new Date(instant), timeZone);
}

/** The date a record step gives its transaction when recorded on `today`. */
export function dateOf(today: string, offset: number): string {
  return addDays(today, offset);
}

/** The account's balance on `today` by the domain's rule (`balanceOn`). */
export function balanceOf(
  ledger: Ledger,
  account: LedgerAccount,
  today: string,
): Cents {
  return balanceOn(
    account,
    ledger.rows.filter((r) => r.accountId === account.id),
    today,
  );
}

const ascendingIds = (rows: readonly LedgerRow[]) =>
  rows.map((r) => r.id).sort((a, b) => a - b);

/** The ledger's rows counted in `period`'s window on `today`, and their spending. */
function countedIn(ledger: Ledger, period: BudgetPeriod, today: string) {
  const window = periodWindow(period, today);
  // Every period's window holds today, so it is never wholly upcoming.
  const counted = countedWindow(window, today) ?? window;
  const rows = ledger.rows.filter(
    (r) =>
      r.transactionDate >= counted.startDate &&
      r.transactionDate <= counted.endDate,
  );
  const totals = categoryTotals(rows);
  const spending: WindowSpending = {
    window,
    counted,
    spentBy: new Map(totals.map((t) => [t.category, categorySpending(t)])),
    countedIds: new Map(
      HOUSEHOLD_CATEGORIES.map((c) => [
        c,
        ascendingIds(rows.filter((r) => r.category === c)),
      ]),
    ),
  };
  return { rows, totals, spending };
}

/** A budget period's window on `today` and each category's spending in it, by the domain's rules. */
export function windowSpending(
  ledger: Ledger,
  period: BudgetPeriod,
  today: string,
): WindowSpending {
  return countedIn(ledger, period, today).spending;
}

/** Every figure of the ledger on `today`, by the domain's rules. */
export function expectedFigures(ledger: Ledger, today: string): Figures {
  const month = countedIn(ledger, "monthly", today);
  const balances = new Map(
    ledger.accounts.map((a) => [a.id, balanceOf(ledger, a, today)]),
  );
  const worth = netWorth(
    ledger.accounts.map((a) => ({
      accountType: a.accountType,
      balanceCents: balances.get(a.id) ?? toCents(0),
    })),
  );
  return {
    ...month.spending,
    today,
    balances,
    worth,
    spendingCents: totalSpending(month.totals),
    incomeCents: totalIncome(month.totals),
    pendingCount: month.rows.filter((r) => r.isPending).length,
    upcomingIds: ascendingIds(
      ledger.rows.filter((r) => isUpcoming(r.transactionDate, today)),
    ),
  };
}
