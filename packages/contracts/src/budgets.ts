import {
  BUDGET_PERIODS,
  CATEGORIES,
  DEFAULT_ALERT_THRESHOLD_BP,
  basisPointsToFraction,
} from "@finch/domain";
import { z } from "zod";
import { idInput, moneyInput, moneyOutput } from "./money";

const nameInput = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(100, { error: "Name must be at most 100 characters long" });

const categoryInput = z.enum(CATEGORIES, {
  error: (issue) =>
    issue.input === undefined
      ? "Category is required"
      : "Choose a category from the list",
});

const periodInput = z.enum(BUDGET_PERIODS, {
  error: (issue) =>
    issue.input === undefined
      ? "Period is required"
      : `Period must be one of: ${BUDGET_PERIODS.join(", ")}`,
});

/**
 * A fraction of the limit from 0 to 1 (docs/product.md §3); the server keeps it as basis points.
 */
const alertThresholdInput = z
  .number({ error: "Alert threshold must be a number between 0 and 1" })
  .min(0, { error: "Alert threshold must be between 0 and 1" })
  .max(1, { error: "Alert threshold must be between 0 and 1" });

/** The default alert threshold as the wire writes it: 0.8. */
export const DEFAULT_ALERT_THRESHOLD = basisPointsToFraction(
  DEFAULT_ALERT_THRESHOLD_BP,
);

/**
 * `POST /budgets` and `PUT /budgets/{id}`: the payload of docs/product.md §3. A create without
 * `alert_threshold` gets 0.8; an update without it keeps the budget's current threshold.
 */
export const budgetBodySchema = z.object({
  name: nameInput,
  category: categoryInput,
  amount: moneyInput("Amount", "positive"),
  period: periodInput,
  alert_threshold: alertThresholdInput.optional(),
});
/** Budget payload. */
export type BudgetBody = z.input<typeof budgetBodySchema>;

/** `{id}` in a budget path. */
export const budgetParamsSchema = z.object({ id: idInput("Budget id") });

/**
 * Budgets-page status (docs/product.md §4): above 100 % over, above the alert threshold near, else
 * on track.
 */
export const BUDGET_STATUSES = [
  "on_track",
  "near_limit",
  "over_budget",
] as const;

/** One budget on the wire, with its spending in the period window that contains today. */
export const budgetResponseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.enum(CATEGORIES),
    /** The limit. */
    amount: moneyOutput,
    period: z.enum(BUDGET_PERIODS),
    alert_threshold: z.number(),
    /** First day of the current window, `YYYY-MM-DD`, in the profile time zone. */
    start_date: z.string(),
    /** Last day of the current window (inclusive). */
    end_date: z.string(),
    /** Net spending of the category in the window (debits less refunds, never below 0). */
    spent_amount: moneyOutput,
    /** The same figure under the name the dashboard reads (docs/architecture.md §5). */
    spent: moneyOutput,
    /** amount − spent; negative when over budget. */
    remaining_amount: moneyOutput,
    /** spent / amount as a percentage with one decimal, uncapped. */
    percent_used: z.number(),
    status: z.enum(BUDGET_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: "Budget" });
/** A budget as clients see it. */
export type BudgetResponse = z.infer<typeof budgetResponseSchema>;

/** `GET /budgets`. */
export const budgetListResponseSchema = z.object({
  budgets: z.array(budgetResponseSchema),
});
/** The budgets list. */
export type BudgetListResponse = z.infer<typeof budgetListResponseSchema>;
