/**
 * The evaluation's oracle: plain loops over a household's raw rows, sharing no code with the app,
 * applying the documented rules. Spending is debits outside `transfer` less refunds (credits in
 * the same non-income category), never below zero per category; income is credits in salary,
 * investment and other; rows dated after today are upcoming and count nowhere else.
 */
import { addDays, type Window } from "./calendar";
import type { EvalTransaction, Household } from "./household";

const INCOME = new Set(["salary", "investment", "other"]);
const LIABILITIES = new Set(["credit_card", "loan", "mortgage"]);

/** Which rows a figure reads; every field present must match. */
export interface Filter {
  categories?: string[];
  merchants?: string[];
  /** Account keys. */
  accounts?: string[];
  /** Text the description contains, without regard to case. */
  described?: string;
}

function matches(t: EvalTransaction, f: Filter): boolean {
  if (f.categories && !f.categories.includes(t.category)) return false;
  if (f.merchants && !f.merchants.includes(t.merchant)) return false;
  if (f.accounts && !f.accounts.includes(t.account)) return false;
  if (
    f.described &&
    !t.description.toLowerCase().includes(f.described.toLowerCase())
  )
    return false;
  return true;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

export type Ledger = ReturnType<typeof ledger>;

/** The figures of one household, as of its today. */
export function ledger(h: Household) {
  const rows = (w: Window, f: Filter = {}) =>
    h.transactions.filter(
      (t) =>
        t.date >= w.start &&
        t.date <= w.end &&
        t.date <= h.today &&
        matches(t, f),
    );
  /** Net spending per key (category, or merchant) under the per-category refund rule. */
  const netBy = (w: Window, f: Filter, key: (t: EvalTransaction) => string) => {
    const net = new Map<string, Map<string, number>>();
    for (const t of rows(w, f)) {
      if (t.category === "transfer") continue;
      if (t.type === "credit" && INCOME.has(t.category)) continue;
      const byCategory = net.get(key(t)) ?? new Map<string, number>();
      const signed = t.type === "debit" ? t.cents : -t.cents;
      byCategory.set(t.category, (byCategory.get(t.category) ?? 0) + signed);
      net.set(key(t), byCategory);
    }
    const out = new Map<string, number>();
    for (const [k, byCategory] of net)
      out.set(k, sum([...byCategory.values()].map((v) => Math.max(0, v))));
    return out;
  };
  const spend = (w: Window, f: Filter = {}) =>
    sum(netBy(w, f, (t) => t.category).values());
  const ranked = (m: Map<string, number>) =>
    [...m].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
  return {
    household: h,
    rows,
    spend,
    byCategory: (w: Window, f: Filter = {}) =>
      ranked(netBy(w, f, (t) => t.category)),
    byMerchant: (w: Window, f: Filter = {}) =>
      ranked(netBy(w, f, (t) => t.merchant)),
    income: (w: Window, f: Filter = {}) =>
      sum(
        rows(w, f)
          .filter((t) => t.type === "credit" && INCOME.has(t.category))
          .map((t) => t.cents),
      ),
    refunds: (w: Window, f: Filter = {}) =>
      sum(
        rows(w, f)
          .filter(
            (t) =>
              t.type === "credit" &&
              !INCOME.has(t.category) &&
              t.category !== "transfer",
          )
          .map((t) => t.cents),
      ),
    transfers: (w: Window, type: "debit" | "credit", f: Filter = {}) =>
      sum(
        rows(w, f)
          .filter((t) => t.category === "transfer" && t.type === type)
          .map((t) => t.cents),
      ),
    /** Purchases: debit rows outside transfer. */
    purchases: (w: Window, f: Filter = {}) =>
      rows(w, f)
        .filter((t) => t.type === "debit" && t.category !== "transfer")
        .sort((a, b) => b.cents - a.cents),
    /**
     * Merchants of a category charged in the last 35 days, each with its latest charge: what a
     * monthly subscription costs now (a cancelled one has stopped charging).
     */
    activeRecurring: (category: string) => {
      const latest = new Map<string, EvalTransaction>();
      for (const t of rows(
        { start: "1900-01-01", end: h.today },
        { categories: [category] },
      ))
        if (
          t.type === "debit" &&
          (latest.get(t.merchant)?.date ?? "") <= t.date
        )
          latest.set(t.merchant, t);
      const recent = addDays(h.today, -35);
      return [...latest.values()].filter((t) => t.date >= recent);
    },
    upcoming: () =>
      h.transactions
        .filter((t) => t.date > h.today)
        .sort((a, b) => (a.date < b.date ? -1 : 1)),
    ...balances(h),
  };
}

function balances(h: Household) {
  const owed = (cents: number) => Math.abs(cents);
  const liabilities = h.accounts.filter((a) => LIABILITIES.has(a.type));
  const assets = h.accounts.filter((a) => !LIABILITIES.has(a.type));
  const assetsCents = sum(assets.map((a) => a.finalCents));
  const liabilitiesCents = sum(liabilities.map((a) => owed(a.finalCents)));
  return {
    assetsCents,
    liabilitiesCents,
    netWorthCents: assetsCents - liabilitiesCents,
    /** What a liability account owes, whichever sign it was typed with. */
    owedOn: (key: string) => {
      const account = liabilities.find((a) => a.key === key);
      if (!account) throw new Error(`no liability ${key}`);
      return owed(account.finalCents);
    },
    balanceOf: (key: string) => {
      const account = h.accounts.find((a) => a.key === key);
      if (!account) throw new Error(`no account ${key}`);
      return account.finalCents;
    },
  };
}
