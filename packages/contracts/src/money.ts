import {
  isCalendarDate,
  parseMoney,
  parseMoneyInput,
  wireToCents,
  type Cents,
  type MoneyInputProblem,
} from "@finch/domain";
import { z } from "zod";

/** Whether an amount may be zero or negative (balances) or must be above zero (transactions). */
export type MoneySign = "positive" | "any";

/**
 * An amount on the wire: a JSON number (or its decimal text, for query strings) with at most two
 * places, converted to integer cents through its decimal text — never by float arithmetic.
 * `label` names the field in messages ("Amount must be greater than 0").
 */
export function moneyInput(label: string, sign: MoneySign) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .transform((value, ctx) => centsOrIssue(value, label, sign, ctx));
}

/**
 * A money field as a form holds it: required text in any notation `parseMoneyInput` reads
 * ('$1,250.00', '(100)'), checked by the same rule the server applies to the wire.
 */
export function moneyText(label: string, sign: MoneySign) {
  return z
    .string()
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .transform((value, ctx) => centsOrIssue(value, label, sign, ctx));
}

function centsOrIssue(
  value: number | string,
  label: string,
  sign: MoneySign,
  ctx: z.RefinementCtx,
): Cents {
  const read = readMoney(value, sign);
  if ("cents" in read) return read.cents;
  ctx.addIssue({
    code: "custom",
    message: MESSAGES[read.problem](label, sign),
    params: { type: read.problem },
  });
  return z.NEVER;
}

/**
 * What is wrong with typed money, as the field shows it; undefined when it can be saved. With
 * `decimals` 0 (a currency without minor units, the yen) a fraction is refused as well.
 */
export function moneyTextProblem(
  text: string,
  label: string,
  sign: MoneySign,
  decimals: 0 | 2 = 2,
): string | undefined {
  if (text.trim() === "") return undefined;
  const read = readMoney(text, sign);
  if ("problem" in read) return MESSAGES[read.problem](label, sign);
  return decimals === 0 && read.cents % 100 !== 0
    ? `${label} must be a whole amount, without decimals`
    : undefined;
}

function readMoney(
  value: number | string,
  sign: MoneySign,
): { cents: Cents } | { problem: MoneyInputProblem | "too_small" } {
  const parsed = parseMoneyInput(value);
  if ("problem" in parsed) return parsed;
  return sign === "positive" && parsed.cents <= 0
    ? { problem: "too_small" }
    : parsed;
}

const MESSAGES: Record<
  MoneyInputProblem | "too_small",
  (label: string, sign: MoneySign) => string
> = {
  not_a_number: (label) => `${label} must be a number`,
  decimal_places: (label) => `${label} must have at most 2 decimal places`,
  too_small: (label) => `${label} must be greater than 0`,
  too_big: (label, sign) =>
    sign === "any"
      ? `${label} must be between -${MAX_INPUT_TEXT} and ${MAX_INPUT_TEXT}`
      : `${label} must be at most ${MAX_INPUT_TEXT}`,
};

/** The cap, as users read it: 1,000,000,000.00. */
const MAX_INPUT_TEXT = "1,000,000,000.00";

/** An amount sent to clients: a number with at most two places. */
export const moneyOutput = z.number();

/**
 * An amount as a client reads it: `moneyOutput` (or its decimal text, which docs/product.md §3
 * allows for a balance) becomes integer cents through its decimal text, never by float
 * arithmetic. Anything else, or more than two places, fails the read.
 */
export const moneyOutputCents = z
  .union([z.number(), z.string()])
  .transform((value, ctx): Cents => {
    const cents =
      typeof value === "number" ? wireToCents(value) : parseMoney(value);
    if (cents !== undefined) return cents;
    ctx.addIssue({ code: "custom", message: "Not an amount" });
    return z.NEVER;
  });

/** A calendar date `YYYY-MM-DD` between 1900 and 2100. */
export function dateInput(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be a valid date (YYYY-MM-DD)`,
    })
    .refine((value) => isCalendarDate(value), {
      error: `${label} must be a valid date (YYYY-MM-DD)`,
      params: { type: "invalid_date" },
    });
}

/** A positive integer id in a path or body, given as a number or its decimal text. */
export function idInput(label: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be a valid id`,
    })
    .transform((value, ctx): number => {
      const id =
        typeof value === "number"
          ? value
          : /^\s*\d{1,15}\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isSafeInteger(id) || id <= 0) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a valid id`,
          params: { type: "invalid_id" },
        });
        return z.NEVER;
      }
      return id;
    });
}

/** A whole number from a query string between `min` and `max` (paging's skip and limit). */
export function pageNumber(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${String(min)}` })
    .max(max, { error: `${label} must be at most ${String(max)}` });
}
