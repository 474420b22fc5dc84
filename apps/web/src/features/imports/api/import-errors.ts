import { ApiError } from "../../../shared/api-client";
import type { CsvOptions } from "./import-preview";

/** What a 422 of the import calls can name: the file, the account, or one of the CSV options. */
export type ImportField = "file" | "account" | keyof CsvOptions;

/** The messages of a failed import call by the field they belong beside (docs/style.md §5). */
export type ImportFieldErrors = Partial<Record<ImportField, string>>;

/** Each 422 `msg` under the field its `loc` names; messages naming no known field are left out. */
export function importFieldErrors(error: unknown): ImportFieldErrors {
  const errors: ImportFieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { loc, msg } of error.fieldErrors) {
    const field = fieldOf(loc);
    if (field === undefined) continue;
    const earlier = errors[field];
    errors[field] = earlier === undefined ? msg : `${earlier}, ${msg}`;
  }
  return errors;
}

/** Wire names of the body and of `options` (csvOptionsInputSchema), as the screen's fields. */
const FIELDS_BY_WIRE_NAME: Readonly<Record<string, ImportField>> = {
  file: "file",
  account_id: "account",
  delimiter: "delimiter",
  header: "hasHeader",
  skip_lines: "skipLines",
  date_format: "dateFormat",
  decimal_separator: "decimalSeparator",
  columns: "columns",
  negate: "isNegated",
};

function fieldOf(loc: readonly (string | number)[]): ImportField | undefined {
  const [where, name, option] = loc;
  if (where !== "body" || typeof name !== "string") return undefined;
  const wireName = name === "options" ? option : name;
  return typeof wireName === "string"
    ? FIELDS_BY_WIRE_NAME[wireName]
    : undefined;
}
