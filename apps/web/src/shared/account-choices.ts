import { accountResponseSchema } from "@finch/contracts";
import { accountLabels } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./api-client";
import { queryRoots } from "./query-roots";

/** An account a person can pick: for a transaction, a filter or a statement's rows. */
export interface AccountChoice {
  id: number;
  name: string;
  /** The name, with what tells it apart from a namesake (see `accountLabels`). */
  label: string;
  isActive: boolean;
}

/**
 * The user's accounts as choices, read once for every feature that offers them (web features
 * never import each other, docs/style.md §1). The key sits under the accounts root, so any
 * account or transaction write refreshes it.
 */
export function accountChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.accounts, "choices"] as const,
    queryFn: async () => {
      const { accounts } = await apiRequest("/accounts", {
        schema: accountChoiceListSchema,
      });
      const labels = accountLabels(
        accounts.map((a) => ({
          id: a.id,
          name: a.name,
          mask: a.mask,
          institutionName: a.institution_name,
        })),
      );
      return accounts.map(({ id, name, is_active }): AccountChoice => ({
        id,
        name,
        label: labels.get(id) ?? name,
        isActive: is_active,
      }));
    },
  });
}

/** The user's accounts, as choices. */
export function useAccountChoices() {
  return useQuery(accountChoicesQueryOptions());
}

const accountChoiceListSchema = z.object({
  accounts: z.array(
    accountResponseSchema.pick({
      id: true,
      name: true,
      is_active: true,
      mask: true,
      institution_name: true,
    }),
  ),
});
