import { accountResponseSchema, moneyOutputCents } from "@finch/contracts";
import type { AccountType, Cents } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/** An account as the screens use it: money in cents, names in camelCase. */
export interface Account {
  id: number;
  name: string;
  accountType: AccountType;
  institutionName: string | null;
  /**
   * The account's value to the user: negative for what a liability owes (docs/architecture.md §4).
   */
  balanceCents: Cents;
  isActive: boolean;
  isManual: boolean;
  /** Deleting the account deletes these too. */
  transactionCount: number;
}

/** Query keys of the accounts feature; every account or transaction write invalidates `all`. */
export const accountKeys = {
  all: queryRoots.accounts,
  lists: () => [...accountKeys.all, "list"] as const,
};

/** The signed-in user's accounts, `GET /accounts`. */
export function accountsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.lists(),
    queryFn: async () =>
      (
        await apiRequest("/accounts", { schema: accountListSchema })
      ).accounts.map(toAccount),
  });
}

/** The signed-in user's accounts. */
export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

const accountListSchema = z.object({
  accounts: z.array(
    // docs/product.md §3: `current_balance` may arrive as a numeric string; what is not an amount
    // fails the read, and the page shows its fallback text.
    accountResponseSchema.extend({ current_balance: moneyOutputCents }),
  ),
});

function toAccount(
  wire: z.output<typeof accountListSchema>["accounts"][number],
): Account {
  return {
    id: wire.id,
    name: wire.name,
    accountType: wire.account_type,
    institutionName: wire.institution_name,
    balanceCents: wire.current_balance,
    isActive: wire.is_active,
    isManual: wire.is_manual,
    transactionCount: wire.transaction_count,
  };
}
