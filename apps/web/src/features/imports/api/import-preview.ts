import {
  type CsvColumnsWire,
  type CsvOptionsInput,
  type IMPORT_ROW_STATUSES,
  type STATEMENT_FORMATS,
  importPreviewSchema,
  importRowSchema,
  moneyOutputCents,
} from "@finch/contracts";
import type { Category, Cents, TransactionType } from "@finch/domain";
import { z } from "zod";

/** A statement file format the server reads. */
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** What the import will do with a row: write it, leave it (already there), or it cannot. */
export type RowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** Which column holds what: a header name or a 0-based position, by role. */
export type CsvColumns = CsvColumnsWire;

/** How a CSV file is read; the server answers every one, detected where not given. */
export interface CsvOptions {
  delimiter: string;
  hasHeader: boolean;
  skipLines: number;
  /** "DD.MM.YYYY", "MM/DD/YYYY", … */
  dateFormat: string;
  decimalSeparator: "." | ",";
  columns: CsvColumns;
  /** Every sign flipped: card exports that list charges as positive amounts. */
  isNegated: boolean;
}

/** One row of the file as the preview shows it; the amount is positive, its type the direction. */
export interface PreviewRow {
  /** 1-based position in the file: the row's id at commit. */
  row: number;
  transactionDate: string | null;
  amountCents: Cents | null;
  transactionType: TransactionType | null;
  description: string;
  merchantName: string | null;
  /** The category it will carry, and where that came from (the file, a rule, a suggestion). */
  category: Category;
  categorySource: "file" | "rule" | "suggested";
  status: RowStatus;
  /** Why the row cannot be imported. */
  error: string | null;
}

/** One account's part of a file, as the person picks it. */
export interface FileStatement {
  index: number;
  /** The account's name in the file, else its masked number, else its place ("Account 2"). */
  label: string;
  rows: number;
}

/** A parsed file waiting for the person (or, read later, an import already written). */
export interface StatementPreview {
  id: number;
  isCommitted: boolean;
  fileName: string;
  format: StatementFormat;
  /** The text encoding the file was read in ("utf-8", "windows-1252", …). */
  encoding: string;
  /** The chosen or matched account; null when neither, and the commit needs one. */
  accountId: number | null;
  /** The account number the file states, masked ("••••6789"). */
  statementNumber: string | null;
  /** How a CSV file was read; null for the other formats. */
  options: CsvOptions | null;
  /** The accounts the file covers, one statement each; a file of one has one. */
  statements: FileStatement[];
  /** The statement whose rows these are; null for every row of the file. */
  statement: number | null;
  summary: { rows: number; new: number; duplicates: number; errors: number };
  rows: PreviewRow[];
}

/** `POST /imports` and `GET /imports/{id}`, read into the screen's shape. */
export const statementPreviewSchema = importPreviewSchema
  .extend({
    rows: z.array(
      importRowSchema.extend({ amount: moneyOutputCents.nullable() }),
    ),
  })
  .transform((wire): StatementPreview => ({
    id: wire.id,
    isCommitted: wire.status === "committed",
    fileName: wire.file_name,
    format: wire.format,
    encoding: wire.encoding,
    accountId: wire.account_id,
    statementNumber: wire.statement_account?.number_masked ?? null,
    options:
      wire.options === null
        ? null
        : {
            delimiter: wire.options.delimiter,
            hasHeader: wire.options.header,
            skipLines: wire.options.skip_lines,
            dateFormat: wire.options.date_format,
            decimalSeparator: wire.options.decimal_separator,
            columns: wire.options.columns,
            isNegated: wire.options.negate,
          },
    statements: wire.statements.map((statement) => ({
      index: statement.index,
      label:
        statement.name ??
        statement.number_masked ??
        `Account ${String(statement.index + 1)}`,
      rows: statement.rows,
    })),
    statement: wire.statement,
    summary: wire.summary,
    rows: wire.rows.map((row) => ({
      row: row.row,
      transactionDate: row.transaction_date,
      amountCents: row.amount,
      transactionType: row.transaction_type,
      description: row.description,
      merchantName: row.merchant_name,
      category: row.category,
      categorySource: row.category_source,
      status: row.status,
      error: row.error,
    })),
  }));

/** The `options` field of `POST /imports`: only what the person set; the server detects the rest. */
export function toOptionsInput(options: Partial<CsvOptions>): CsvOptionsInput {
  const input: CsvOptionsInput = {};
  if (options.delimiter !== undefined) input.delimiter = options.delimiter;
  if (options.hasHeader !== undefined) input.header = options.hasHeader;
  if (options.skipLines !== undefined) input.skip_lines = options.skipLines;
  if (options.dateFormat !== undefined) input.date_format = options.dateFormat;
  if (options.decimalSeparator !== undefined)
    input.decimal_separator = options.decimalSeparator;
  if (options.columns !== undefined) input.columns = options.columns;
  if (options.isNegated !== undefined) input.negate = options.isNegated;
  return input;
}
