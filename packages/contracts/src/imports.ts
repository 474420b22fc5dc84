import { ACCOUNT_TYPES, CATEGORIES, TRANSACTION_TYPES } from "@finch/domain";
import { z } from "zod";
import { idInput, moneyOutput } from "./money";

/** The statement formats an import reads (docs/design/imports.md §1). */
export const STATEMENT_FORMATS = [
  "csv",
  "ofx",
  "qfx",
  "qif",
  "camt053",
  "mt940",
] as const;

/** Where an import stands: parsed and waiting for the person, or written to the ledger. */
export const IMPORT_STATUSES = ["preview", "committed"] as const;

/** What became of one row of the file. */
export const IMPORT_ROW_STATUSES = ["new", "duplicate", "error"] as const;

/** A CSV column, by its header text or its 0-based position. */
const columnRef = z.union([z.string(), z.number().int()]);

/** The columns of a CSV file: `date` and an amount (`amount`, or `debit` and `credit`) at least. */
export const csvColumnsSchema = z.object({
  date: columnRef,
  amount: columnRef.optional(),
  debit: columnRef.optional(),
  credit: columnRef.optional(),
  description: columnRef.optional(),
  payee: columnRef.optional(),
  /** Who paid, where a file names the payer apart from the payee: read on money coming in. */
  payer: columnRef.optional(),
  memo: columnRef.optional(),
  id: columnRef.optional(),
  category: columnRef.optional(),
  /** A CR/DR (or debit/credit) indicator giving the sign of unsigned amounts. */
  type: columnRef.optional(),
  check_number: columnRef.optional(),
  balance: columnRef.optional(),
  currency: columnRef.optional(),
  account: columnRef.optional(),
});
/** Which column holds what. */
export type CsvColumnsWire = z.infer<typeof csvColumnsSchema>;

/** How a CSV file was read: always complete in an answer, detected where not given. */
export const csvOptionsSchema = z
  .object({
    delimiter: z.string(),
    header: z.boolean(),
    skip_lines: z.number().int(),
    /** "MM/DD/YYYY", "DD.MM.YYYY", "YYYY-MM-DD", "DD.MM.YY", "DD-MMM-YYYY", … */
    date_format: z.string(),
    decimal_separator: z.enum([".", ","]),
    columns: csvColumnsSchema,
    /** Every sign flipped (card exports that list charges as positive amounts). */
    negate: z.boolean(),
  })
  .meta({ id: "CsvImportOptions" });
/** The CSV options of an import. */
export type CsvOptionsWire = z.infer<typeof csvOptionsSchema>;

/** What the file says of its account. */
export const statementAccountSchema = z.object({
  /** "••••6789": all but the last four characters hidden. */
  number_masked: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  currency: z.string().nullable(),
  balance: moneyOutput.nullable(),
  balance_date: z.string().nullable(),
});

/** One of the statements a file holds: an account's section of it, and how many rows it has. */
export const fileStatementSchema = z.object({
  /** 0-based, in file order: what `statement` chooses at upload. */
  index: z.number().int(),
  /** The account's name where the file gives one (a CSV account column, QIF `!Account`). */
  name: z.string().nullable(),
  number_masked: z.string().nullable(),
  currency: z.string().nullable(),
  rows: z.number().int(),
});
/** A statement of a file. */
export type FileStatement = z.infer<typeof fileStatementSchema>;

/** One row of the file and what the import will do with it. */
export const importRowSchema = z.object({
  /** 1-based position of the transaction in the file. */
  row: z.number().int(),
  transaction_date: z.string().nullable(),
  /** Positive; `transaction_type` gives the direction (`debit` is money out). */
  amount: moneyOutput.nullable(),
  transaction_type: z.enum(TRANSACTION_TYPES).nullable(),
  description: z.string(),
  merchant_name: z.string().nullable(),
  memo: z.string().nullable(),
  /** The bank's id of the transaction (OFX FITID, CAMT entry reference, a CSV id column). */
  external_id: z.string().nullable(),
  category: z.enum(CATEGORIES),
  /**
   * Where the category came from: the file (`file`, `other` when it names none), one of the
   * person's rules (`rule`) or a prediction from their history (`suggested`).
   */
  category_source: z.enum(["file", "rule", "suggested"]),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** The existing transaction a duplicate matched. */
  duplicate_of: z.number().int().nullable(),
  /** Why the row cannot be imported, naming the row and the value. */
  error: z.string().nullable(),
});
/** A row of an import's preview. */
export type ImportRow = z.infer<typeof importRowSchema>;

/** `POST /imports`: the parsed file, nothing written yet. */
export const importPreviewSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(IMPORT_STATUSES),
    file_name: z.string(),
    format: z.enum(STATEMENT_FORMATS),
    encoding: z.string(),
    /** The chosen or matched account; null when neither. */
    account_id: z.number().int().nullable(),
    statement_account: statementAccountSchema.nullable(),
    /**
     * The statements the file holds, one per account it covers; a file of several lets the
     * person import one account's rows at a time (`statement` at upload).
     */
    statements: z.array(fileStatementSchema),
    /** The statement whose rows this preview holds; null for every row of the file. */
    statement: z.number().int().nullable(),
    /** For CSV, the options used (detected or given); null for other formats. */
    options: csvOptionsSchema.nullable(),
    summary: z.object({
      rows: z.number().int(),
      new: z.number().int(),
      duplicates: z.number().int(),
      errors: z.number().int(),
    }),
    rows: z.array(importRowSchema),
    created_at: z.string(),
  })
  .meta({ id: "ImportPreview" });
/** An import's preview as clients see it. */
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `options` of `POST /imports`: any of the CSV options; the rest is detected. */
export const csvOptionsInputSchema = z
  .object({
    delimiter: z.string().optional(),
    header: z.boolean().optional(),
    skip_lines: z.number().int().optional(),
    date_format: z.string().optional(),
    decimal_separator: z.string().optional(),
    columns: z.record(z.string(), z.unknown()).optional(),
    negate: z.boolean().optional(),
    /** An encoding to decode with instead of detecting one ("windows-1252", "utf-16le", …). */
    encoding: z.string().optional(),
  })
  .strict();
/** Options a client may give. */
export type CsvOptionsInput = z.input<typeof csvOptionsInputSchema>;

/** `POST /imports/{id}/commit`. */
export const commitImportBodySchema = z
  .object({
    account_id: idInput("Account id").optional(),
    /** Rows to leave out although they are new. */
    skip_rows: z
      .array(z.number().int().positive(), {
        error: "Rows to skip must be a list of row numbers",
      })
      .max(1_000_000)
      .optional(),
    /** Rows flagged duplicate to import all the same. */
    include_rows: z
      .array(z.number().int().positive(), {
        error: "Rows to include must be a list of row numbers",
      })
      .max(1_000_000)
      .optional(),
  })
  .strict()
  .nullable()
  .optional();
/** Commit payload, as a client sends it. */
export type CommitImportBody = z.input<typeof commitImportBodySchema>;
/** Commit payload, as the server reads it. */
export type CommitImportRequest = z.output<typeof commitImportBodySchema>;

/** `POST /imports/{id}/commit`. */
export const commitImportResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal("committed"),
  imported: z.number().int(),
  skipped: z.number().int(),
});
/** What a commit wrote. */
export type CommitImportResponse = z.infer<typeof commitImportResponseSchema>;

/** One import in the history. */
export const importSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  account_id: z.number().int().nullable(),
  /** The account's name, for the history (null when it has none yet or was deleted). */
  account_name: z.string().nullable(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
  imported: z.number().int(),
  skipped: z.number().int(),
});
/** An import in the history. */
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** `GET /imports`, newest first. */
export const importListResponseSchema = z.object({
  imports: z.array(importSummarySchema),
});
/** The import history. */
export type ImportListResponse = z.infer<typeof importListResponseSchema>;

/** `{id}` in an import path. */
export const importParamsSchema = z.object({ id: idInput("Import id") });
