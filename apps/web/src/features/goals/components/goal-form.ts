import { goalBodySchema, moneyText, type GoalBody } from "@finch/contracts";
import { centsToDecimalText, centsToWire } from "@finch/domain";
import { z } from "zod";
import type { Goal } from "../api/goal-queries";

const wire = goalBodySchema.shape;

/**
 * The goal dialog's fields, as typed, checked by the contract's own field rules (name,
 * description, date) and the money rule the server applies: a target that cannot be read is
 * said under the field and never saved as 0 (issue 27).
 */
export const goalFormSchema = z
  .object({
    name: wire.name,
    description: z.string().pipe(wire.description.unwrap().unwrap()),
    target_amount: moneyText("Target amount", "positive"),
    target_date: z
      .string()
      .min(1, { error: "Target date is required", abort: true })
      .pipe(wire.target_date),
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

/**
 * An empty form whose target date is today (docs/product.md §9), or the goal's values for an edit.
 */
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
