import { formatMoney, toCents, type ReportInterval } from "@finch/domain";
import { LineChart, lineClasses } from "@mui/x-charts/LineChart";
import { useNavigate } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { SpendingGroup } from "../api/report-queries";
import { SERIES_DASHES, SERIES_SHAPES, nthOf } from "./chart-palette";
import { CHART_HEIGHTS } from "./chart-sizes";
import { axisLabel, compactMoney } from "./report-format";
import { rankColour } from "./spending-slices";

interface SpendingTrendsChartProps {
  /** The largest groups, largest first, each with its amount per period. */
  groups: readonly SpendingGroup[];
  interval: ReportInterval;
  /** Where a point leads: that group's transactions in that period. */
  linkOf: (group: SpendingGroup, periodIndex: number) => string;
}

/**
 * The largest groups' spending per period, one line each: the donut's colour, and its own mark
 * shape and dash pattern, so lines are told apart without colour. A point opens its rows.
 */
export function SpendingTrendsChart({
  groups,
  interval,
  linkOf,
}: SpendingTrendsChartProps) {
  const { currency } = useUserPreferences();
  const navigate = useNavigate();
  const starts = groups[0]?.series.map((point) => point.startDate) ?? [];
  return (
    <LineChart
      height={CHART_HEIGHTS.spendingTrends}
      // Room for the last period's name, centred on the right edge.
      margin={{ right: 28 }}
      series={groups.map((group, index) => ({
        // Ids of our own: a merchant's name is no CSS selector.
        id: seriesId(index),
        label: group.label,
        data: group.series.map((point) => point.amountCents),
        color: rankColour(index + 1),
        shape: nthOf(SERIES_SHAPES, index),
        showMark: true,
        curve: "linear",
        labelMarkType: "line+mark",
        valueFormatter: (value: number | null) =>
          value === null ? "" : formatMoney(toCents(value), currency),
      }))}
      xAxis={[
        {
          scaleType: "point",
          data: starts.map((start) => axisLabel(start, interval)),
        },
      ]}
      yAxis={[
        {
          width: 64,
          valueFormatter: (value: number) => compactMoney(value, currency),
        },
      ]}
      onMarkClick={(_event, item) => {
        const group = groups.find(
          (_group, index) => seriesId(index) === item.seriesId,
        );
        if (group !== undefined) void navigate(linkOf(group, item.dataIndex));
      }}
      slotProps={{
        legend: { position: { vertical: "top", horizontal: "start" } },
      }}
      experimentalFeatures={{ keyboardActivation: true }}
      sx={Object.fromEntries(
        groups.map((_group, index) => [
          `& .${lineClasses.line}[data-series='${seriesId(index)}']`,
          { strokeDasharray: nthOf(SERIES_DASHES, index) || "none" },
        ]),
      )}
    />
  );
}

function seriesId(index: number): string {
  return `s${String(index)}`;
}
