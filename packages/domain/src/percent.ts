/**
 * Percentages (ADR 0036): progress toward a limit or a target rounds toward zero
 * (`sharePercent`); any other ratio — a share of a total, a savings rate, a change — rounds to the
 * nearest tenth (`ratioPercent`). Both are shown by `formatPercent`.
 */
import { roundHalfAwayFromZero, type Cents } from "./money";

/**
 * `part` as a percentage of `whole`, one decimal, rounded toward zero and uncapped: 99.96 % reads
 * 99.9 %, so a budget or goal never shows 100 % before it gets there, and 120.5 % means 20.5 %
 * over. 0 when the whole is zero or less. In integers (BigInt), so large amounts keep every cent.
 */
export function sharePercent(part: Cents, whole: Cents): number {
  if (whole <= 0) return 0;
  return Number((BigInt(part) * 1000n) / BigInt(whole)) / 10;
}

/**
 * `part` as a percentage of `whole`, one decimal, rounded to the nearest (half away from zero),
 * in integers: a category's share of spending, a savings rate, a month-over-month change
 * (`whole` is then the earlier figure's size). Either may be negative; 0 when `whole` is 0.
 */
export function ratioPercent(part: Cents, whole: Cents): number {
  if (whole === 0) return 0;
  return roundHalfAwayFromZero(BigInt(part) * 1000n, BigInt(whole)) / 10;
}

const percentFormat = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 1,
});
const tenthsFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * A percentage as shown: 80 → '80%', 80.5 → '80.5%', 1234.5 → '1,234.5%'. In a sentence that
 * states a ratio (the assistant's "12.0% of your spending"), `withTenths` always shows the tenth.
 */
export function formatPercent(percent: number, withTenths = false): string {
  return `${(withTenths ? tenthsFormat : percentFormat).format(percent)}%`;
}

/** A fraction such as an alert threshold (0.8) in basis points (8,000), exactly. */
export function fractionToBasisPoints(fraction: number): number {
  return Math.round(fraction * 10_000);
}

/** Basis points (8,000) as the fraction the wire speaks (0.8). */
export function basisPointsToFraction(basisPoints: number): number {
  return basisPoints / 10_000;
}

/** A percent a person types (85.5) in basis points (8,550), exactly. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points (8,000) as the percent a person types (80). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
