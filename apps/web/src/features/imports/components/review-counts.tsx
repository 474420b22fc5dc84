import Box from "@mui/material/Box";
import { SoftChip } from "../../../shared/ui/soft-chip";
import type { StatementPreview } from "../api/import-preview";

const countFormat = new Intl.NumberFormat("en-US");

/** New N · Duplicates N · Errors N, as chips. */
export function ReviewCounts({
  summary,
}: {
  summary: StatementPreview["summary"];
}) {
  return (
    <Box
      role="group"
      aria-label="Rows by status"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}
    >
      <SoftChip
        label={`New ${countFormat.format(summary.new)}`}
        colour="success"
      />
      <SoftChip
        label={`Duplicates ${countFormat.format(summary.duplicates)}`}
        colour="warning"
      />
      <SoftChip
        label={`Errors ${countFormat.format(summary.errors)}`}
        colour={summary.errors > 0 ? "error" : "neutral"}
      />
    </Box>
  );
}
