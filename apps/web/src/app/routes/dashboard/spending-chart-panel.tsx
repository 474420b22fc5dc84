import Button from "@mui/material/Button";
import Box from "@mui/material/Box";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { reportsPath } from "../../../features/reports/api/reports-path";
import { ChartLoading } from "../../../features/reports/components/chart-loading";
import { CHART_HEIGHTS } from "../../../features/reports/components/chart-sizes";
import { DashboardPanel, PanelEmpty } from "./dashboard-panel";
import { useIsSeen } from "./use-is-seen";

/**
 * The charts library is the largest part of the reports' code: it loads in its own chunk once
 * the dashboard is on screen, never with the dashboard's first load.
 */
const DashboardSpendingChart = lazy(async () => ({
  default: (
    await import("../../../features/reports/components/dashboard-spending-chart")
  ).DashboardSpendingChart,
}));

/** The chart's place while its code and figures load, so nothing below it jumps. */
const CHART_PLACE = { minHeight: 200 } as const;

/** This month's spending by category, a small donut that leads on to the reports. */
export function SpendingChartPanel({
  monthStartDate,
  today,
}: {
  monthStartDate: string;
  today: string;
}) {
  const { watch, isSeen } = useIsSeen();
  return (
    <DashboardPanel
      title="Spending by Category"
      action={
        <Button
          component={Link}
          to={reportsPath("this-month")}
          size="small"
          sx={{ flex: "none" }}
        >
          View Reports
        </Button>
      }
    >
      <Box ref={watch} sx={CHART_PLACE}>
        {isSeen && (
          <Suspense
            fallback={<ChartLoading height={CHART_HEIGHTS.dashboardDonut} />}
          >
            <DashboardSpendingChart
              range={{ startDate: monthStartDate, endDate: today }}
              empty={
                <PanelEmpty
                  title="No spending this month"
                  hint="Purchases you record this month show here by category"
                />
              }
            />
          </Suspense>
        )}
      </Box>
    </DashboardPanel>
  );
}
