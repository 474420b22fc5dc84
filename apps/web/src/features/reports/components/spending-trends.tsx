import type { DateRange } from "@finch/domain";
import Typography from "@mui/material/Typography";
import { lazy } from "react";
import type { SpendingGroup, SpendingReport } from "../api/report-queries";
import { ChartWithTable } from "./chart-with-table";
import { CHART_HEIGHTS } from "./chart-sizes";
import { INTERVAL_NAMES } from "./report-format";
import { groupFilter, transactionsLink } from "./report-links";
import { SpendingTrendsTable } from "./spending-trends-table";

const SpendingTrendsChart = lazy(async () => ({
  default: (await import("./spending-trends-chart")).SpendingTrendsChart,
}));

/** Lines in the chart: more would tangle. */
const CHART_LINES = 5;
/** Rows in the table: every category there usually is, the largest merchants or accounts. */
const TABLE_ROWS = 15;

/** How the largest groups moved over the range, period by period. */
export function SpendingTrends({
  report,
  periods,
  noun,
}: {
  report: SpendingReport;
  periods: readonly DateRange[];
  noun: string;
}) {
  const interval = report.interval ?? "month";
  const linkOf = (group: SpendingGroup, periodIndex: number) =>
    transactionsLink(
      periods[periodIndex] ?? report,
      groupFilter(report.groupBy, group.key),
    );
  const lines = report.groups.slice(0, CHART_LINES);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        Trends
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {`The ${lines.length === 1 ? noun.toLowerCase() : `top ${String(lines.length)} by ${report.groupBy}`}, by ${INTERVAL_NAMES[interval]}.`}
      </Typography>
      <ChartWithTable
        label={`Line chart of spending by ${INTERVAL_NAMES[interval]} for the top ${String(lines.length)} by ${report.groupBy}`}
        height={CHART_HEIGHTS.spendingTrends}
        chart={
          <SpendingTrendsChart
            groups={lines}
            interval={interval}
            linkOf={linkOf}
          />
        }
        table={
          <SpendingTrendsTable
            groups={report.groups.slice(0, TABLE_ROWS)}
            periods={periods}
            interval={interval}
            noun={noun}
            linkOf={linkOf}
          />
        }
      />
    </>
  );
}
