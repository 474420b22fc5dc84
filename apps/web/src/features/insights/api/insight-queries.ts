import {
  insightsSummaryResponseSchema,
  moneyOutputCents,
} from "@finch/contracts";
import type { Cents } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/** A month-over-month change; `undefined` when last month has nothing to compare with. */
export interface Trend {
  percent: number;
  previousCents: Cents;
}

/** The dashboard's figures beyond its four lists (`GET /insights/summary`). */
export interface Summary {
  /** Today in the profile time zone, `YYYY-MM-DD`. */
  today: string;
  monthStartDate: string;
  monthEndDate: string;
  totalBalanceCents: Cents;
  accountCount: number;
  monthlySpendingCents: Cents;
  monthlyIncomeCents: Cents;
  pendingCount: number;
  balanceTrend: Trend | undefined;
  spendingTrend: Trend | undefined;
}

/** Query keys of the insights; every account or transaction write invalidates `all`. */
export const insightKeys = {
  all: queryRoots.insights,
  summary: () => [...insightKeys.all, "summary"] as const,
};

/** The signed-in user's summary figures. */
export function summaryQueryOptions() {
  return queryOptions({
    queryKey: insightKeys.summary(),
    queryFn: () => apiRequest("/insights/summary", { schema: summarySchema }),
  });
}

/** The signed-in user's summary figures. */
export function useSummary() {
  return useQuery(summaryQueryOptions());
}

const trendSchema = z
  .object({ percent: z.number(), previous_amount: moneyOutputCents })
  .nullable()
  .transform((wire): Trend | undefined =>
    wire === null
      ? undefined
      : { percent: wire.percent, previousCents: wire.previous_amount },
  );

const summarySchema = insightsSummaryResponseSchema
  .extend({
    total_balance: moneyOutputCents,
    monthly_spending: moneyOutputCents,
    monthly_income: moneyOutputCents,
    balance_trend: trendSchema,
    spending_trend: trendSchema,
  })
  .transform((wire): Summary => ({
    today: wire.today,
    monthStartDate: wire.month.start_date,
    monthEndDate: wire.month.end_date,
    totalBalanceCents: wire.total_balance,
    accountCount: wire.account_count,
    monthlySpendingCents: wire.monthly_spending,
    monthlyIncomeCents: wire.monthly_income,
    pendingCount: wire.pending_count,
    balanceTrend: wire.balance_trend,
    spendingTrend: wire.spending_trend,
  }));
