import {
  exchangePublicTokenResponseSchema,
  linkTokenResponseSchema,
  moneyOutputCents,
  sandboxAccountPreviewSchema,
  sandboxPublicTokenResponseSchema,
  syncTransactionsResponseSchema,
  type SandboxPublicTokenBody,
  type SandboxSelectAccountsBody,
} from "@finch/contracts";
import type { AccountType, Cents } from "@finch/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { invalidateMoneyLists } from "../../../shared/query-roots";
import { bankingKeys } from "./banking-queries";

/** After a link, sync or unlink: every money list and the items' health reload. */
function useReloadAfterBankChange() {
  const queryClient = useQueryClient();
  return () => {
    void invalidateMoneyLists(queryClient);
    void queryClient.invalidateQueries({ queryKey: bankingKeys.all });
  };
}

/** `POST /plaid/create-link-token`; an item id asks for update mode (re-authentication). */
export function useCreateLinkToken() {
  return useMutation({
    mutationFn: (itemId?: number) =>
      apiRequest("/plaid/create-link-token", {
        method: "POST",
        schema: linkTokenResponseSchema,
        ...(itemId === undefined ? {} : { body: { item_id: itemId } }),
      }),
  });
}

/** An account the signed-in bank offers in the "choose accounts" step. */
export interface SandboxAccountChoice {
  accountId: string;
  name: string;
  accountType: AccountType;
  mask: string | null;
  balanceCents: Cents;
}

const signInSchema = sandboxPublicTokenResponseSchema.extend({
  accounts: z.array(
    sandboxAccountPreviewSchema.extend({
      current_balance: moneyOutputCents,
    }),
  ),
});

/** The sandbox's link dialog: its credentials become a public token and the accounts to choose. */
export function useSandboxPublicToken() {
  return useMutation({
    mutationFn: async (body: SandboxPublicTokenBody) => {
      const wire = await apiRequest("/plaid/sandbox/public-token", {
        method: "POST",
        body,
        schema: signInSchema,
      });
      return {
        publicToken: wire.public_token,
        accounts: wire.accounts.map((a): SandboxAccountChoice => ({
          accountId: a.account_id,
          name: a.name,
          accountType: a.account_type,
          mask: a.mask,
          balanceCents: a.current_balance,
        })),
      };
    },
  });
}

/** `POST /plaid/sandbox/select-accounts`: the public token's item grants only these accounts. */
export function useSandboxSelectAccounts() {
  return useMutation({
    mutationFn: (body: SandboxSelectAccountsBody) =>
      apiRequest("/plaid/sandbox/select-accounts", { method: "POST", body }),
  });
}

/** `POST /plaid/exchange-public-token`: the accounts of the new item. */
export function useExchangePublicToken() {
  const onSuccess = useReloadAfterBankChange();
  return useMutation({
    mutationFn: (publicToken: string) =>
      apiRequest("/plaid/exchange-public-token", {
        method: "POST",
        body: { public_token: publicToken },
        schema: exchangePublicTokenResponseSchema,
      }),
    onSuccess,
  });
}

/** `POST /plaid/sync-transactions`: every linked institution of the user. */
export function useSyncTransactions() {
  const reload = useReloadAfterBankChange();
  return useMutation({
    mutationFn: () =>
      apiRequest("/plaid/sync-transactions", {
        method: "POST",
        schema: syncTransactionsResponseSchema,
      }),
    // A failed sync may still have synced some banks and changed an item's health.
    onSettled: reload,
  });
}

/** After update mode succeeded: `POST /plaid/items/{id}/reconnect` marks it healthy and syncs. */
export function useReconnectBankItem() {
  const onSettled = useReloadAfterBankChange();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/plaid/items/${String(id)}/reconnect`, { method: "POST" }),
    onSettled,
  });
}

/** `DELETE /plaid/items/{id}`: the accounts stay, as manual accounts. */
export function useUnlinkBankItem() {
  const onSuccess = useReloadAfterBankChange();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/plaid/items/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}
