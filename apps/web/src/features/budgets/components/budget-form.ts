import { budgetBodySchema, moneyText, type BudgetBody } from "@finch/contracts";
import type { BudgetPeriod } from "@finch/domain";
import {
  BUDGET_PERIODS,
  DEFAULT_ALERT_THRESHOLD_BP,
  basisPointsToFraction,
  basisPointsToPercent,
  centsToDecimalText,
  centsToWire,
  isCategory,
  percentToBasisPoints,
} from "@finch/domain";
import { z } from "zod";
import type { Budget } from "../api/budget-queries";

const wire = budgetBodySchema.shape;

/**
 * The budget dialog's fields, as typed, the name checked by the contract's rule. docs/product.md §5: name, category, amount and period are
 * required; an amount that cannot be read falls back to 0, which is then refused. The alert
 * threshold is a percent from 0 to 100 (fallback 80) sent as a fraction.
 */
export const budgetFormSchema = z
  .object({
    name: wire.name,
    category: z.string().refine(isCategory, { error: "Category is required" }),
    amount: moneyText("Amount", "positive"),
    period: z.enum(BUDGET_PERIODS, { error: "Period is required" }),
    alert_percent: z
      .string()
      .transform(percentTextToBasisPoints)
      .refine((bp) => bp >= 0 && bp <= 10_000, {
        error: "Alert threshold must be between 0 and 100",
      }),
  })
  .transform((values): BudgetBody => ({
    name: values.name,
    category: isCategory(values.category) ? values.category : "other",
    amount: centsToWire(values.amount),
    period: values.period,
    alert_threshold: basisPointsToFraction(values.alert_percent),
  }));

/** The fields as the form holds them. */
export interface BudgetFormValues {
  name: string;
  /** '' until a category is chosen. */
  category: string;
  amount: string;
  period: BudgetPeriod;
  /** The alert threshold as a percent of the limit, as typed ('80'). */
  alert_percent: string;
}

/** Wire field names mapped to form fields, for the server's 422 messages. */
export const BUDGET_FIELDS_BY_WIRE_NAME = {
  name: "name",
  category: "category",
  amount: "amount",
  period: "period",
  alert_threshold: "alert_percent",
} as const;

/**
 * An empty form (period monthly, threshold 80 %: docs/product.md §9), or the budget's values for an
 * edit.
 */
export function budgetFormDefaults(budget?: Budget): BudgetFormValues {
  if (budget === undefined) {
    return {
      name: "",
      category: "",
      amount: "",
      period: "monthly",
      alert_percent: String(basisPointsToPercent(DEFAULT_ALERT_THRESHOLD_BP)),
    };
  }
  return {
    name: budget.name,
    category: budget.category,
    amount: centsToDecimalText(budget.amountCents),
    period: budget.period,
    alert_percent: String(basisPointsToPercent(budget.alertThresholdBp)),
  };
}

/** True when the text reads as a percent; anything else becomes the 80 % fallback. */
export function isReadablePercent(text: string): boolean {
  return PERCENT_TEXT.test(text.trim());
}

const PERCENT_TEXT = /^\d+(?:\.\d+)?%?$/;

/** '85.5' → 8550 basis points; unreadable or empty text → 8000 (docs/product.md §5 fallback 80). */
function percentTextToBasisPoints(text: string): number {
  const trimmed = text.trim();
  if (!PERCENT_TEXT.test(trimmed)) return DEFAULT_ALERT_THRESHOLD_BP;
  return percentToBasisPoints(Number(trimmed.replace("%", "")));
}
