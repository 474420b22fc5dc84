import {
  negateCents,
  sumCents,
  toCents,
  type DateRange,
  type ReportInterval,
} from "@finch/domain";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { Link as RouterLink } from "react-router";
import { CREATE_PARAM, paths } from "../../../shared/paths";
import { EmptyState } from "../../../shared/ui/empty-state";
import { formatCalendarDate } from "../../../shared/format-date";
import {
  netWorthQueryOptions,
  type NetWorthReport,
} from "../api/report-queries";
import { ChartWithTable } from "./chart-with-table";
import { NetWorthTable } from "./net-worth-table";
import { CHART_HEIGHTS } from "./chart-sizes";
import { DownloadCsvButton } from "./download-csv-button";
import { csvFileName, netWorthCsv } from "./report-csv";
import { ReportFigures } from "./report-figures";
import { INTERVAL_NAMES } from "./report-format";
import { netWorthIntervalFor } from "./report-range";
import { ReportQueryState } from "./report-query-state";
import { ReportSection } from "./report-section";

const NetWorthChart = lazy(async () => ({
  default: (await import("./net-worth-chart")).NetWorthChart,
}));

/** Net worth over the range: assets less what is owed, at the end of each week or month. */
export function NetWorthSection({
  range,
  interval,
}: {
  range: DateRange;
  interval: ReportInterval;
}) {
  const pointsEvery = netWorthIntervalFor(interval);
  const query = useQuery(netWorthQueryOptions(range, pointsEvery));
  const report = query.data;
  return (
    <ReportSection
      title="Net worth"
      subtitle={`What you own less what you owe, at the end of each ${INTERVAL_NAMES[pointsEvery]}.`}
      actions={
        <DownloadCsvButton
          fileName={csvFileName("net-worth", range)}
          rows={() => (report === undefined ? [] : netWorthCsv(report))}
          isDisabled={report === undefined || isEmpty(report)}
        />
      }
    >
      <ReportQueryState
        query={query}
        errorFallback="Failed to load net worth"
        loadingLabel="Loading net worth"
      >
        {(data) =>
          isEmpty(data) ? (
            <EmptyState
              headingLevel="h3"
              icon={<AccountBalanceOutlined />}
              title="Nothing to add up yet"
              description="Add your accounts and their balances to follow your net worth over time."
              action={
                <Button
                  component={RouterLink}
                  to={`${paths.accounts}?${CREATE_PARAM.name}=${CREATE_PARAM.value}`}
                  variant="outlined"
                >
                  Add Account
                </Button>
              }
            />
          ) : (
            <NetWorthContent report={data} />
          )
        }
      </ReportQueryState>
    </ReportSection>
  );
}

function NetWorthContent({ report }: { report: NetWorthReport }) {
  const first = report.points[0];
  const last = report.points.at(-1);
  const zero = toCents(0);
  return (
    <>
      <ReportFigures
        figures={[
          {
            label: "Net worth",
            cents: last?.netWorthCents ?? zero,
            tone: "negative",
            caption: `on ${formatCalendarDate(last?.date ?? report.endDate)}`,
          },
          { label: "Assets", cents: last?.assetsCents ?? zero },
          { label: "Liabilities", cents: last?.liabilitiesCents ?? zero },
          {
            label: "Change",
            cents: sumCents([
              last?.netWorthCents ?? zero,
              negateCents(first?.netWorthCents ?? zero),
            ]),
            tone: "signed",
            caption: `since ${formatCalendarDate(first?.date ?? report.startDate)}`,
          },
        ]}
      />
      <ChartWithTable
        label={`Line chart of net worth, assets and liabilities by ${INTERVAL_NAMES[report.interval]}`}
        height={CHART_HEIGHTS.netWorth}
        chart={<NetWorthChart report={report} />}
        table={<NetWorthTable report={report} />}
      />
    </>
  );
}

function isEmpty(report: NetWorthReport): boolean {
  return report.points.every(
    (point) => point.assetsCents === 0 && point.liabilitiesCents === 0,
  );
}
