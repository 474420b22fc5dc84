import type { GoalBody } from "@finch/contracts";
import { centsToDecimalText, centsToWire, isCalendarDate } from "@finch/domain";
import { z } from "zod";
import { amountTextToCents } from "../../../shared/amount-text";
import type { Goal } from "../api/goal-queries";

/**
 * The goal dialog's fields, as typed. Product spec §5: name, target amount and target date are
 * required; a target amount that cannot be read falls back to 0, which is then refused visibly.
 */
export const goalFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: "Name is required" })
      .max(100, { error: "Name must be at most 100 characters long" }),
    description: z
      .string()
      .trim()
      .max(500, { error: "Description must be at most 500 characters long" }),
    target_amount: z
      .string()
      .trim()
      .min(1, { error: "Target amount is required", abort: true })
      .transform(amountTextToCents)
      .refine((cents) => cents > 0, {
        error: "Target amount must be greater than 0",
      }),
    target_date: z
      .string()
      .min(1, { error: "Target date is required", abort: true })
      .refine(isCalendarDate, { error: "Enter a valid date" }),
  })
  .transform((values): GoalBody => ({
    name: values.name,
    description: values.description === "" ? null : values.description,
    target_amount: centsToWire(values.target_amount),
    target_date: values.target_date,
  }));

/** The fields as the form holds them. */
export interface GoalFormValues {
  name: string;
  description: string;
  target_amount: string;
  target_date: string;
}

/** Wire field names mapped to form fields, for the server's 422 messages. */
export const GOAL_FIELDS_BY_WIRE_NAME = {
  name: "name",
  description: "description",
  target_amount: "target_amount",
  target_date: "target_date",
} as const;

/** An empty form whose target date is today (spec §9), or the goal's values for an edit. */
export function goalFormDefaults(today: string, goal?: Goal): GoalFormValues {
  if (goal === undefined)
    return { name: "", description: "", target_amount: "", target_date: today };
  return {
    name: goal.name,
    description: goal.description ?? "",
    target_amount: centsToDecimalText(goal.targetCents),
    target_date: goal.targetDate,
  };
}
