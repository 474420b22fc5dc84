import { bankItemListResponseSchema } from "@finch/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";

/** A linked institution as the screens use it. */
export interface BankItem {
  id: number;
  institutionName: string;
  provider: "plaid" | "sandbox";
  status: "ok" | "needs_reauth" | "revoked" | "error";
  lastSyncedAt: string | null;
  error: string | null;
  accountIds: number[];
}

/** Query keys of the banking feature. */
export const bankingKeys = {
  all: ["banking"] as const,
  items: () => [...bankingKeys.all, "items"] as const,
};

/** The linked institutions with their sync health, `GET /plaid/items`. */
export function bankItemsQueryOptions() {
  return queryOptions({
    queryKey: bankingKeys.items(),
    queryFn: async () =>
      (
        await apiRequest("/plaid/items", { schema: bankItemListResponseSchema })
      ).items.map((wire): BankItem => ({
        id: wire.id,
        institutionName: wire.institution_name,
        provider: wire.provider,
        status: wire.status,
        lastSyncedAt: wire.last_synced_at,
        error: wire.error,
        accountIds: wire.account_ids,
      })),
  });
}

/** The signed-in user's linked institutions. */
export function useBankItems() {
  return useQuery(bankItemsQueryOptions());
}
