import { formatPercent } from "@finch/domain";
import { goalProgressColor } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MoneyText } from "../../../shared/ui/money-text";
import { ProgressBar } from "../../../shared/ui/progress-bar";
import type { Goal } from "../api/goal-queries";

/**
 * Saved of target and the progress bar, coloured by docs/product.md §4 (success ≥ 100, primary ≥
 * 75, info ≥ 50, else warning) and capped at a full bar.
 */
export function GoalProgress({ goal }: { goal: Goal }) {
  const percentText = formatPercent(goal.progressPercent);
  return (
    <Box>
      <Box
        sx={{
          display: "flex",
          alignItems: "baseline",
          flexWrap: "wrap",
          columnGap: 1,
          mb: 1.25,
        }}
      >
        <MoneyText cents={goal.currentCents} variant="h5" component="p" />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          of
        </Typography>
        <MoneyText cents={goal.targetCents} variant="body1" fontWeight={500} />
        <Typography
          variant="subtitle2"
          component="span"
          sx={{ ml: "auto", fontVariantNumeric: "tabular-nums" }}
        >
          {percentText}
        </Typography>
      </Box>
      <ProgressBar
        percent={goal.progressPercent}
        color={goalProgressColor(goal.progressPercent)}
        label={`Progress of ${goal.name}`}
        valueText={percentText}
      />
    </Box>
  );
}
