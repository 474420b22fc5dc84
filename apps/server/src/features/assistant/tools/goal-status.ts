import type { AssistantGoal, Snapshot } from "../snapshot";

/** A goal's state in words the answer uses. */
export type GoalState =
  "reached" | "overdue" | "on_track" | "behind" | "no_pace";

/** One goal with its state. */
export interface GoalLine extends AssistantGoal {
  state: GoalState;
}

/** Every goal (or those whose name contains `goal`), with reached / overdue / on track / behind. */
export function goalStatusTool(
  snapshot: Snapshot,
  p: { goal?: string | undefined },
): GoalLine[] {
  const wanted = p.goal?.toLowerCase();
  return snapshot.goals
    .filter(
      (g) => wanted === undefined || g.name.toLowerCase().includes(wanted),
    )
    .map((g) => ({ ...g, state: stateOf(g) }));
}

function stateOf(g: AssistantGoal): GoalState {
  if (g.isCompleted || g.remainingCents <= 0) return "reached";
  if (g.daysLeft <= 0) return "overdue";
  if (g.projectedCompletionDate === undefined) return "no_pace";
  return g.projectedCompletionDate <= g.targetDate ? "on_track" : "behind";
}
