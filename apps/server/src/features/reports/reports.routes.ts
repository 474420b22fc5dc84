import {
  cashFlowQuerySchema,
  cashFlowResponseSchema,
  errorBodySchema,
  netWorthQuerySchema,
  netWorthResponseSchema,
  spendingReportQuerySchema,
  spendingReportResponseSchema,
  validationErrorBodySchema,
  type CashFlowResponse,
  type NetWorthResponse,
  type SpendingReportResponse,
} from "@finch/contracts";
import { centsToWire, type CashFlow } from "@finch/domain";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import type {
  CashFlowReport,
  NetWorthReport,
  ReportsService,
  SpendingReport,
} from "./reports.service";

const errors = {
  401: errorBodySchema,
  422: validationErrorBodySchema,
};

/** `/reports/*`: cash flow, spending and net worth over a range (docs/design/reports.md). */
export function reportsRoutes(
  reportsService: ReportsService,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/reports/cash-flow",
      {
        schema: {
          tags: ["reports"],
          querystring: cashFlowQuerySchema,
          response: {
            200: cashFlowResponseSchema,
            404: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const q = request.query;
        const user = currentUser(request);
        return toCashFlowResponse(
          await reportsService.cashFlow(
            user.id,
            {
              startDate: q.start_date,
              endDate: q.end_date,
              interval: q.interval,
              accountId: q.account_id,
            },
            user.facts,
          ),
        );
      },
    );

    app.get(
      "/reports/spending",
      {
        schema: {
          tags: ["reports"],
          querystring: spendingReportQuerySchema,
          response: { 200: spendingReportResponseSchema, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const user = currentUser(request);
        return toSpendingResponse(
          await reportsService.spending(
            user.id,
            {
              startDate: q.start_date,
              endDate: q.end_date,
              groupBy: q.group_by,
              interval: q.interval,
              limit: q.limit,
            },
            user.facts,
          ),
        );
      },
    );

    app.get(
      "/reports/net-worth",
      {
        schema: {
          tags: ["reports"],
          querystring: netWorthQuerySchema,
          response: { 200: netWorthResponseSchema, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const user = currentUser(request);
        return toNetWorthResponse(
          await reportsService.netWorth(
            user.id,
            {
              startDate: q.start_date,
              endDate: q.end_date,
              interval: q.interval,
            },
            user.facts,
          ),
        );
      },
    );
    done();
  };
}

function flowOf(flow: CashFlow) {
  return {
    income: centsToWire(flow.incomeCents),
    spending: centsToWire(flow.spendingCents),
    net: centsToWire(flow.netCents),
  };
}

function toCashFlowResponse(report: CashFlowReport): CashFlowResponse {
  return {
    interval: report.interval,
    start_date: report.range.startDate,
    end_date: report.range.endDate,
    periods: report.periods.map((period) => ({
      start: period.startDate,
      end: period.endDate,
      ...flowOf(period),
    })),
    totals: {
      ...flowOf(report.totals),
      savings_rate: report.totals.savingsRate ?? null,
    },
  };
}

function toSpendingResponse(report: SpendingReport): SpendingReportResponse {
  return {
    group_by: report.groupBy,
    interval: report.interval ?? null,
    start_date: report.range.startDate,
    end_date: report.range.endDate,
    total: centsToWire(report.totalCents),
    groups: report.groups.map((group) => ({
      key: group.key,
      label: group.label,
      amount: centsToWire(group.amountCents),
      count: group.count,
      share: group.share,
      ...(group.series && {
        series: group.series.map((point) => ({
          start: point.start,
          amount: centsToWire(point.amountCents),
        })),
      }),
    })),
  };
}

function toNetWorthResponse(report: NetWorthReport): NetWorthResponse {
  return {
    interval: report.interval,
    start_date: report.range.startDate,
    end_date: report.range.endDate,
    points: report.points.map((point) => ({
      date: point.date,
      assets: centsToWire(point.assetsCents),
      liabilities: centsToWire(point.liabilitiesCents),
      net_worth: centsToWire(point.netWorthCents),
    })),
  };
}
