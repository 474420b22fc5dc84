import { formatMoney, toCents } from "@finch/domain";
import { BarPlot } from "@mui/x-charts/BarChart";
import { ChartsAxisHighlight } from "@mui/x-charts/ChartsAxisHighlight";
import { ChartsDataProvider } from "@mui/x-charts/ChartsDataProvider";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsLegend } from "@mui/x-charts/ChartsLegend";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsTooltip } from "@mui/x-charts/ChartsTooltip";
import { ChartsWrapper } from "@mui/x-charts/ChartsWrapper";
import { ChartsXAxis } from "@mui/x-charts/ChartsXAxis";
import { ChartsYAxis } from "@mui/x-charts/ChartsYAxis";
import { LinePlot, MarkPlot } from "@mui/x-charts/LineChart";
import { useNavigate } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { CashFlowReport } from "../api/report-queries";
import { CHART_HEIGHTS } from "./chart-sizes";
import { OKABE_ITO } from "./chart-palette";
import { axisLabel, compactMoney } from "./report-format";
import { transactionsLink } from "./report-links";

/**
 * Income and spending as bars side by side per period, net as a dashed line with diamond marks.
 * A bar opens that period's credits (income) or debits (spending); a mark opens all its rows.
 */
export function CashFlowChart({ report }: { report: CashFlowReport }) {
  const { currency } = useUserPreferences();
  const navigate = useNavigate();
  const money = (value: number | null) =>
    value === null ? "" : formatMoney(toCents(value), currency);
  const open = (dataIndex: number, seriesId: string | number) => {
    const period = report.periods[dataIndex];
    if (period === undefined) return;
    const flow =
      seriesId === "income" || seriesId === "spending" ? seriesId : undefined;
    void navigate(transactionsLink(period, { flow }));
  };
  return (
    <ChartsDataProvider
      height={CHART_HEIGHTS.cashFlow}
      series={[
        {
          type: "bar",
          id: "income",
          label: "Income",
          color: OKABE_ITO.bluishGreen,
          data: report.periods.map((p) => p.incomeCents),
          valueFormatter: money,
        },
        {
          type: "bar",
          id: "spending",
          label: "Spending",
          color: OKABE_ITO.vermillion,
          data: report.periods.map((p) => p.spendingCents),
          valueFormatter: money,
        },
        {
          type: "line",
          id: "net",
          label: "Net",
          color: OKABE_ITO.black,
          shape: "diamond",
          showMark: true,
          curve: "linear",
          labelMarkType: "line+mark",
          data: report.periods.map((p) => p.netCents),
          valueFormatter: money,
        },
      ]}
      xAxis={[
        {
          id: "periods",
          scaleType: "band",
          data: report.periods.map((p) =>
            axisLabel(p.startDate, report.interval),
          ),
        },
      ]}
      yAxis={[
        {
          id: "money",
          width: 64,
          valueFormatter: (value: number) => compactMoney(value, currency),
        },
      ]}
      experimentalFeatures={{ keyboardActivation: true }}
    >
      <ChartsWrapper legendPosition={{ vertical: "top", horizontal: "start" }}>
        <ChartsLegend />
        <ChartsSurface
          sx={{
            "& [data-series='net']": { strokeDasharray: "6 4" },
          }}
        >
          <ChartsGrid horizontal />
          <BarPlot
            onItemClick={(_event, item) => {
              open(item.dataIndex, item.seriesId);
            }}
          />
          <ChartsReferenceLine y={0} />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <MarkPlot
            onItemClick={(_event, item) => {
              open(item.dataIndex, item.seriesId);
            }}
          />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
