/**
 * How expected figures are written: money with en-US number style in the profile currency
 * (`$1,234.56`, `£1,234.56`, `-€5.00`, `A$1,234.56`), percentages with one decimal. Integer
 * arithmetic only.
 */
import type { Currency } from "./household";

const SYMBOLS: Record<Currency, string> = {
  USD: "$",
  GBP: "£",
  EUR: "€",
  AUD: "A$",
};

export function money(cents: number, currency: Currency): string {
  if (!Number.isSafeInteger(cents))
    throw new Error(`not cents: ${String(cents)}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    ",",
  );
  return `${sign}${SYMBOLS[currency]}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** a ÷ b rounded half away from zero, for integers and b > 0. */
export function roundDiv(a: number, b: number): number {
  if (b <= 0) throw new Error("divide by a positive number");
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** part ÷ whole as a percentage with one decimal ("38.2%"), rounded half away from zero. */
export function percent(part: number, whole: number): string {
  const tenths = roundDiv(part * 1000, whole);
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${String(Math.floor(abs / 10))}.${String(abs % 10)}%`;
}

/**
 * Progress toward a limit or target (budget used, goal saved) as the budgets and goals screens
 * show it: one decimal, rounded toward zero, so 99.96 % is never shown as reached ("99.9%").
 */
export function progress(part: number, whole: number): string {
  const tenths = Math.trunc((part * 1000) / whole);
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${String(Math.floor(abs / 10))}.${String(abs % 10)}%`;
}

/** Decimal text of cents for the API ("1234.5" is never sent: always two places). */
export function wire(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}
