import {
  accountResponseSchema,
  importListResponseSchema,
} from "@finch/contracts";
import { accountLabels } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";
import type { StatementFormat } from "./import-preview";

/** One import in the history, newest first. */
export interface ImportHistoryItem {
  id: number;
  /** A preview nobody committed yet, or a batch written to the ledger. */
  isCommitted: boolean;
  fileName: string;
  format: StatementFormat;
  /** Null when no account was chosen yet, or the account was deleted since. */
  accountName: string | null;
  createdAt: string;
  committedAt: string | null;
  imported: number;
  skipped: number;
}

/** An account the rows of a statement can go to. */
export interface ImportAccountChoice {
  id: number;
  /** The name, with what tells it apart from a namesake (see `accountLabels`). */
  label: string;
  isActive: boolean;
}

/** Query keys of the imports feature. */
export const importKeys = {
  all: ["imports"] as const,
  lists: () => [...importKeys.all, "list"] as const,
  /**
   * The accounts a statement can go to, read here rather than from the accounts feature (web
   * features never import each other); under the accounts root so any account write refreshes it.
   */
  accountChoices: () => [...queryRoots.accounts, "import-choices"] as const,
};

/** The import history, `GET /imports`. */
export function importsQueryOptions() {
  return queryOptions({
    queryKey: importKeys.lists(),
    queryFn: () => apiRequest("/imports", { schema: importHistorySchema }),
  });
}

/** The import history, newest first. */
export function useImports() {
  return useQuery(importsQueryOptions());
}

/** The user's accounts, as places for a statement's rows. */
export function useImportAccountChoices() {
  return useQuery({
    queryKey: importKeys.accountChoices(),
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
      return accounts.map(({ id, name, is_active }): ImportAccountChoice => ({
        id,
        label: labels.get(id) ?? name,
        isActive: is_active,
      }));
    },
  });
}

const importHistorySchema = importListResponseSchema.transform(
  ({ imports }): ImportHistoryItem[] =>
    imports.map((wire) => ({
      id: wire.id,
      isCommitted: wire.status === "committed",
      fileName: wire.file_name,
      format: wire.format,
      accountName: wire.account_name,
      createdAt: wire.created_at,
      committedAt: wire.committed_at,
      imported: wire.imported,
      skipped: wire.skipped,
    })),
);

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
