import {
  isCalendarDate,
  parseMoneyInput,
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
    .transform((value, ctx): Cents => {
      const parsed = parseMoneyInput(value);
      const problem =
        "problem" in parsed
          ? parsed.problem
          : sign === "positive" && parsed.cents <= 0
            ? "too_small"
            : undefined;
      if (problem !== undefined || !("cents" in parsed)) {
        const kind = problem ?? "not_a_number";
        ctx.addIssue({
          code: "custom",
          message: MESSAGES[kind](label, sign),
          params: { type: kind },
        });
        return z.NEVER;
      }
      return parsed.cents;
    });
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
