import { formatPercent } from "@finch/domain";
import { budgetBarColor } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MoneyText } from "../../../shared/ui/money-text";
import { ProgressBar } from "../../../shared/ui/progress-bar";
import type { Budget } from "../api/budget-queries";

/**
 * 'spent of amount', the percent used and the bar (docs/product.md §4): error above 100 %, warning
 * above 80 %, otherwise primary; the bar stops at full width however far over the budget is.
 */
export function BudgetProgress({ budget }: { budget: Budget }) {
  const color = budgetBarColor(budget.spentCents, budget.amountCents);
  const percent = formatPercent(budget.percentUsed);
  return (
    <Box>
      <Box
        sx={{
          display: "flex",
          alignItems: "baseline",
          justifyContent: "space-between",
          gap: 1,
          mb: 1,
        }}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "baseline",
            flexWrap: "wrap",
            gap: 0.5,
            minWidth: 0,
          }}
        >
          <MoneyText cents={budget.spentCents} variant="h6" component="span" />
          <Typography
            variant="body2"
            component="span"
            sx={{ color: "text.secondary" }}
          >
            of
          </Typography>
          <MoneyText cents={budget.amountCents} component="span" />
        </Box>
        <Typography
          variant="subtitle2"
          component="span"
          sx={{
            fontVariantNumeric: "tabular-nums",
            color: color === "primary" ? "text.secondary" : `${color}.main`,
          }}
        >
          {percent}
        </Typography>
      </Box>
      <ProgressBar
        percent={budget.percentUsed}
        color={color}
        label={`${budget.name} spent`}
        valueText={`${percent} of the budget used`}
      />
    </Box>
  );
}
