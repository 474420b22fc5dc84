import type { CreateAccountBody, UpdateAccountBody } from "@finch/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import type { CreateVariables } from "../../../shared/hooks/use-save-dialog";
import { useReloadMoneyLists } from "../../../shared/query-roots";

/** Adds a manual account, `POST /accounts`. */
export function useCreateAccount() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: CreateVariables<CreateAccountBody>) =>
      apiRequest("/accounts", { method: "POST", body, idempotencyKey }),
    onSuccess,
  });
}

/** Changes an account, `PUT /accounts/{id}`. */
export function useUpdateAccount() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAccountBody }) =>
      apiRequest(`/accounts/${String(id)}`, { method: "PUT", body }),
    onSuccess,
  });
}

/** Removes an account and, on the server, its transactions: `DELETE /accounts/{id}`. */
export function useDeleteAccount() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/accounts/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}
