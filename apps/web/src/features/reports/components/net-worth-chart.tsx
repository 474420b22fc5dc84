import { formatMoney, toCents } from "@finch/domain";
import { LineChart, lineClasses } from "@mui/x-charts/LineChart";
import { useNavigate } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { NetWorthReport } from "../api/report-queries";
import { OKABE_ITO } from "./chart-palette";
import { CHART_HEIGHTS } from "./chart-sizes";
import { compactMoney } from "./report-format";
import { netWorthPointRange, transactionsLink } from "./report-links";
import { formatCalendarDate } from "../../../shared/format-date";

/**
 * Net worth as a solid line with round marks, assets dashed with squares, liabilities (what is
 * owed, as a positive amount) dotted with triangles. A point opens the rows that moved it.
 */
export function NetWorthChart({ report }: { report: NetWorthReport }) {
  const { currency } = useUserPreferences();
  const navigate = useNavigate();
  const money = (value: number | null) =>
    value === null ? "" : formatMoney(toCents(value), currency);
  const common = {
    showMark: true,
    curve: "linear",
    labelMarkType: "line+mark",
    valueFormatter: money,
  } as const;
  return (
    <LineChart
      height={CHART_HEIGHTS.netWorth}
      // Room for the last date, centred on the right edge.
      margin={{ right: 48 }}
      series={[
        {
          ...common,
          id: "net-worth",
          label: "Net worth",
          color: OKABE_ITO.blue,
          shape: "circle",
          data: report.points.map((p) => p.netWorthCents),
        },
        {
          ...common,
          id: "assets",
          label: "Assets",
          color: OKABE_ITO.bluishGreen,
          shape: "square",
          data: report.points.map((p) => p.assetsCents),
        },
        {
          ...common,
          id: "liabilities",
          label: "Liabilities",
          color: OKABE_ITO.vermillion,
          shape: "triangle",
          data: report.points.map((p) => p.liabilitiesCents),
        },
      ]}
      xAxis={[
        {
          scaleType: "point",
          data: report.points.map((p) => formatCalendarDate(p.date)),
        },
      ]}
      yAxis={[
        {
          width: 64,
          valueFormatter: (value: number) => compactMoney(value, currency),
        },
      ]}
      onMarkClick={(_event, item) => {
        void navigate(
          transactionsLink(
            netWorthPointRange(report.points, item.dataIndex, report.startDate),
          ),
        );
      }}
      slotProps={{
        legend: { position: { vertical: "top", horizontal: "start" } },
      }}
      experimentalFeatures={{ keyboardActivation: true }}
      sx={{
        [`& .${lineClasses.line}[data-series='net-worth']`]: {
          strokeWidth: 3,
        },
        [`& .${lineClasses.line}[data-series='assets']`]: {
          strokeDasharray: "6 3",
        },
        [`& .${lineClasses.line}[data-series='liabilities']`]: {
          strokeDasharray: "2 3",
        },
      }}
    />
  );
}
