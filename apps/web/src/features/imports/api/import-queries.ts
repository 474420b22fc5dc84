import { importListResponseSchema } from "@finch/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
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

/** Query keys of the imports feature. */
export const importKeys = {
  all: ["imports"] as const,
  lists: () => [...importKeys.all, "list"] as const,
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
