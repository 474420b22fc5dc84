/**
 * The CSV options on the wire (`skip_lines`, `date_format`, …) and as the parser reads them
 * (`skipLines`, `dateFormat`, …): one table of names, used both ways and for the names in a 422.
 */
import type { CsvOptionsInput, CsvOptionsWire } from "@finch/contracts";
import { AppError, isAppError, type FieldError } from "@finch/domain";
import type { CsvColumns, CsvOptions } from "./parsing/types";

/** Wire name ← parser name, for the options and for the columns. */
const OPTION_NAMES = {
  delimiter: "delimiter",
  header: "header",
  skipLines: "skip_lines",
  dateFormat: "date_format",
  decimalSeparator: "decimal_separator",
  columns: "columns",
  negate: "negate",
} as const satisfies Record<keyof CsvOptions, string>;

const COLUMN_NAMES = {
  date: "date",
  amount: "amount",
  debit: "debit",
  credit: "credit",
  description: "description",
  payee: "payee",
  payer: "payer",
  memo: "memo",
  id: "id",
  category: "category",
  type: "type",
  checkNumber: "check_number",
  balance: "balance",
  currency: "currency",
  account: "account",
} as const satisfies Record<keyof CsvColumns, string>;

/** The options a client gave, as the parser takes them (unknown column roles are refused). */
export function parserOptions(given: CsvOptionsInput): {
  options: Partial<CsvOptions>;
  encoding: string | undefined;
} {
  const options: Partial<Record<keyof CsvOptions, unknown>> = {};
  for (const [name, wire] of Object.entries(OPTION_NAMES)) {
    const value = given[wire as keyof CsvOptionsInput];
    if (value === undefined) continue;
    options[name as keyof CsvOptions] =
      wire === "columns" ? parserColumns(value) : value;
  }
  return {
    options: options as Partial<CsvOptions>,
    encoding: given.encoding,
  };
}

function parserColumns(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const byWire = new Map<string, string>(
    Object.entries(COLUMN_NAMES).map(([name, wire]) => [wire, name]),
  );
  const columns: Record<string, unknown> = {};
  for (const [wire, ref] of Object.entries(value)) {
    const name = byWire.get(wire);
    if (name === undefined)
      throw new AppError("validation_failed", "Unknown column role", {
        fieldErrors: [
          {
            loc: ["body", "options", "columns", wire],
            msg: `'${wire}' is not a column role; use ${Object.values(COLUMN_NAMES).join(", ")}`,
            type: "unknown_column_role",
          },
        ],
      });
    columns[name] = ref;
  }
  return columns;
}

/** The options the parser used, as the client reads them. */
export function wireOptions(options: CsvOptions): CsvOptionsWire {
  const columns: Record<string, string | number> = {};
  for (const [name, wire] of Object.entries(COLUMN_NAMES)) {
    const ref = options.columns[name as keyof CsvColumns];
    if (ref !== undefined) columns[wire] = ref;
  }
  return {
    delimiter: options.delimiter,
    header: options.header,
    skip_lines: options.skipLines,
    date_format: options.dateFormat,
    decimal_separator: options.decimalSeparator,
    columns: columns as CsvOptionsWire["columns"],
    negate: options.negate,
  };
}

/** A parser's 422 with each option named as the client sent it (`skipLines` → `skip_lines`). */
export function withWireNames(error: unknown): unknown {
  if (!isAppError(error) || !error.fieldErrors) return error;
  const renamed: FieldError[] = error.fieldErrors.map((fieldError) => {
    const [where, group, name, ...rest] = fieldError.loc;
    if (where !== "body" || group !== "options" || typeof name !== "string")
      return fieldError;
    const wire: string =
      name in OPTION_NAMES ? OPTION_NAMES[name as keyof CsvOptions] : name;
    return { ...fieldError, loc: ["body", "options", wire, ...rest] };
  });
  return new AppError(error.code, error.message, {
    fieldErrors: renamed,
    cause: error,
  });
}
