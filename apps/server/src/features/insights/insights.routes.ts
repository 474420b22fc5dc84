import {
  errorBodySchema,
  insightsSummaryResponseSchema,
  type InsightsSummaryResponse,
} from "@finch/contracts";
import { centsToWire } from "@finch/domain";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import type { InsightsService, Summary, Trend } from "./insights.service";

/** `/insights/*`: figures that combine accounts, transactions and periods. */
export function insightsRoutes(
  insightsService: InsightsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/insights/summary",
      {
        schema: {
          tags: ["insights"],
          response: {
            200: insightsSummaryResponseSchema,
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return toSummaryResponse(
          await insightsService.summary(user.id, user.facts),
        );
      },
    );
    done();
  };
}

function toSummaryResponse(summary: Summary): InsightsSummaryResponse {
  return {
    today: summary.today,
    month: {
      start_date: summary.month.startDate,
      end_date: summary.month.endDate,
    },
    total_balance: centsToWire(summary.totalBalanceCents),
    account_count: summary.accountCount,
    monthly_spending: centsToWire(summary.monthlySpendingCents),
    monthly_income: centsToWire(summary.monthlyIncomeCents),
    pending_count: summary.pendingCount,
    balance_trend: toTrend(summary.balanceTrend),
    spending_trend: toTrend(summary.spendingTrend),
  };
}

function toTrend(trend: Trend | undefined) {
  return trend === undefined
    ? null
    : {
        percent: trend.percent,
        previous_amount: centsToWire(trend.previousCents),
      };
}
