/**
 * What the statement parser gives back. Everything is plain data: no database ids, no user, no
 * decisions about duplicates — the import service takes it from here.
 */
import type { AccountType, Category, Cents } from "@finch/domain";

/** The file formats the parser reads. CAMT.052 account reports are read as "camt053". */
export type StatementFormat =
  "csv" | "ofx" | "qfx" | "qif" | "camt053" | "mt940";

/** A column named by its header text or by its 0-based position. */
export type ColumnRef = string | number;

/** Which column holds what. `date` is required; an amount needs `amount` or `debit`/`credit`. */
export interface CsvColumns {
  date: ColumnRef;
  amount?: ColumnRef;
  debit?: ColumnRef;
  credit?: ColumnRef;
  description?: ColumnRef;
  payee?: ColumnRef;
  payer?: ColumnRef;
  memo?: ColumnRef;
  id?: ColumnRef;
  category?: ColumnRef;
  /** A CR/DR (or debit/credit) indicator that gives the sign of unsigned amounts. */
  type?: ColumnRef;
  checkNumber?: ColumnRef;
  /** A running balance; the newest row's value becomes the account balance. */
  balance?: ColumnRef;
  currency?: ColumnRef;
  /** One file, several accounts: one section per value. */
  account?: ColumnRef;
}

/** How a CSV file is read. The result always carries the complete options actually used. */
export interface CsvOptions {
  delimiter: string;
  header: boolean;
  /** Lines dropped from the top of the decoded text before the table starts. */
  skipLines: number;
  /** "MM/DD/YYYY", "DD.MM.YYYY", "YYYY-MM-DD", "M/D/YY", "DD-MMM-YYYY", "MMM D, YYYY", … */
  dateFormat: string;
  decimalSeparator: "." | ",";
  columns: CsvColumns;
  /** Flip every sign (card exports that list charges as positive amounts). */
  negate: boolean;
}

/** The account a statement section belongs to, as far as the file says. */
export interface StatementAccount {
  /** The account number with all but its last four characters hidden: "••••6789". */
  numberMasked: string | null;
  type: AccountType | null;
  currency: string | null;
  balanceCents: Cents | null;
  balanceDate: string | null;
  name: string | null;
}

/** One transaction of the file, or a row that could not be read (`error` set). */
export interface ParsedRow {
  /** 1-based position of the transaction in the file, as the user would count them. */
  row: number;
  transactionDate: string | null;
  /** Always positive; the direction is `transactionType`. */
  amountCents: Cents | null;
  /** "debit" is money out (a negative amount on the statement). */
  transactionType: "debit" | "credit" | null;
  /** Payee, name or description text as the bank wrote it, trimmed; "" when the file has none. */
  description: string;
  /** The payee when the format keeps it apart from the description text, else null. */
  merchantName: string | null;
  memo: string | null;
  /** The bank's own id of the transaction (OFX FITID, CAMT AcctSvcrRef, MT940 bank reference). */
  externalId: string | null;
  category: Category | null;
  /** The file's category text (for a QIF `Parent:Child`, the child). */
  rawCategory: string | null;
  checkNumber: string | null;
  /** Why the row cannot be imported, naming the row and the value; null for a good row. */
  error: string | null;
}

/** The transactions of one account. */
export interface StatementSection {
  account: StatementAccount | null;
  rows: ParsedRow[];
}

/** The whole file. */
export interface ParsedStatement {
  format: StatementFormat;
  /** The encoding the bytes were decoded with: "utf-8", "utf-16le", "windows-1252", … */
  encoding: string;
  /** For CSV, the complete options used (detected or given); null for other formats. */
  options: CsvOptions | null;
  sections: StatementSection[];
}

/** What the caller hands in besides the bytes. */
export interface ParseInput {
  fileName: string;
  options?: Partial<CsvOptions>;
  /** An encoding name that overrides detection; "auto" means detect. */
  encoding?: string;
}
