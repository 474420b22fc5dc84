import { goalProgressColor, sharePercent, type Cents } from "@finch/domain";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import { MoneyText } from "../../../shared/ui/money-text";
import { DashboardPanel, PanelEmpty } from "./dashboard-panel";
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
    <DashboardPanel title="Savings Goals">
      {goals.length === 0 ? (
        <PanelEmpty
          title="No savings goals set"
          hint="Create goals to track your progress"
        />
      ) : (
        goals.map((goal) => {
          const percent = sharePercent(goal.currentCents, goal.targetCents);
          return (
            <ProgressRow
              key={goal.id}
              title={goal.name}
              percent={percent}
              color={goalProgressColor(percent)}
              figures={
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ color: "text.secondary" }}
                >
                  <MoneyText cents={goal.currentCents} fontWeight={600} /> of{" "}
                  <MoneyText cents={goal.targetCents} />
                </Typography>
              }
              note={
                <Typography variant="caption" sx={{ color: "text.secondary" }}>
                  Target: {formatCalendarDate(goal.targetDate)}
                </Typography>
              }
            />
          );
        })
      )}
    </DashboardPanel>
  );
}
