import type { BudgetBody } from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import type { CreateVariables } from "../../../shared/hooks/use-save-dialog";
import { budgetKeys } from "./budget-queries";

/** Creates a budget, `POST /budgets`. */
export function useCreateBudget() {
  const onSuccess = useReloadBudgets();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateVariables<BudgetBody>) =>
      apiRequest("/budgets", { method: "POST", body, idempotencyKey }),
    onSuccess,
  });
}

/** Replaces a budget, `PUT /budgets/{id}`. */
export function useUpdateBudget() {
  const onSuccess = useReloadBudgets();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BudgetBody }) =>
      apiRequest(`/budgets/${String(id)}`, { method: "PUT", body }),
    onSuccess,
  });
}

/** Removes a budget, `DELETE /budgets/{id}`. */
export function useDeleteBudget() {
  const onSuccess = useReloadBudgets();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/budgets/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}

/**
 * Reloads every budgets query after a write (docs/product.md §7), the dashboard's included as long
 * as its key starts with `budgets`. Not awaited: the dialog closes at once.
 */
function useReloadBudgets(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: budgetKeys.all });
  };
}
