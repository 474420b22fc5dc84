import { CATEGORY_LABELS, daysLeft } from "@finch/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { formatCalendarDate } from "../../../shared/format-date";
import { SoftChip } from "../../../shared/ui/soft-chip";
import type { Budget } from "../api/budget-queries";
import { EditDeleteButtons } from "../../../shared/ui/edit-delete-buttons";
import { BudgetProgress } from "./budget-progress";
import { BudgetRemaining } from "./budget-remaining";
import { PERIOD_LABELS, STATUS_CHIPS } from "./budget-labels";

interface BudgetCardProps {
  budget: Budget;
  /** Today in the profile time zone, `YYYY-MM-DD`. */
  today: string;
  onEdit: (budget: Budget) => void;
  onDelete: (budget: Budget) => void;
}

/**
 * One budget (docs/product.md §2, §4): name, status chip, category and period, spent of amount,
 * percent, a bar (error above 100 %, warning above 80 %, capped at full width), what remains or
 * how far over it is, days left and the end date of the current window.
 */
export function BudgetCard({
  budget,
  today,
  onEdit,
  onDelete,
}: BudgetCardProps) {
  const nameId = useId();
  const chip = STATUS_CHIPS[budget.status];
  const left = daysLeft(budget.endDate, today);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <Box>
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
          <Typography
            id={nameId}
            variant="subtitle1"
            component="h3"
            noWrap
            sx={{ minWidth: 0, flexGrow: 1 }}
          >
            {budget.name}
          </Typography>
          <EditDeleteButtons
            item={budget}
            name={budget.name}
            onEdit={onEdit}
            onDelete={onDelete}
            sx={{ display: "flex", mr: -1, mt: -0.5 }}
          />
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography
            variant="body2"
            noWrap
            sx={{ color: "text.secondary", minWidth: 0, flexGrow: 1 }}
          >
            {CATEGORY_LABELS[budget.category]} · {PERIOD_LABELS[budget.period]}
          </Typography>
          <SoftChip label={chip.label} colour={chip.colour} />
        </Box>
      </Box>
      <BudgetProgress budget={budget} />
      <BudgetRemaining remainingCents={budget.remainingCents} />
      <Box
        sx={{
          display: "flex",
          justifyContent: "space-between",
          flexWrap: "wrap",
          gap: 1,
          mt: "auto",
          pt: 1.5,
          borderTop: 1,
          borderColor: "divider",
          color: "text.secondary",
        }}
      >
        <Typography variant="caption">
          {left === 1 ? "1 day left" : `${String(left)} days left`}
        </Typography>
        <Typography variant="caption">
          Ends {formatCalendarDate(budget.endDate)}
        </Typography>
      </Box>
    </Card>
  );
}
