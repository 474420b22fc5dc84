import { SoftChip } from "../../../shared/ui/soft-chip";
import type { Goal } from "../api/goal-queries";

/**
 * Completed, or how far away the target date is (docs/product.md §4): a positive count reads
 * 'N days left'; a passed date reads Overdue. On the target day itself the goal is due, not yet
 * overdue.
 */
export function GoalStatusChip({ goal }: { goal: Goal }) {
  if (goal.isCompleted) return <SoftChip label="Completed" colour="success" />;
  if (goal.daysLeft > 1)
    return (
      <SoftChip label={`${String(goal.daysLeft)} days left`} colour="info" />
    );
  if (goal.daysLeft === 1)
    return <SoftChip label="1 day left" colour="warning" />;
  if (goal.daysLeft === 0)
    return <SoftChip label="Due today" colour="warning" />;
  return <SoftChip label="Overdue" colour="error" />;
}
