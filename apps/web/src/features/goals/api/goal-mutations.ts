import type { GoalBody } from "@finch/contracts";
import type { Cents } from "@finch/domain";
import { centsToDecimalText } from "@finch/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import type { CreateVariables } from "../../../shared/hooks/use-save-dialog";
import { queryRoots } from "../../../shared/query-roots";
import { goalKeys } from "./goal-queries";

/**
 * Reloads the goals, and the dashboard summary that counts them, after a successful write (spec
 * §7). Not awaited, so dialogs close at once and the lists refresh behind them.
 */
function useReloadGoals(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: goalKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryRoots.insights });
  };
}

/** Adds a goal, `POST /goals`. */
export function useCreateGoal() {
  const onSuccess = useReloadGoals();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateVariables<GoalBody>) =>
      apiRequest("/goals", { method: "POST", body, idempotencyKey }),
    onSuccess,
  });
}

/** Changes a goal, `PUT /goals/{id}`. */
export function useUpdateGoal() {
  const onSuccess = useReloadGoals();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GoalBody }) =>
      apiRequest(`/goals/${String(id)}`, { method: "PUT", body }),
    onSuccess,
  });
}

/** Removes a goal and its contributions, `DELETE /goals/{id}`. */
export function useDeleteGoal() {
  const onSuccess = useReloadGoals();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/goals/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}

/**
 * Adds money to a goal, `POST /goals/{id}/contribute?amount=12.34` (no body, docs/product.md §7).
 */
export function useContributeToGoal() {
  const onSuccess = useReloadGoals();
  return useMutation({
    mutationFn: ({
      id,
      amountCents,
      idempotencyKey,
    }: {
      id: number;
      amountCents: Cents;
      idempotencyKey: string;
    }) =>
      apiRequest(
        `/goals/${String(id)}/contribute?amount=${centsToDecimalText(amountCents)}`,
        { method: "POST", idempotencyKey },
      ),
    onSuccess,
  });
}

/** Undoes one contribution, `DELETE /goals/{id}/contributions/{contributionId}`. */
export function useDeleteContribution() {
  const onSuccess = useReloadGoals();
  return useMutation({
    mutationFn: ({ goalId, id }: { goalId: number; id: number }) =>
      apiRequest(`/goals/${String(goalId)}/contributions/${String(id)}`, {
        method: "DELETE",
      }),
    onSuccess,
  });
}
