import { goalProgressColor, sharePercent, type Cents } from "@finch/domain";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import { DashboardPanel } from "./dashboard-panel";
import { ProgressRow } from "./progress-row";

/** What the panel needs of a goal. */
export interface GoalProgress {
  id: number;
  name: string;
  currentCents: Cents;
  targetCents: Cents;
  targetDate: string;
}

/** Per goal, saved against the target with a bar and 'Target: date' (docs/product.md §2). */
export function SavingsGoalsPanel({
  goals,
}: {
  goals: readonly GoalProgress[];
}) {
  return (
    <DashboardPanel
      title="Savings Goals"
      empty={{
        title: "No savings goals set",
        hint: "Create goals to track your progress",
        isEmpty: goals.length === 0,
      }}
    >
      {goals.map((goal) => (
        <ProgressRow
          key={goal.id}
          title={goal.name}
          partCents={goal.currentCents}
          wholeCents={goal.targetCents}
          color={goalProgressColor(
            sharePercent(goal.currentCents, goal.targetCents),
          )}
          note={
            <Typography variant="caption" sx={{ color: "text.secondary" }}>
              Target: {formatCalendarDate(goal.targetDate)}
            </Typography>
          }
        />
      ))}
    </DashboardPanel>
  );
}
