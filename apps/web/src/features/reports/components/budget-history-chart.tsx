import { formatMoney, toCents } from "@finch/domain";
import { BarChart } from "@mui/x-charts/BarChart";
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine";
import { useNavigate } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { BudgetHistoryPeriod } from "../api/budget-history-queries";
import { BUDGET_LINE_DASH, OKABE_ITO, STATUS_COLOURS } from "./chart-palette";
import { CHART_HEIGHTS } from "./chart-sizes";
import { compactMoney } from "./report-format";

interface BudgetHistoryChartProps {
  periods: readonly BudgetHistoryPeriod[];
  /** The periods' names on the axis, oldest first. */
  labels: readonly string[];
  /** Where a bar leads: the category's transactions in that period. */
  linkOf: (period: BudgetHistoryPeriod) => string;
}

/** What a budget's category spent in each of its last periods, against the budget's amount. */
export function BudgetHistoryChart({
  periods,
  labels,
  linkOf,
}: BudgetHistoryChartProps) {
  const { currency } = useUserPreferences();
  const navigate = useNavigate();
  const amount = periods.at(-1)?.amountCents ?? toCents(0);
  return (
    <BarChart
      height={CHART_HEIGHTS.budget}
      hideLegend
      margin={{ top: 16, right: 8 }}
      series={[
        {
          id: "spent",
          label: "Spent",
          data: periods.map((period) => period.spentCents),
          valueFormatter: (value: number | null) =>
            value === null ? "" : formatMoney(toCents(value), currency),
        },
      ]}
      xAxis={[
        {
          scaleType: "band",
          data: [...labels],
          colorMap: {
            type: "ordinal",
            values: [...labels],
            colors: periods.map((period) => STATUS_COLOURS[period.status]),
          },
        },
      ]}
      yAxis={[
        {
          width: 56,
          min: 0,
          // Headroom above the taller of the bars and the budget's line (a scale, not money).
          max:
            Math.max(amount, ...periods.map((period) => period.spentCents)) *
            1.15,
          valueFormatter: (value: number) => compactMoney(value, currency),
        },
      ]}
      onItemClick={(_event, item) => {
        const period = periods[item.dataIndex];
        if (period !== undefined) void navigate(linkOf(period));
      }}
      experimentalFeatures={{ keyboardActivation: true }}
    >
      <ChartsReferenceLine
        y={amount}
        lineStyle={{
          strokeDasharray: BUDGET_LINE_DASH,
          stroke: OKABE_ITO.black,
        }}
      />
    </BarChart>
  );
}
