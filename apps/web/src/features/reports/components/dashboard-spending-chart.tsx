import { formatPercent, type DateRange } from "@finch/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { MoneyText } from "../../../shared/ui/money-text";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { spendingQueryOptions } from "../api/report-queries";
import { ChartFigure } from "./chart-figure";
import { ChartLoading } from "./chart-loading";
import { CHART_HEIGHTS } from "./chart-sizes";
import { groupFilter, transactionsLink } from "./report-links";
import { SpendingDonut } from "./spending-donut";
import { spendingSlices, type SpendingSlice } from "./spending-slices";

interface DashboardSpendingChartProps {
  /** This month up to today. */
  range: DateRange;
  /** What the panel shows when nothing was spent in the range. */
  empty: ReactNode;
}

/**
 * The dashboard's chart: this month's spending by category as a small donut, with its legend as
 * a list of links. Loaded after the dashboard (its module and the charts library are one chunk).
 */
export function DashboardSpendingChart({
  range,
  empty,
}: DashboardSpendingChartProps) {
  const query = useQuery(spendingQueryOptions(range, "category"));
  const report = query.data;
  if (report === undefined)
    return query.isError ? (
      <QueryErrorAlert query={query} fallback="Failed to load spending" />
    ) : (
      <ChartLoading height={CHART_HEIGHTS.dashboardDonut} />
    );
  if (report.groups.length === 0) return empty;
  const slices = spendingSlices(report.groups, report.totalCents);
  const linkOf = (slice: SpendingSlice) =>
    transactionsLink(
      range,
      slice.key === undefined
        ? { flow: "spending" }
        : groupFilter("category", slice.key),
    );
  return (
    <Box sx={layoutSx}>
      <ChartFigure label="Donut chart of this month's spending by category; the list beside it gives the figures">
        <SpendingDonut
          slices={slices}
          height={CHART_HEIGHTS.dashboardDonut}
          linkOf={linkOf}
        />
      </ChartFigure>
      <Box
        component="ul"
        aria-label="This month's spending by category"
        sx={{ listStyle: "none", m: 0, p: 0, minWidth: 0 }}
      >
        {slices.map((slice) => (
          <Box component="li" key={slice.label} sx={itemSx}>
            <Box aria-hidden sx={{ ...swatchSx, bgcolor: slice.colour }} />
            <Typography
              aria-hidden
              variant="body2"
              sx={{ width: 14, flex: "none", color: "text.secondary" }}
            >
              {slice.rank}
            </Typography>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Link
                component={RouterLink}
                to={linkOf(slice)}
                underline="hover"
                sx={{ overflowWrap: "anywhere" }}
              >
                {slice.label}
              </Link>
              <Typography
                variant="caption"
                component="p"
                color="text.secondary"
              >
                {formatPercent(slice.share)}
              </Typography>
            </Box>
            <MoneyText cents={slice.amountCents} fontWeight={600} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const layoutSx = {
  display: "grid",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "200px minmax(0, 1fr)" },
  gap: 2,
  alignItems: "center",
} as const;

const itemSx = {
  display: "flex",
  alignItems: "center",
  gap: 1,
  py: 0.75,
  borderBottom: 1,
  borderColor: "divider",
  "&:last-of-type": { borderBottom: 0 },
} as const;

const swatchSx = {
  flex: "none",
  width: 12,
  height: 12,
  borderRadius: "3px",
} as const;
