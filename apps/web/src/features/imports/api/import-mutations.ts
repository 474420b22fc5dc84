import {
  type CommitImportBody,
  commitImportResponseSchema,
} from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import { useReloadMoneyLists } from "../../../shared/query-roots";
import {
  type CsvOptions,
  statementPreviewSchema,
  toOptionsInput,
} from "./import-preview";
import { importKeys } from "./import-queries";

/** What `POST /imports` is sent: the file, and the account and CSV options the person chose. */
export interface UploadVariables {
  file: File;
  /** Undefined: the server matches the account from the file, if it can. */
  accountId: number | undefined;
  /** One of the file's statements; undefined for all of its rows. */
  statement?: number | undefined;
  /** Only what the person set; the server detects the rest. */
  options: Partial<CsvOptions>;
}

/** Parses a statement into a preview, `POST /imports` (multipart); nothing is written yet. */
export function useUploadStatement() {
  const reloadHistory = useReloadImports();
  return useMutation({
    mutationFn: ({ file, accountId, statement, options }: UploadVariables) =>
      apiRequest("/imports", {
        method: "POST",
        body: uploadForm(file, accountId, statement, options),
        schema: statementPreviewSchema,
      }),
    onSuccess: reloadHistory,
  });
}

/** What a commit is told: the preview, and the person's choices over its rows. */
export interface CommitVariables {
  id: number;
  /** Only when the preview has no account: the commit needs one. */
  accountId: number | undefined;
  /** New rows to leave out. */
  skipRows: number[];
  /** Duplicates to import all the same. */
  includeRows: number[];
}

/** Writes a preview's chosen rows, `POST /imports/{id}/commit`. */
export function useCommitImport() {
  const reloadMoney = useReloadMoneyLists();
  const reloadHistory = useReloadImports();
  return useMutation({
    mutationFn: ({ id, accountId, skipRows, includeRows }: CommitVariables) =>
      apiRequest(`/imports/${String(id)}/commit`, {
        method: "POST",
        body: {
          ...(accountId === undefined ? {} : { account_id: accountId }),
          skip_rows: skipRows,
          include_rows: includeRows,
        } satisfies CommitImportBody,
        schema: commitImportResponseSchema,
      }),
    onSuccess: () => {
      reloadMoney();
      reloadHistory();
    },
  });
}

/** Removes a committed import's transactions, `DELETE /imports/{id}`. */
export function useUndoImport() {
  const reloadMoney = useReloadMoneyLists();
  const reloadHistory = useReloadImports();
  return useMutation({
    mutationFn: deleteImport,
    onSuccess: () => {
      reloadMoney();
      reloadHistory();
    },
  });
}

/** Throws a preview away, `DELETE /imports/{id}`; no transaction changes. */
export function useDiscardPreview() {
  const reloadHistory = useReloadImports();
  return useMutation({ mutationFn: deleteImport, onSuccess: reloadHistory });
}

function deleteImport(id: number): Promise<unknown> {
  return apiRequest(`/imports/${String(id)}`, { method: "DELETE" });
}

/** Not awaited, as `useReloadMoneyLists`: the screen moves on and the history refreshes behind. */
function useReloadImports(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: importKeys.all });
  };
}

function uploadForm(
  file: File,
  accountId: number | undefined,
  statement: number | undefined,
  options: Partial<CsvOptions>,
): FormData {
  const form = new FormData();
  // The fields go before the file, so a server reading the parts in order knows them first.
  if (accountId !== undefined) form.append("account_id", String(accountId));
  if (statement !== undefined) form.append("statement", String(statement));
  const input = toOptionsInput(options);
  if (Object.keys(input).length > 0)
    form.append("options", JSON.stringify(input));
  form.append("file", file, file.name);
  return form;
}
