import { sharePercent, type Cents } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import { ProgressBar } from "../../../shared/ui/progress-bar";

interface ProgressRowProps {
  title: string;
  /** Spent of the limit, saved of the target: shown as 'X of Y' and as the bar's fill. */
  partCents: Cents;
  wholeCents: Cents;
  color: "success" | "warning" | "error" | "primary" | "info";
  /** A line under the bar: 'Over budget by X', 'Target: date'. */
  note?: ReactNode;
}

/** A labelled progress bar of the Budget Progress and Savings Goals panels. */
export function ProgressRow({
  title,
  partCents,
  wholeCents,
  color,
  note,
}: ProgressRowProps) {
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
        <Typography
          variant="body2"
          component="span"
          sx={{ flexShrink: 0, ml: "auto", color: "text.secondary" }}
        >
          <MoneyText cents={partCents} fontWeight={600} /> of{" "}
          <MoneyText cents={wholeCents} />
        </Typography>
      </Box>
      <ProgressBar
        percent={sharePercent(partCents, wholeCents)}
        color={color}
        label={title}
      />
      {note !== undefined && <Box sx={{ mt: 0.5 }}>{note}</Box>}
    </Box>
  );
}
