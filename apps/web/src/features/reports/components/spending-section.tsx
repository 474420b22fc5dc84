import { SPENDING_GROUPINGS, type SpendingGrouping } from "@finch/contracts";
import { splitRange, type DateRange, type ReportInterval } from "@finch/domain";
import DonutLargeOutlined from "@mui/icons-material/DonutLargeOutlined";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { EmptyState } from "../../../shared/ui/empty-state";
import {
  spendingQueryOptions,
  type SpendingReport,
} from "../api/report-queries";
import { ChartFigure } from "./chart-figure";
import { ChartLoading } from "./chart-loading";
import { CHART_HEIGHTS } from "./chart-sizes";
import { DownloadCsvButton } from "./download-csv-button";
import { csvFileName, spendingCsv } from "./report-csv";
import { ReportFigures } from "./report-figures";
import { groupFilter, transactionsLink } from "./report-links";
import { ReportQueryState } from "./report-query-state";
import { ReportSection } from "./report-section";
import { spendingSlices, type SpendingSlice } from "./spending-slices";
import { SpendingTable } from "./spending-table";
import { SpendingTrends } from "./spending-trends";

const SpendingDonut = lazy(async () => ({
  default: (await import("./spending-donut")).SpendingDonut,
}));

const GROUPING_LABELS: Readonly<Record<SpendingGrouping, string>> = {
  category: "Category",
  merchant: "Merchant",
  account: "Account",
};

interface SpendingSectionProps {
  range: DateRange;
  interval: ReportInterval;
  groupBy: SpendingGrouping;
  onGroupBy: (groupBy: SpendingGrouping) => void;
}

/**
 * Where the money goes: spending by category, merchant or account as a donut with its ranked
 * table beside it, and how the largest groups moved period by period.
 */
export function SpendingSection({
  range,
  interval,
  groupBy,
  onGroupBy,
}: SpendingSectionProps) {
  const query = useQuery(spendingQueryOptions(range, groupBy, interval));
  const report = query.data;
  return (
    <ReportSection
      title="Where the money goes"
      subtitle="Spending after refunds, largest first. Transfers between your accounts are left out."
      actions={
        <DownloadCsvButton
          fileName={csvFileName(`spending-by-${groupBy}`, range)}
          rows={() => (report === undefined ? [] : spendingCsv(report))}
          isDisabled={report === undefined || report.groups.length === 0}
        />
      }
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Group spending by"
        value={groupBy}
        onChange={(_event, value: SpendingGrouping | null) => {
          if (value !== null) onGroupBy(value);
        }}
        sx={{ mb: 2.5 }}
      >
        {SPENDING_GROUPINGS.map((grouping) => (
          <ToggleButton key={grouping} value={grouping} sx={{ px: 2 }}>
            {GROUPING_LABELS[grouping]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ReportQueryState
        query={query}
        errorFallback="Failed to load spending"
        loadingLabel="Loading spending"
      >
        {(data) =>
          data.groups.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              icon={<DonutLargeOutlined />}
              title="No spending in this range"
              description="Purchases you record show here by category, merchant and account."
            />
          ) : (
            <SpendingContent report={data} range={range} />
          )
        }
      </ReportQueryState>
    </ReportSection>
  );
}

function SpendingContent({
  report,
  range,
}: {
  report: SpendingReport;
  range: DateRange;
}) {
  const slices = spendingSlices(report.groups, report.totalCents);
  const linkOf = (slice: SpendingSlice) =>
    transactionsLink(
      range,
      slice.key === undefined
        ? { flow: "spending" }
        : groupFilter(report.groupBy, slice.key),
    );
  const noun = GROUPING_LABELS[report.groupBy];
  return (
    <>
      <ReportFigures
        figures={[
          { label: "Total spending", cents: report.totalCents },
          {
            label: `Largest ${noun.toLowerCase()}`,
            text: report.groups[0]?.label,
          },
        ]}
      />
      <Box sx={layoutSx}>
        <ChartFigure
          label={`Donut chart of spending by ${report.groupBy}; the table beside it lists the same figures`}
        >
          <Suspense
            fallback={<ChartLoading height={CHART_HEIGHTS.spendingDonut} />}
          >
            <SpendingDonut
              slices={slices}
              height={CHART_HEIGHTS.spendingDonut}
              linkOf={linkOf}
            />
          </Suspense>
        </ChartFigure>
        <SpendingTable report={report} range={range} />
      </Box>
      <SpendingTrends
        report={report}
        periods={splitRange(range, report.interval ?? "month")}
        noun={noun}
      />
    </>
  );
}

const layoutSx = {
  display: "grid",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "280px minmax(0, 1fr)" },
  gap: 3,
  alignItems: "start",
  mb: 3,
} as const;
