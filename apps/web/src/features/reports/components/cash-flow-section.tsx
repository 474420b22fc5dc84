import {
  formatPercent,
  type DateRange,
  type ReportInterval,
} from "@finch/domain";
import SwapVertOutlined from "@mui/icons-material/SwapVertOutlined";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";
import { EmptyState } from "../../../shared/ui/empty-state";
import {
  cashFlowQueryOptions,
  type CashFlowReport,
} from "../api/report-queries";
import { ChartWithTable } from "./chart-with-table";
import { DownloadCsvButton } from "./download-csv-button";
import { CHART_HEIGHTS } from "./chart-sizes";
import { CashFlowTable } from "./cash-flow-table";
import { cashFlowCsv, csvFileName } from "./report-csv";
import { ReportFigures } from "./report-figures";
import { INTERVAL_NAMES } from "./report-format";
import { ReportQueryState } from "./report-query-state";
import { ReportSection } from "./report-section";

const CashFlowChart = lazy(async () => ({
  default: (await import("./cash-flow-chart")).CashFlowChart,
}));

/** Cash flow: income, spending and net per period, their totals and the savings rate. */
export function CashFlowSection({
  range,
  interval,
}: {
  range: DateRange;
  interval: ReportInterval;
}) {
  const query = useQuery(cashFlowQueryOptions(range, interval));
  const report = query.data;
  return (
    <ReportSection
      title="Cash flow"
      subtitle={`Income and spending by ${INTERVAL_NAMES[interval]}, and the net you kept.`}
      actions={
        <DownloadCsvButton
          fileName={csvFileName("cash-flow", range)}
          rows={() => (report === undefined ? [] : cashFlowCsv(report))}
          isDisabled={report === undefined || isEmpty(report)}
        />
      }
    >
      <ReportQueryState
        query={query}
        errorFallback="Failed to load cash flow"
        loadingLabel="Loading cash flow"
      >
        {(data) =>
          isEmpty(data) ? (
            <EmptyState
              headingLevel="h3"
              icon={<SwapVertOutlined />}
              title="No income or spending in this range"
              description="Pick a longer range, or add or import transactions to see money come in and go out."
              action={
                <Button
                  component={RouterLink}
                  to={paths.transactions}
                  variant="outlined"
                >
                  Go to Transactions
                </Button>
              }
            />
          ) : (
            <CashFlowContent report={data} />
          )
        }
      </ReportQueryState>
    </ReportSection>
  );
}

function CashFlowContent({ report }: { report: CashFlowReport }) {
  const { totals } = report;
  return (
    <>
      <ReportFigures
        figures={[
          { label: "Income", cents: totals.incomeCents },
          { label: "Spending", cents: totals.spendingCents },
          { label: "Net", cents: totals.netCents, tone: "signed" },
          {
            label: "Savings rate",
            text:
              totals.savingsRate === undefined
                ? "No income"
                : formatPercent(totals.savingsRate),
          },
        ]}
      />
      <ChartWithTable
        label={`Chart of income and spending by ${INTERVAL_NAMES[report.interval]}, with the net as a line`}
        height={CHART_HEIGHTS.cashFlow}
        chart={<CashFlowChart report={report} />}
        table={<CashFlowTable report={report} />}
      />
    </>
  );
}

function isEmpty(report: CashFlowReport): boolean {
  return report.periods.every(
    (period) => period.incomeCents === 0 && period.spendingCents === 0,
  );
}
