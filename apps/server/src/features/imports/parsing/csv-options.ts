/** The options a caller may give for a CSV file, checked field by field (a 422 names the field). */
import { parseDate } from "./dates";
import { optionError } from "./statement-parts";
import type { CsvOptions } from "./types";

/** Throws a 422 naming the first option that cannot be used. */
export function checkCsvOptions(given: {
  readonly [K in keyof CsvOptions]?: unknown;
}): void {
  const { delimiter, skipLines, dateFormat, decimalSeparator, columns } = given;
  if (delimiter !== undefined && !usableDelimiter(delimiter)) {
    throw optionError(
      "delimiter",
      "The delimiter must be a single character such as , ; | or a tab",
      "invalid_delimiter",
    );
  }
  if (
    skipLines !== undefined &&
    !(
      typeof skipLines === "number" &&
      Number.isInteger(skipLines) &&
      skipLines >= 0 &&
      skipLines <= 1000
    )
  ) {
    throw optionError(
      "skipLines",
      "The number of lines to skip must be a whole number from 0 to 1000",
      "invalid_skip_lines",
    );
  }
  if (dateFormat !== undefined && !knownDateFormat(dateFormat)) {
    throw optionError(
      "dateFormat",
      `The date format '${typeof dateFormat === "string" ? dateFormat : JSON.stringify(dateFormat)}' is not one we can read`,
      "invalid_date_format",
    );
  }
  if (
    decimalSeparator !== undefined &&
    decimalSeparator !== "." &&
    decimalSeparator !== ","
  ) {
    throw optionError(
      "decimalSeparator",
      "The decimal separator must be '.' or ','",
      "invalid_decimal_separator",
    );
  }
  if (columns !== undefined) checkColumns(columns);
}

function checkColumns(columns: unknown): void {
  const given =
    typeof columns === "object" && columns !== null
      ? new Map(Object.entries(columns))
      : null;
  const named = (role: string) => {
    const ref: unknown = given?.get(role);
    return typeof ref === "string" || typeof ref === "number";
  };
  if (!named("date")) {
    throw optionError(
      "columns",
      "The columns must name at least the date column",
      "invalid_columns",
    );
  }
  if (!named("amount") && !(named("debit") && named("credit"))) {
    throw optionError(
      "columns",
      "The columns must name an amount column, or a debit and a credit column",
      "invalid_columns",
    );
  }
}

function usableDelimiter(delimiter: unknown): boolean {
  if (typeof delimiter !== "string" || delimiter.length !== 1) return false;
  return delimiter === "\t" || !/[\s"]/.test(delimiter);
}

const EXAMPLE: Readonly<Record<string, string>> = {
  YYYY: "2024",
  YY: "24",
  MMM: "Mar",
  MM: "03",
  M: "3",
  DD: "15",
  D: "15",
};

/** A format is usable when it has a day, a month and a year (it reads its own example). */
function knownDateFormat(format: unknown): boolean {
  if (typeof format !== "string" || format.length > 40) return false;
  const example = format.replace(
    /YYYY|YY|MMM|MM|M|DD|D/g,
    (token) => EXAMPLE[token] ?? token,
  );
  return parseDate(example, format) === "2024-03-15";
}
