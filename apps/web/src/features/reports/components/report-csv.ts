import type { SpendingGrouping } from "@finch/contracts";
import {
  BUDGET_STATUS_LABELS,
  CATEGORY_LABELS,
  centsToDecimalText,
  type DateRange,
} from "@finch/domain";
import { textCell } from "@finch/domain";
import type { CsvRows } from "../../../shared/csv";
import type {
  BudgetHistoryPeriod,
  BudgetRef,
} from "../api/budget-history-queries";
import type {
  CashFlowReport,
  NetWorthReport,
  SpendingReport,
} from "../api/report-queries";

/**
 * Each report as CSV rows: dates ISO (`2026-01-31`), amounts plain decimals in the profile
 * currency (`1234.56`, `-80.00`), shares and rates plain percentages (`12.5`).
 */

/** A report's file name: what it is and the dates it covers. */
export function csvFileName(report: string, range: DateRange): string {
  return `finch-${report}-${range.startDate}-to-${range.endDate}.csv`;
}

/** One row per period: its dates, income, spending and net. */
export function cashFlowCsv(report: CashFlowReport): CsvRows {
  return [
    ["Period start", "Period end", "Income", "Spending", "Net"],
    ...report.periods.map((period) => [
      period.startDate,
      period.endDate,
      centsToDecimalText(period.incomeCents),
      centsToDecimalText(period.spendingCents),
      centsToDecimalText(period.netCents),
    ]),
  ];
}

const GROUP_HEADERS: Readonly<Record<SpendingGrouping, string>> = {
  category: "Category",
  merchant: "Merchant",
  account: "Account",
};

/** One row per group, largest first: amount, share, rows behind it, then one column per period. */
export function spendingCsv(report: SpendingReport): CsvRows {
  const periods = report.groups[0]?.series.map((p) => p.startDate) ?? [];
  return [
    [
      GROUP_HEADERS[report.groupBy],
      "Amount",
      "Share (%)",
      "Transactions",
      ...periods,
    ],
    ...report.groups.map((group) => [
      textCell(group.label),
      centsToDecimalText(group.amountCents),
      String(group.share),
      String(group.count),
      ...group.series.map((point) => centsToDecimalText(point.amountCents)),
    ]),
  ];
}

/** One row per point: its date, assets, liabilities (owed, positive) and net worth. */
export function netWorthCsv(report: NetWorthReport): CsvRows {
  return [
    ["Date", "Assets", "Liabilities", "Net worth"],
    ...report.points.map((point) => [
      point.date,
      centsToDecimalText(point.assetsCents),
      centsToDecimalText(point.liabilitiesCents),
      centsToDecimalText(point.netWorthCents),
    ]),
  ];
}

/** One row per budget and period, oldest period first. */
export function budgetPerformanceCsv(
  budgets: readonly {
    budget: BudgetRef;
    periods: readonly BudgetHistoryPeriod[];
  }[],
): CsvRows {
  return [
    [
      "Budget",
      "Category",
      "Period start",
      "Period end",
      "Budget amount",
      "Spent",
      "Status",
    ],
    ...budgets.flatMap(({ budget, periods }) =>
      periods.map((period) => [
        textCell(budget.name),
        CATEGORY_LABELS[budget.category],
        period.startDate,
        period.endDate,
        centsToDecimalText(period.amountCents),
        centsToDecimalText(period.spentCents),
        BUDGET_STATUS_LABELS[period.status],
      ]),
    ),
  ];
}
