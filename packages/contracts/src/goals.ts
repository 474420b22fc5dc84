import { z } from "zod";
import { dateInput, idInput, moneyInput, moneyOutput } from "./money";

/** `POST /goals` and `PUT /goals/{id}`: the goal payload of docs/product.md §3. */
export const goalBodySchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "Name must be at most 100 characters long" }),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(500, { error: "Description must be at most 500 characters long" })
    .nullable()
    .optional(),
  target_amount: moneyInput("Target amount", "positive"),
  target_date: dateInput("Target date"),
});
/** Goal payload. */
export type GoalBody = z.input<typeof goalBodySchema>;

/** `{id}` in a goal path. */
export const goalParamsSchema = z.object({ id: idInput("Goal id") });

/**
 * `POST /goals/{id}/contribute?amount=12.34`: at least 0.01, at most two places
 * (docs/product.md §5, §9).
 */
export const contributeQuerySchema = z.object({
  amount: moneyInput("Amount", "positive"),
});

/** One goal on the wire: the stored fields plus the figures the goals screen shows. */
export const goalResponseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    target_amount: moneyOutput,
    current_amount: moneyOutput,
    /** `YYYY-MM-DD`. */
    target_date: z.string(),
    is_active: z.boolean(),
    is_completed: z.boolean(),
    /** Saved ÷ target in percent, one decimal, rounded down, uncapped. */
    progress_percent: z.number(),
    /** Target − saved, never below 0. */
    remaining_amount: moneyOutput,
    /** Signed days from today (profile time zone) to the target date; ≤ 0 once it is due. */
    days_left: z.number().int(),
    /** Monthly saving that reaches the target on time; null when nothing remains or the date is due. */
    required_per_month: moneyOutput.nullable(),
    /** When the pace of the last 90 days reaches the target; null without recent contributions. */
    projected_completion_date: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Goal" });
/** A goal as clients see it. */
export type GoalResponse = z.infer<typeof goalResponseSchema>;

/** One contribution in a goal's history. */
export const goalContributionResponseSchema = z
  .object({
    id: z.number().int(),
    amount: moneyOutput,
    /** The day it was made, in the profile's time zone. */
    contributed_on: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "GoalContribution" });
/** A contribution as clients see it. */
export type GoalContributionResponse = z.infer<
  typeof goalContributionResponseSchema
>;

/** `GET /goals/{id}/contributions`: newest first. */
export const goalContributionListResponseSchema = z.object({
  contributions: z.array(goalContributionResponseSchema),
});

/** `{id}` and `{contributionId}` in a contribution path. */
export const goalContributionParamsSchema = z.object({
  id: idInput("Goal id"),
  contributionId: idInput("Contribution id"),
});

/** `GET /goals`. */
export const goalListResponseSchema = z.object({
  goals: z.array(goalResponseSchema),
});
/** The goals list. */
export type GoalListResponse = z.infer<typeof goalListResponseSchema>;
