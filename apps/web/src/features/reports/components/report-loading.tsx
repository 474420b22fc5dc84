import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** A report's spinner while its figures load. */
export function ReportLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
