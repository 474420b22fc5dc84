import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";

/**
 * While the server reads a file: the upload and the parse are one request, and fetch reports
 * no upload progress (shared/api-client.ts), so the bar runs without a percentage.
 */
export function ReadingProgress({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <LinearProgress aria-label={label} />
    </Box>
  );
}
