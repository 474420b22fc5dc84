/**
 * SWIFT MT940 statements: `:20:` reference, `:25:` account, `:60F:`/`:62F:` balances, `:61:`
 * statement lines and their `:86:` information, inside `{1:}{2:}{4:` blocks or bare. Statements
 * of the same account (pages of one export) become one section.
 */
import { toCents } from "@finch/domain";
import { readAmount } from "./amounts";
import { isoDate, twoDigitYear } from "./dates";
import { readDetails } from "./mt940-details";
import {
  emptyAccount,
  errorRow,
  fileError,
  maskAccountNumber,
  transactionRow,
  unreadable,
} from "./statement-parts";
import type { ParsedRow, StatementAccount, StatementSection } from "./types";

interface Field {
  tag: string;
  lines: string[];
}

const FIELD_START = /^:(\d{2}[A-Z]?):(.*)$/;
// value date, booking date, mark (C, D, RC, RD, EC, ED), funds code, amount, the rest
const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|EC|ED|C|D)([A-Z])?(\d[\d,.]*)(.*)$/;

/** Sections of an MT940 file; a 422 when no statement field is found. */
export function parseMt940(text: string): StatementSection[] {
  const fields = readFields(text);
  if (
    !fields.some(
      (f) => f.tag === "61" || f.tag === "25" || f.tag.startsWith("60"),
    )
  ) {
    throw fileError("The file holds no MT940 statement", "no_statement");
  }
  const sections = new Map<string, StatementSection>();
  let current: StatementSection | null = null;
  let rowNumber = 0;
  for (const [i, field] of fields.entries()) {
    // `:20:` opens a statement; its `:25:` (usually next) says which account it belongs to.
    if (field.tag === "20") current = null;
    else if (
      field.tag === "25" ||
      (current === null && /^6[0-2]/.test(field.tag))
    ) {
      // "NL11RABO0104955555 EUR": some banks write the currency after the account.
      const id =
        field.tag === "25"
          ? (field.lines[0]?.trim().split(/\s+/)[0] ?? "")
          : "";
      current = sections.get(id) ?? {
        account: { ...emptyAccount(), numberMasked: maskAccountNumber(id) },
        rows: [],
      };
      sections.set(id, current);
    }
    if (current === null) continue;
    if (field.tag === "61") {
      const next = fields[i + 1];
      current.rows.push(
        statementLine(
          field,
          next?.tag === "86" ? next.lines : null,
          ++rowNumber,
        ),
      );
    } else if (/^6[02][FM]$/.test(field.tag) && current.account) {
      applyBalance(current.account, field);
    }
  }
  return [...sections.values()];
}

/** Fields by tag with their continuation lines; SWIFT block wrappers and `-}` trailers dropped. */
function readFields(text: string): Field[] {
  const fields: Field[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw
      .replace(/^(\{[1-3]:[^}]*\})+(\{4:)?/, "")
      .replace(/^\{4:/, "");
    if (/^-\}?\s*$/.test(line) || (line.trim() === "" && raw.trim() !== ""))
      continue;
    const start = FIELD_START.exec(line);
    if (start) fields.push({ tag: start[1] ?? "", lines: [start[2] ?? ""] });
    else if (line.trim() !== "") fields[fields.length - 1]?.lines.push(line);
  }
  return fields;
}

/** `:60F:`/`:62F:` C250801EUR1500,00 → the currency; the closing one also the balance. */
function applyBalance(account: StatementAccount, field: Field): void {
  const match = /^([CD])(\d{6})([A-Z]{3})([\d,.]+)/.exec(
    field.lines[0]?.trim() ?? "",
  );
  if (!match) return;
  account.currency ??= match[3] ?? null;
  // An intermediate closing balance (62M) counts only when no final one (62F) was read.
  if (
    !field.tag.startsWith("62") ||
    (field.tag === "62M" && account.balanceCents !== null)
  )
    return;
  const cents = readAmount(match[4] ?? "", ",");
  if (cents === null) return;
  account.balanceCents = toCents(match[1] === "D" ? -cents : cents);
  account.balanceDate = yymmdd(match[2] ?? "");
}

function yymmdd(text: string): string | null {
  return isoDate(
    twoDigitYear(Number(text.slice(0, 2))),
    Number(text.slice(2, 4)),
    Number(text.slice(4, 6)),
  );
}

function statementLine(
  field: Field,
  info: string[] | null,
  row: number,
): ParsedRow {
  const first = field.lines[0]?.trim() ?? "";
  const supplementary = field.lines.slice(1).join(" ").trim();
  const match = STATEMENT_LINE.exec(first);
  const rest = match?.[6] ?? "";
  const [customerRef = "", bankRef = ""] = rest.slice(4).split("//");
  const details = info ? readDetails(info, supplementary) : null;
  const fallback =
    supplementary ||
    (customerRef.trim() === "NONREF" ? "" : customerRef.trim());
  const text = {
    description: details?.payee ?? fallback,
    merchantName: details?.structured ? details.payee : null,
    memo: details ? details.memo : null,
    externalId: bankRef.trim().split(/\s/)[0] ?? null,
  };
  const date = match ? lineDate(match[1] ?? "", match[2]) : null;
  if (date === null)
    return errorRow(row, unreadable(row, "date", first.slice(0, 10)), text);
  const cents = readAmount(match?.[5] ?? "", ",");
  if (cents === null)
    return errorRow(row, unreadable(row, "amount", match?.[5]), text);
  // D is money out; RC reverses a credit (out), RD reverses a debit (in).
  const out = ["D", "RC", "ED"].includes(match?.[3] ?? "");
  return transactionRow(row, date, out ? -cents : cents, text);
}

/**
 * The value date, or the booking date (MMDD, its year taken from the value date across a New
 * Year) when that is earlier — the same rule as for CAMT entries.
 */
function lineDate(value: string, booking: string | undefined): string | null {
  const valueDate = yymmdd(value);
  if (valueDate === null || booking === undefined) return valueDate;
  const year = Number(valueDate.slice(0, 4));
  const month = Number(booking.slice(0, 2));
  const valueMonth = Number(valueDate.slice(5, 7));
  const bookingYear =
    month - valueMonth > 6
      ? year - 1
      : valueMonth - month > 6
        ? year + 1
        : year;
  const bookingDate = isoDate(bookingYear, month, Number(booking.slice(2, 4)));
  return bookingDate !== null && bookingDate < valueDate
    ? bookingDate
    : valueDate;
}
