import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";
import { formatCalendarDate } from "../../../shared/format-date";
import { MoneyText } from "../../../shared/ui/money-text";
import type { Goal } from "../api/goal-queries";

/** Remaining, target date, the monthly amount needed and the projected completion date. */
export function GoalFacts({ goal }: { goal: Goal }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: "1fr 1fr",
        gap: 1.5,
      }}
    >
      <Fact label="Remaining">
        <MoneyText cents={goal.remainingCents} fontWeight={500} />
      </Fact>
      <Fact label="Target date">{formatCalendarDate(goal.targetDate)}</Fact>
      <Fact label="Needed per month">
        {goal.requiredPerMonthCents === null ? (
          "—"
        ) : (
          <MoneyText cents={goal.requiredPerMonthCents} fontWeight={500} />
        )}
      </Fact>
      <Fact label="Projected completion">{projectionText(goal)}</Fact>
    </Box>
  );
}

function projectionText(goal: Goal): string {
  if (goal.projectedCompletionDate !== null)
    return formatCalendarDate(goal.projectedCompletionDate);
  return goal.remainingCents > 0 ? "No recent contributions" : "—";
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography
        id={id}
        component="p"
        variant="caption"
        sx={{ color: "text.secondary", display: "block" }}
      >
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}
