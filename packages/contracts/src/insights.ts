import { z } from "zod";
import { moneyOutput } from "./money";

/** A month-over-month change; absent when last month has nothing to compare with. */
const trendSchema = z
  .object({
    /** Change in percent, one decimal (12.5 means up 12.5 %). */
    percent: z.number(),
    /** The figure it is compared with. */
    previous_amount: moneyOutput,
  })
  .nullable();

/**
 * `GET /insights/summary`: what the dashboard's cards need beyond the four lists, computed on
 * the server over all of the user's data (docs/architecture.md §5), not over the five recent rows.
 */
export const insightsSummaryResponseSchema = z
  .object({
    /** Today in the profile time zone. */
    today: z.string(),
    month: z.object({ start_date: z.string(), end_date: z.string() }),
    /** Net worth: assets less liabilities, each liability counted as the amount owed (`netWorth`, docs/glossary.md). */
    total_balance: moneyOutput,
    account_count: z.number().int(),
    /** This month's spending: debits outside transfers, net of refunds, pending included. */
    monthly_spending: moneyOutput,
    /** This month's income: credits in salary, investment and other. */
    monthly_income: moneyOutput,
    /** Transactions of this month still pending (counted in the figures above). */
    pending_count: z.number().int(),
    /** Total balance now against the end of last month. */
    balance_trend: trendSchema,
    /** Spending so far this month against the same days of last month. */
    spending_trend: trendSchema,
  })
  .meta({ id: "InsightsSummary" });
/** The dashboard summary as clients see it. */
export type InsightsSummaryResponse = z.infer<
  typeof insightsSummaryResponseSchema
>;
