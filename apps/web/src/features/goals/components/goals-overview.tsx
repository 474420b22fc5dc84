import { formatPercent } from "@finch/domain";
import { goalsOverview } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import { SectionCard } from "../../../shared/ui/section-card";
import type { Goal } from "../api/goal-queries";

/**
 * Goals Overview (docs/product.md §2): Active Goals, Total Saved, Remaining to Save and Average
 * Progress (each goal capped at 100 %, so one over-saved goal cannot hide the others).
 */
export function GoalsOverview({ goals }: { goals: readonly Goal[] }) {
  const totals = goalsOverview(goals);
  return (
    <SectionCard title="Goals Overview">
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
          gap: { xs: 2, sm: 3 },
        }}
      >
        <Figure label="Active Goals">{String(totals.activeCount)}</Figure>
        <Figure label="Total Saved">
          <MoneyText cents={totals.savedCents} variant="h5" component="span" />
        </Figure>
        <Figure label="Remaining to Save">
          <MoneyText
            cents={totals.remainingCents}
            variant="h5"
            component="span"
          />
        </Figure>
        <Figure label="Average Progress">
          {formatPercent(totals.averagePercent)}
        </Figure>
      </Box>
    </SectionCard>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="body2"
        sx={{ color: "text.secondary", mb: 0.5 }}
      >
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
      >
        {children}
      </Typography>
    </Box>
  );
}
