import { formatMoney, toCents } from "@finch/domain";
import { PieChart } from "@mui/x-charts/PieChart";
import { useNavigate } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { SpendingSlice } from "./spending-slices";

interface SpendingDonutProps {
  slices: readonly SpendingSlice[];
  height: number;
  /** Where a slice leads: the transactions behind it. */
  linkOf: (slice: SpendingSlice) => string;
}

/**
 * Spending as a donut, largest group first, clockwise from the top. Each slice carries its rank
 * outside the ring ("1", "2", …), the number its row in the table and the legend shows, so a
 * slice is found by number as well as by colour. A slice opens the transactions behind it.
 */
export function SpendingDonut({ slices, height, linkOf }: SpendingDonutProps) {
  const { currency } = useUserPreferences();
  const navigate = useNavigate();
  return (
    <PieChart
      height={height}
      hideLegend
      margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      series={[
        {
          type: "pie",
          data: slices.map((slice) => ({
            id: slice.key ?? "all-others",
            value: slice.amountCents,
            label: slice.label,
            color: slice.colour,
          })),
          innerRadius: "52%",
          outerRadius: "84%",
          arcLabelRadius: "96%",
          paddingAngle: 1,
          cornerRadius: 2,
          sortingValues: "none",
          arcLabel: (item) => String(slices[item.index]?.rank ?? ""),
          arcLabelMinAngle: 14,
          highlightScope: { fade: "global", highlight: "item" },
          valueFormatter: (item) => formatMoney(toCents(item.value), currency),
        },
      ]}
      onItemClick={(_event, item) => {
        const slice = slices[item.dataIndex];
        if (slice !== undefined) void navigate(linkOf(slice));
      }}
      experimentalFeatures={{ keyboardActivation: true }}
      sx={{ "& .MuiPieArcLabel-root": { fontSize: 12, fontWeight: 600 } }}
    />
  );
}
