import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** Shown while the first screen's code loads. */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
