import {
  commitImportResponseSchema,
  importPreviewSchema,
} from "@finch/contracts";
import { apiRequest } from "../shared/api-client";

/**
 * Imports a CSV statement into an account through the real API (preview, then commit every new
 * row), as the bank's own rows arrive: the server cleans their merchants, runs the rules and
 * suggests categories. Call `sendFilesWhole()` first (test/file-uploads.ts).
 */
export async function importCsv(
  accountId: number,
  csv: string,
): Promise<{ id: number; imported: number }> {
  const form = new FormData();
  form.append("account_id", String(accountId));
  form.append(
    "file",
    new File([csv], "statement.csv", { type: "text/csv" }),
    "statement.csv",
  );
  const preview = await apiRequest("/imports", {
    method: "POST",
    body: form,
    schema: importPreviewSchema,
  });
  return apiRequest(`/imports/${String(preview.id)}/commit`, {
    method: "POST",
    body: {},
    schema: commitImportResponseSchema,
  });
}
