/**
 * The reference implementation: deliberately naive loops over the raw fixture, sharing no code
 * with the analyst, so the expected figures are computed independently.
 */
import type { Fixture, RawTx } from "./fixture";

const INCOME = ["salary", "investment", "other"];

/** "$1,234.56". */
export function usd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

export interface Filter {
  start?: string;
  end?: string;
  category?: string;
  merchants?: string[];
}

function matches(t: RawTx, f: Filter): boolean {
  if (f.start && t.date < f.start) return false;
  if (f.end && t.date > f.end) return false;
  if (f.category && t.category !== f.category) return false;
  if (f.merchants && !f.merchants.includes(t.merchant)) return false;
  return true;
}

/** The oracle over one fixture. */
export function oracle(fx: Fixture) {
  const spendByCategory = (f: Filter): Record<string, number> => {
    const debit: Record<string, number> = {};
    const credit: Record<string, number> = {};
    for (const t of fx.transactions) {
      if (!matches(t, f) || t.category === "transfer") continue;
      if (t.type === "debit")
        debit[t.category] = (debit[t.category] ?? 0) + t.cents;
      else credit[t.category] = (credit[t.category] ?? 0) + t.cents;
    }
    const out: Record<string, number> = {};
    for (const c of new Set([...Object.keys(debit), ...Object.keys(credit)])) {
      const refunds = INCOME.includes(c) ? 0 : (credit[c] ?? 0);
      out[c] = Math.max(0, (debit[c] ?? 0) - refunds);
    }
    return out;
  };
  const spend = (f: Filter) =>
    Object.values(spendByCategory(f)).reduce((a, b) => a + b, 0);
  const income = (f: Filter) => {
    let sum = 0;
    for (const t of fx.transactions)
      if (matches(t, f) && t.type === "credit" && INCOME.includes(t.category))
        sum += t.cents;
    return sum;
  };
  const count = (f: Filter) =>
    fx.transactions.filter(
      (t) => matches(t, f) && t.type === "debit" && t.category !== "transfer",
    ).length;
  const topCategory = (f: Filter) =>
    Object.entries(spendByCategory(f)).sort((a, b) => b[1] - a[1])[0] ?? [
      "",
      0,
    ];
  const byMerchant = (f: Filter) => {
    const m: Record<string, number> = {};
    for (const t of fx.transactions)
      if (matches(t, f) && t.type === "debit" && t.category !== "transfer")
        m[t.merchant] = (m[t.merchant] ?? 0) + t.cents;
    return Object.entries(m).sort((a, b) => b[1] - a[1]);
  };
  const largest = (f: Filter) =>
    fx.transactions
      .filter(
        (t) => matches(t, f) && t.type === "debit" && t.category !== "transfer",
      )
      .sort((a, b) => b.cents - a.cents);
  let assets = 0;
  let debts = 0;
  for (const a of fx.accounts) {
    if (["credit_card", "loan", "mortgage"].includes(a.type)) debts += -a.cents;
    else assets += a.cents;
  }
  return {
    spend,
    spendByCategory,
    income,
    count,
    topCategory,
    byMerchant,
    largest,
    assets,
    debts,
    netWorth: assets - debts,
  };
}
