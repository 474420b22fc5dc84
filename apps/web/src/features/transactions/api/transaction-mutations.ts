import {
  type TransactionBody,
  type TransactionBulkBody,
  transactionBulkResponseSchema,
} from "@finch/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import type { CreateVariables } from "../../../shared/hooks/use-save-dialog";
import { useReloadMoneyLists } from "../../../shared/query-roots";

/** Records a transaction, `POST /transactions`. */
export function useCreateTransaction() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateVariables<TransactionBody>) =>
      apiRequest("/transactions", { method: "POST", body, idempotencyKey }),
    onSuccess,
  });
}

/** Changes a transaction, `PUT /transactions/{id}` with the whole form payload. */
export function useUpdateTransaction() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TransactionBody }) =>
      apiRequest(`/transactions/${String(id)}`, { method: "PUT", body }),
    onSuccess,
  });
}

/** Removes a transaction, `DELETE /transactions/{id}`. */
export function useDeleteTransaction() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/transactions/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}

/**
 * Changes or deletes many transactions at once, `POST /transactions/bulk`: a category and/or
 * merchant for all, delete, or accept their suggested categories. All or nothing.
 */
export function useBulkTransactions() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: (body: TransactionBulkBody) =>
      apiRequest("/transactions/bulk", {
        method: "POST",
        body,
        schema: transactionBulkResponseSchema,
      }),
    onSuccess,
  });
}
