/** Small pieces every format parser shares: the 422 it throws, rows, masked account numbers. */
import { AppError, invalid, toCents, type Category } from "@finch/domain";
import type { ParsedRow, StatementAccount } from "./types";

/** The 422 for a file that cannot be read as a statement; `type` is a stable word. */
export function fileError(
  msg: string,
  type: string,
  cause?: unknown,
): AppError {
  const fieldErrors = [{ loc: ["body", "file"], msg, type }];
  return cause === undefined
    ? invalid(fieldErrors)
    : new AppError("validation_failed", msg, { fieldErrors, cause });
}

/** The 422 for a bad option, naming the option's field. */
export function optionError(
  field: string,
  msg: string,
  type: string,
): AppError {
  return invalid([{ loc: ["body", "options", field], msg, type }]);
}

/** "••••6789": every character but the last four hidden (short numbers keep the mask too). */
export function maskAccountNumber(
  value: string | null | undefined,
): string | null {
  const compact = (value ?? "").replace(/\s+/g, "");
  return compact === "" ? null : `••••${compact.slice(-4)}`;
}

/** Empty or blank text → null, else the trimmed text. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** The fields of a transaction besides its position, date and amount. */
export interface RowText {
  description: string;
  merchantName?: string | null;
  memo?: string | null;
  externalId?: string | null;
  category?: Category | null;
  rawCategory?: string | null;
  checkNumber?: string | null;
}

/**
 * A good row from a signed amount in cents (negative = money out). The stored amount is
 * positive and the sign becomes the direction, as everywhere in Finch.
 */
export function transactionRow(
  row: number,
  date: string,
  signedCents: number,
  text: RowText,
): ParsedRow {
  return {
    ...emptyRow(row, text),
    transactionDate: date,
    amountCents: toCents(Math.abs(signedCents)),
    transactionType: signedCents < 0 ? "debit" : "credit",
  };
}

/** A row that cannot be imported; the message names the row and the value. */
export function errorRow(row: number, error: string, text: RowText): ParsedRow {
  return { ...emptyRow(row, text), error };
}

function emptyRow(row: number, text: RowText): ParsedRow {
  return {
    row,
    transactionDate: null,
    amountCents: null,
    transactionType: null,
    description: text.description.trim(),
    merchantName: textOrNull(text.merchantName),
    memo: textOrNull(text.memo),
    externalId: textOrNull(text.externalId),
    category: text.category ?? null,
    rawCategory: textOrNull(text.rawCategory),
    checkNumber: textOrNull(text.checkNumber),
    error: null,
  };
}

/** "Row 7: the date '31/02/2024' cannot be read" */
export function unreadable(
  row: number,
  what: "date" | "amount",
  value: string | null | undefined,
): string {
  const shown =
    value === null || value === undefined || value.trim() === ""
      ? ""
      : value.trim();
  return shown === ""
    ? `Row ${row}: the ${what} is missing`
    : `Row ${row}: the ${what} '${shown}' cannot be read`;
}

/** An account with nothing known yet. */
export function emptyAccount(): StatementAccount {
  return {
    numberMasked: null,
    type: null,
    currency: null,
    balanceCents: null,
    balanceDate: null,
    name: null,
  };
}
