import {
  MAX_REPORT_GROUPS,
  cashFlowResponseSchema,
  moneyOutputCents,
  netWorthResponseSchema,
  spendingReportResponseSchema,
  type NetWorthResponse,
  type SpendingGrouping,
} from "@finch/contracts";
import type { Cents, DateRange, ReportInterval } from "@finch/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/** One period of the cash-flow report, its money in cents. */
export interface CashFlowPeriod extends DateRange {
  incomeCents: Cents;
  spendingCents: Cents;
  /** Income less spending: what was kept. */
  netCents: Cents;
}

/** `GET /reports/cash-flow`: income, spending and net per period (oldest first) and in total. */
export interface CashFlowReport extends DateRange {
  interval: ReportInterval;
  periods: CashFlowPeriod[];
  totals: {
    incomeCents: Cents;
    spendingCents: Cents;
    netCents: Cents;
    /** Net as a percentage of income, one decimal; undefined without income. */
    savingsRate: number | undefined;
  };
}

/** One group of the spending report: a category, a merchant or an account. */
export interface SpendingGroup {
  /** The category, the merchant's name or the account's id. */
  key: string;
  label: string;
  amountCents: Cents;
  /** Rows behind the amount: purchases and the refunds netted against them. */
  count: number;
  /** The group's percentage of all spending, one decimal. */
  share: number;
  /** Per period of the range, oldest first. */
  series: { startDate: string; amountCents: Cents }[];
}

/** `GET /reports/spending`: where the money went, largest first. */
export interface SpendingReport extends DateRange {
  groupBy: SpendingGrouping;
  interval: ReportInterval | undefined;
  totalCents: Cents;
  groups: SpendingGroup[];
}

/** Assets, liabilities (owed, positive) and net worth at the end of a period. */
export interface NetWorthPoint {
  date: string;
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
}

/** `GET /reports/net-worth`. */
export interface NetWorthReport extends DateRange {
  interval: NetWorthResponse["interval"];
  points: NetWorthPoint[];
}

/**
 * Query keys of the reports. Every account or transaction write invalidates `all` (through
 * `queryRoots`): each figure here is a sum of the ledger.
 */
export const reportKeys = {
  all: queryRoots.reports,
  cashFlow: (range: DateRange, interval: ReportInterval) =>
    [
      ...reportKeys.all,
      "cash-flow",
      range.startDate,
      range.endDate,
      interval,
    ] as const,
  spending: (
    range: DateRange,
    groupBy: SpendingGrouping,
    interval: ReportInterval | undefined,
  ) =>
    [
      ...reportKeys.all,
      "spending",
      range.startDate,
      range.endDate,
      groupBy,
      interval ?? "whole",
    ] as const,
  netWorth: (range: DateRange, interval: NetWorthResponse["interval"]) =>
    [
      ...reportKeys.all,
      "net-worth",
      range.startDate,
      range.endDate,
      interval,
    ] as const,
};

/** Income, spending and net of a range, per period. */
export function cashFlowQueryOptions(
  range: DateRange,
  interval: ReportInterval,
) {
  return queryOptions({
    queryKey: reportKeys.cashFlow(range, interval),
    queryFn: () =>
      apiRequest(`/reports/cash-flow?${rangeQuery(range, { interval })}`, {
        schema: cashFlowSchema,
      }),
  });
}

/**
 * Spending of a range by category, merchant or account, with each group's amount per period (the
 * trend) when an interval is given. Up to MAX_REPORT_GROUPS (100): the ranked table lists them.
 */
export function spendingQueryOptions(
  range: DateRange,
  groupBy: SpendingGrouping,
  interval?: ReportInterval,
) {
  return queryOptions({
    queryKey: reportKeys.spending(range, groupBy, interval),
    queryFn: () =>
      apiRequest(
        `/reports/spending?${rangeQuery(range, {
          group_by: groupBy,
          limit: String(MAX_REPORT_GROUPS),
          ...(interval === undefined ? {} : { interval }),
        })}`,
        { schema: spendingSchema },
      ),
  });
}

/** Assets, liabilities and net worth at the end of each period of a range. */
export function netWorthQueryOptions(
  range: DateRange,
  interval: NetWorthResponse["interval"],
) {
  return queryOptions({
    queryKey: reportKeys.netWorth(range, interval),
    queryFn: () =>
      apiRequest(`/reports/net-worth?${rangeQuery(range, { interval })}`, {
        schema: netWorthSchema,
      }),
  });
}

function rangeQuery(range: DateRange, more: Record<string, string>): string {
  return new URLSearchParams({
    start_date: range.startDate,
    end_date: range.endDate,
    ...more,
  }).toString();
}

const flowCents = {
  income: moneyOutputCents,
  spending: moneyOutputCents,
  net: moneyOutputCents,
};

const cashFlowSchema = cashFlowResponseSchema
  .extend({
    periods: z.array(
      cashFlowResponseSchema.shape.periods.element.extend(flowCents),
    ),
    totals: cashFlowResponseSchema.shape.totals.extend(flowCents),
  })
  .transform((wire): CashFlowReport => ({
    interval: wire.interval,
    startDate: wire.start_date,
    endDate: wire.end_date,
    periods: wire.periods.map((period) => ({
      startDate: period.start,
      endDate: period.end,
      incomeCents: period.income,
      spendingCents: period.spending,
      netCents: period.net,
    })),
    totals: {
      incomeCents: wire.totals.income,
      spendingCents: wire.totals.spending,
      netCents: wire.totals.net,
      savingsRate: wire.totals.savings_rate ?? undefined,
    },
  }));

const spendingGroupSchema =
  spendingReportResponseSchema.shape.groups.element.extend({
    amount: moneyOutputCents,
    series: z
      .array(z.object({ start: z.string(), amount: moneyOutputCents }))
      .optional(),
  });

const spendingSchema = spendingReportResponseSchema
  .extend({ total: moneyOutputCents, groups: z.array(spendingGroupSchema) })
  .transform((wire): SpendingReport => ({
    groupBy: wire.group_by,
    interval: wire.interval ?? undefined,
    startDate: wire.start_date,
    endDate: wire.end_date,
    totalCents: wire.total,
    groups: wire.groups.map((group) => ({
      key: group.key,
      label: group.label,
      amountCents: group.amount,
      count: group.count,
      share: group.share,
      series: (group.series ?? []).map((point) => ({
        startDate: point.start,
        amountCents: point.amount,
      })),
    })),
  }));

const netWorthSchema = netWorthResponseSchema
  .extend({
    points: z.array(
      netWorthResponseSchema.shape.points.element.extend({
        assets: moneyOutputCents,
        liabilities: moneyOutputCents,
        net_worth: moneyOutputCents,
      }),
    ),
  })
  .transform((wire): NetWorthReport => ({
    interval: wire.interval,
    startDate: wire.start_date,
    endDate: wire.end_date,
    points: wire.points.map((point) => ({
      date: point.date,
      assetsCents: point.assets,
      liabilitiesCents: point.liabilities,
      netWorthCents: point.net_worth,
    })),
  }));
