/**
 * What the imports routes answer, from an import's record: the preview as JSON text (its rows
 * spliced in as stored, ADR 0045), the commit's counts and the history's entries.
 */
import type {
  CommitImportResponse,
  FileStatement,
  ImportPreview,
  ImportSummary,
} from "@finch/contracts";
import { centsToWire } from "@finch/domain";
import { wireOptions } from "./import-options";
import type { ImportRecord } from "./imports.repository";
import type {
  CsvOptions,
  StatementAccount,
  StatementSection,
} from "./parsing/types";

/**
 * The preview as JSON text: what the import record says, with the kept rows' JSON spliced in as
 * they were stored (never parsed and written again).
 */
export function previewText(record: ImportRecord, rowsJson: string): string {
  const head: Omit<ImportPreview, "rows"> = {
    id: record.id,
    status: record.status,
    file_name: record.fileName,
    format: record.format as ImportPreview["format"],
    encoding: record.encoding,
    account_id: record.accountId,
    statement_account:
      record.statementAccount === null
        ? null
        : (JSON.parse(
            record.statementAccount,
          ) as ImportPreview["statement_account"]),
    statements:
      record.statements === null
        ? []
        : (JSON.parse(record.statements) as FileStatement[]),
    statement: record.statementIndex,
    options:
      record.options === null
        ? null
        : wireOptions(JSON.parse(record.options) as CsvOptions),
    summary: {
      rows: record.rowCount,
      new: record.newCount,
      duplicates: record.duplicateCount,
      errors: record.errorCount,
    },
    created_at: record.createdAt,
  };
  return `${JSON.stringify(head).slice(0, -1)},"rows":${rowsJson}}`;
}

export function committedAnswer(record: ImportRecord): CommitImportResponse {
  return {
    id: record.id,
    status: "committed",
    imported: record.importedCount,
    skipped: record.skippedCount,
  };
}

/** One entry of the history; `accountName` is null without an account. */
export function importSummary(
  record: ImportRecord,
  accountName: string | null,
): ImportSummary {
  return {
    id: record.id,
    status: record.status,
    file_name: record.fileName,
    format: record.format as ImportSummary["format"],
    account_id: record.accountId,
    account_name: accountName,
    created_at: record.createdAt,
    committed_at: record.committedAt,
    imported: record.importedCount,
    skipped: record.skippedCount,
  };
}

/** What the preview says of each statement of the file. */
export function fileStatements(
  sections: readonly StatementSection[],
): FileStatement[] {
  return sections.map((section, index) => ({
    index,
    name: section.account?.name ?? null,
    number_masked: section.account?.numberMasked ?? null,
    currency: section.account?.currency ?? null,
    rows: section.rows.length,
  }));
}

/** The statement's account as kept and compared (a masked number never holds the full one). */
export function keptAccount(account: StatementAccount) {
  return {
    number_masked: account.numberMasked,
    type: account.type,
    currency: account.currency,
    balance:
      account.balanceCents === null ? null : centsToWire(account.balanceCents),
    balance_date: account.balanceDate,
  };
}
