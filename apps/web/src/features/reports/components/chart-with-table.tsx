import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense, useId, useState, type ReactNode } from "react";
import { ChartFigure } from "./chart-figure";
import { ChartLoading } from "./chart-loading";

interface ChartWithTableProps {
  /** What the chart shows, for screen readers: the figure's name. */
  label: string;
  /** The chart's height in pixels, kept while its code loads. */
  height: number;
  /** The chart (a lazy component: its code loads after the page). */
  chart: ReactNode;
  /** The same figures as a table: the chart's text alternative, shown on request. */
  table: ReactNode;
}

/**
 * A chart and, one button away, its table. The chart is a named figure; the table holds every
 * figure and link the chart does, so a keyboard or screen-reader user reaches the same rows.
 */
export function ChartWithTable({
  label,
  height,
  chart,
  table,
}: ChartWithTableProps) {
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <ChartFigure label={label}>
        <Suspense fallback={<ChartLoading height={height} />}>{chart}</Suspense>
      </ChartFigure>
      <Button
        size="small"
        startIcon={<TableChartOutlined />}
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => {
          setTableShown(!isTableShown);
        }}
        sx={{ mt: 1 }}
      >
        {isTableShown ? "Hide table" : "Show table"}
      </Button>
      <Box id={tableId} hidden={!isTableShown} sx={{ mt: 1.5 }}>
        {isTableShown && table}
      </Box>
    </>
  );
}
