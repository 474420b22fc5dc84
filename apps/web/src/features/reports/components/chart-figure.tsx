import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * A chart as a named figure. Tab reaches the chart (its arrow keys step through the bars, points
 * or slices, and Enter opens the one in focus); the charts library draws no ring on the element
 * that takes that focus, and sets `outline: none` on it inline, so the ring is drawn here, inside
 * the chart's edge, with `!important` as the only way past an inline style.
 */
export function ChartFigure({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={(theme) => ({
        m: 0,
        minWidth: 0,
        "& [tabindex]:focus-visible": {
          outline: `2px solid ${theme.palette.primary.main} !important`,
          outlineOffset: "-2px",
        },
      })}
    >
      {children}
    </Box>
  );
}
