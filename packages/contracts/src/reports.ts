import { REPORT_INTERVALS, daysBetween } from "@finch/domain";
import { z } from "zod";
import { dateInput, idInput, moneyOutput } from "./money";

/** The intervals of the net-worth report. */
export const NET_WORTH_INTERVALS = ["week", "month"] as const;

/** What the spending report groups by. */
export const SPENDING_GROUPINGS = ["category", "merchant", "account"] as const;
/** One spending grouping. */
export type SpendingGrouping = (typeof SPENDING_GROUPINGS)[number];

/** The longest range a report covers: twenty years, in days. */
export const MAX_REPORT_DAYS = 20 * 366;

/** The most groups the spending report returns. */
export const MAX_REPORT_GROUPS = 100;

/** The most periods a budget's history goes back; the default is 12. */
export const MAX_BUDGET_HISTORY_PERIODS = 60;

function oneOf<T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) {
  return z.enum(values, {
    error: `${label} must be one of: ${values.join(", ")}`,
  });
}

/** The range every report reads; without one, the last 12 months by month (the server's today). */
const rangeShape = {
  start_date: dateInput("Start date").optional(),
  end_date: dateInput("End date").optional(),
};

type Range = { start_date?: string | undefined; end_date?: string | undefined };

/** Both range checks, each naming `start_date`: its order and its length. */
function checkedRange<T extends z.ZodType<Range>>(schema: T) {
  return schema
    .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
      error: "Start date must be on or before the end date",
      path: ["start_date"],
    })
    .refine(
      (q) =>
        !q.start_date ||
        !q.end_date ||
        q.start_date > q.end_date ||
        daysBetween(q.start_date, q.end_date) < MAX_REPORT_DAYS,
      {
        error: "A report covers at most 20 years",
        path: ["start_date"],
      },
    );
}

/** A report's range alone, with both of its checks (the web checks typed dates with it). */
export const reportRangeQuerySchema = checkedRange(z.object(rangeShape));

/** `GET /reports/cash-flow` query. */
export const cashFlowQuerySchema = checkedRange(
  z.object({
    ...rangeShape,
    interval: oneOf(REPORT_INTERVALS, "Interval").default("month"),
    account_id: idInput("Account").optional(),
  }),
);
/** Parsed cash-flow query. */
export type CashFlowQuery = z.output<typeof cashFlowQuerySchema>;

/** `GET /reports/spending` query. */
export const spendingReportQuerySchema = checkedRange(
  z.object({
    ...rangeShape,
    group_by: oneOf(SPENDING_GROUPINGS, "Group by").default("category"),
    interval: oneOf(REPORT_INTERVALS, "Interval").optional(),
    limit: z.coerce
      .number({ error: "Limit must be a whole number" })
      .int({ error: "Limit must be a whole number" })
      .min(1, { error: "Limit must be at least 1" })
      .max(MAX_REPORT_GROUPS, {
        error: `Limit must be at most ${String(MAX_REPORT_GROUPS)}`,
      })
      .optional(),
  }),
);
/** Parsed spending-report query. */
export type SpendingReportQuery = z.output<typeof spendingReportQuerySchema>;

/** `GET /reports/net-worth` query. */
export const netWorthQuerySchema = checkedRange(
  z.object({
    ...rangeShape,
    interval: oneOf(NET_WORTH_INTERVALS, "Interval").default("month"),
  }),
);
/** Parsed net-worth query. */
export type NetWorthQuery = z.output<typeof netWorthQuerySchema>;

/** `GET /budgets/{id}/history` query. */
export const budgetHistoryQuerySchema = z.object({
  periods: z.coerce
    .number({ error: "Periods must be a whole number" })
    .int({ error: "Periods must be a whole number" })
    .min(1, { error: "Periods must be at least 1" })
    .max(MAX_BUDGET_HISTORY_PERIODS, {
      error: `Periods must be at most ${String(MAX_BUDGET_HISTORY_PERIODS)}`,
    })
    .default(12),
});

/** The range a report answered for, after its defaults. */
const answeredRange = {
  start_date: z.string(),
  end_date: z.string(),
};

/** `GET /reports/cash-flow`: income, spending and net per period, oldest first. */
export const cashFlowResponseSchema = z
  .object({
    interval: z.enum(REPORT_INTERVALS),
    ...answeredRange,
    periods: z.array(
      z.object({
        /** The period's first and last day within the range. */
        start: z.string(),
        end: z.string(),
        income: moneyOutput,
        spending: moneyOutput,
        /** Income less spending: what was kept. */
        net: moneyOutput,
      }),
    ),
    totals: z.object({
      income: moneyOutput,
      spending: moneyOutput,
      net: moneyOutput,
      /** Net as a percentage of income, one decimal; null without income. */
      savings_rate: z.number().nullable(),
    }),
  })
  .meta({ id: "CashFlowReport" });
/** The cash-flow report as clients see it. */
export type CashFlowResponse = z.infer<typeof cashFlowResponseSchema>;

/** `GET /reports/spending`: spending by category, merchant or account, largest first. */
export const spendingReportResponseSchema = z
  .object({
    group_by: z.enum(SPENDING_GROUPINGS),
    interval: z.enum(REPORT_INTERVALS).nullable(),
    ...answeredRange,
    /** All spending in the range, the dashboard's and the budgets' rule. */
    total: moneyOutput,
    groups: z.array(
      z.object({
        /** The category, the merchant's name or the account's id. */
        key: z.string(),
        label: z.string(),
        amount: moneyOutput,
        /**
         * Rows behind the amount: purchases and the refunds netted against them, in the range —
         * what the transactions list shows for the group with `flow=spending`.
         */
        count: z.number().int(),
        /** The group's percentage of the total, one decimal. */
        share: z.number(),
        /** Per period, oldest first, when an interval was asked. */
        series: z
          .array(z.object({ start: z.string(), amount: moneyOutput }))
          .optional(),
      }),
    ),
  })
  .meta({ id: "SpendingReport" });
/** The spending report as clients see it. */
export type SpendingReportResponse = z.infer<
  typeof spendingReportResponseSchema
>;

/** `GET /reports/net-worth`: assets, liabilities and net worth at the end of each period. */
export const netWorthResponseSchema = z
  .object({
    interval: z.enum(NET_WORTH_INTERVALS),
    ...answeredRange,
    points: z.array(
      z.object({
        date: z.string(),
        assets: moneyOutput,
        /** What is owed, as a positive amount. */
        liabilities: moneyOutput,
        net_worth: moneyOutput,
      }),
    ),
  })
  .meta({ id: "NetWorthReport" });
/** The net-worth report as clients see it. */
export type NetWorthResponse = z.infer<typeof netWorthResponseSchema>;

/** `GET /budgets/{id}/history`: the budget's own periods, newest first. */
export const budgetHistoryResponseSchema = z
  .object({
    budget_id: z.number().int(),
    periods: z.array(
      z.object({
        start: z.string(),
        end: z.string(),
        /** The budget's amount (its current amount; earlier amounts are not kept). */
        amount: moneyOutput,
        spent: moneyOutput,
        status: z.enum(["on_track", "near_limit", "over_budget"]),
      }),
    ),
  })
  .meta({ id: "BudgetHistory" });
/** A budget's history as clients see it. */
export type BudgetHistoryResponse = z.infer<typeof budgetHistoryResponseSchema>;
