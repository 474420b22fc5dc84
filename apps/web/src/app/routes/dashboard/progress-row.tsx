import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface ProgressRowProps {
  title: string;
  /** 'spent of amount', 'saved of target'. */
  figures: ReactNode;
  /** Bar fill, capped at 100 % width. */
  percent: number;
  color: "success" | "warning" | "error" | "primary" | "info";
  /** A line under the bar: 'Over budget by X', 'Target: date'. */
  note?: ReactNode;
}

/** A labelled progress bar of the Budget Progress and Savings Goals panels. */
export function ProgressRow({
  title,
  figures,
  percent,
  color,
  note,
}: ProgressRowProps) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <Box sx={{ py: 1.25 }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "space-between",
          alignItems: "baseline",
          columnGap: 2,
          rowGap: 0.25,
          mb: 0.75,
        }}
      >
        {/* The whole name, wrapping if it must: a cut-off "Rainy Day F…" says nothing. When
            the name and the figures do not fit on one line, the figures move under it. */}
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}
        >
          {title}
        </Typography>
        <Box sx={{ flexShrink: 0, ml: "auto" }}>{figures}</Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-label={title}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {note !== undefined && <Box sx={{ mt: 0.5 }}>{note}</Box>}
    </Box>
  );
}
