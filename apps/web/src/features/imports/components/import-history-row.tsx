import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "../../../shared/format-date";
import { SoftChip } from "../../../shared/ui/soft-chip";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { ImportHistoryItem } from "../api/import-queries";
import { countOf } from "../../../shared/count-text";
import { FORMAT_LABELS } from "./import-texts";

interface ImportHistoryRowProps {
  item: ImportHistoryItem;
  onUndo: (item: ImportHistoryItem) => void;
  onDiscard: (item: ImportHistoryItem) => void;
  isDiscarding: boolean;
}

/** One import: its file, when, its format and account, how many rows, and Undo or Discard. */
export function ImportHistoryRow({
  item,
  onUndo,
  onDiscard,
  isDiscarding,
}: ImportHistoryRowProps) {
  const { timeZone } = useUserPreferences();
  const facts = [
    formatDateTime(item.committedAt ?? item.createdAt, timeZone),
    FORMAT_LABELS[item.format],
    item.accountName ?? "No account",
  ].join(" · ");
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ overflowWrap: "anywhere" }}
        >
          {item.fileName}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {facts}
        </Typography>
        <Typography variant="body2">
          {item.isCommitted
            ? `${countOf(item.imported, "transaction")} imported · ${countOf(item.skipped, "row")} skipped`
            : "Not imported yet"}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <SoftChip
          label={item.isCommitted ? "Imported" : "Preview"}
          colour={item.isCommitted ? "success" : "neutral"}
        />
        {item.isCommitted ? (
          <Button
            variant="outlined"
            size="small"
            aria-label={`Undo import of ${item.fileName}`}
            onClick={() => {
              onUndo(item);
            }}
          >
            Undo
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            color="inherit"
            disabled={isDiscarding}
            aria-label={`Discard preview of ${item.fileName}`}
            onClick={() => {
              onDiscard(item);
            }}
          >
            Discard
          </Button>
        )}
      </Box>
    </Box>
  );
}

const rowSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 2,
  px: { xs: 2, sm: 3 },
  py: 2,
  "& + &": { borderTop: 1, borderColor: "divider" },
} as const;
