import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** The chart's place while its code loads. */
export function ChartLoading({ height }: { height: number }) {
  return (
    <Box sx={{ height, display: "grid", placeItems: "center" }}>
      <CircularProgress size={28} aria-label="Loading chart" />
    </Box>
  );
}
