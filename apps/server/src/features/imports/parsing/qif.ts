/**
 * QIF (Quicken Interchange Format): `!Type:Bank`, `!Type:CCard`, `!Type:Cash` and the other
 * account lists; a leading `!Account` block names the account and is no transaction. Dates and
 * decimal style are decided from every record of the file.
 */
import type { AccountType, Category } from "@finch/domain";
import {
  detectDecimalSeparator,
  readAmount,
  type DecimalSeparator,
} from "./amounts";
import { mapCategory } from "./category-map";
import { detectDateFormat, parseDate } from "./dates";
import {
  emptyAccount,
  errorRow,
  fileError,
  transactionRow,
  unreadable,
  type RowText,
} from "./statement-parts";
import type { ParsedRow, StatementAccount, StatementSection } from "./types";

type QifRecord = Map<string, string>;

interface QifBlock {
  account: StatementAccount | null;
  records: QifRecord[];
}

const TYPES: Readonly<Record<string, AccountType>> = {
  bank: "checking",
  ccard: "credit_card",
  cash: "other",
  "oth a": "other",
  "oth l": "loan",
  invst: "investment",
};

// Lists that are not transactions: categories, classes, memorised payees, securities, prices.
const NOT_TRANSACTIONS = /^(cat|class|memorized|security|prices|invst)$/i;

/** Sections of a QIF file; a 422 when it holds no transaction list. */
export function parseQif(text: string): StatementSection[] {
  const blocks = readBlocks(text);
  const records = blocks.flatMap((b) => b.records);
  if (records.length === 0)
    throw fileError("The QIF file holds no transactions", "no_transactions");
  const dateFormat =
    detectDateFormat(records.map((r) => normalizeQifDate(r.get("D") ?? ""))) ??
    "MM/DD/YYYY";
  const decimal = detectDecimalSeparator(
    records.map((r) => r.get("T") ?? r.get("U") ?? ""),
  );
  let rowNumber = 0;
  return blocks
    .filter((b) => b.records.length > 0)
    .map((block) => ({
      account: block.account,
      rows: block.records.map((record) =>
        toRow(record, ++rowNumber, dateFormat, decimal),
      ),
    }));
}

/** Splits the file into account blocks of records; `!Account` blocks start a new account. */
function readBlocks(text: string): QifBlock[] {
  const blocks: QifBlock[] = [{ account: null, records: [] }];
  let mode: "account" | "transactions" | "skip" = "transactions";
  let pendingAccount: StatementAccount | null = null;
  let current: QifRecord = new Map();
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trimEnd();
    if (line.trim() === "") continue;
    if (line.startsWith("!")) {
      const header = line.slice(1).trim();
      if (/^account/i.test(header)) mode = "account";
      else if (/^type:/i.test(header)) {
        const type = header.slice(5).trim();
        mode = NOT_TRANSACTIONS.test(type) ? "skip" : "transactions";
        if (mode === "transactions") {
          const account = pendingAccount ?? {
            ...emptyAccount(),
            type: TYPES[type.toLowerCase()] ?? null,
          };
          blocks.push({ account, records: [] });
          pendingAccount = null;
        }
      }
      current = new Map();
      continue;
    }
    if (line.startsWith("^")) {
      if (mode === "account") pendingAccount = accountOf(current);
      else if (mode === "transactions" && current.size > 0)
        blocks[blocks.length - 1]?.records.push(current);
      current = new Map();
      continue;
    }
    const code = line[0] ?? "";
    // Split lines (S, E, $) repeat; the first of each is enough for a category hint.
    if (!current.has(code)) current.set(code, line.slice(1));
  }
  if (mode === "transactions" && current.size > 0)
    blocks[blocks.length - 1]?.records.push(current);
  return blocks;
}

function accountOf(record: QifRecord): StatementAccount {
  const type = record.get("T")?.trim().toLowerCase() ?? "";
  return {
    ...emptyAccount(),
    name: record.get("N")?.trim() || null,
    type: TYPES[type] ?? null,
  };
}

/** Quicken writes "1/ 5'24" for 1/5/2024: spaces dropped, the apostrophe is a separator. */
function normalizeQifDate(value: string): string {
  return value.replace(/\s+/g, "").replace(/'/g, "/");
}

function toRow(
  record: QifRecord,
  row: number,
  dateFormat: string,
  decimal: DecimalSeparator,
): ParsedRow {
  const text = rowText(record);
  const dateText = record.get("D");
  const date = parseDate(normalizeQifDate(dateText ?? ""), dateFormat);
  if (date === null)
    return errorRow(row, unreadable(row, "date", dateText), text);
  const amountText = record.get("T") ?? record.get("U") ?? "";
  const cents = readAmount(amountText, decimal);
  if (cents === null)
    return errorRow(row, unreadable(row, "amount", amountText), text);
  return transactionRow(row, date, cents, text);
}

function rowText(record: QifRecord): RowText {
  const category = categoryText(record.get("L") ?? record.get("S") ?? "");
  return {
    description: record.get("P") ?? "",
    memo: record.get("M") ?? null,
    checkNumber: record.get("N") ?? null,
    rawCategory: category.raw,
    category: category.category,
  };
}

/**
 * `L` text: "Parent:Child" → the child (the parent when the child is unknown), "Cat/Class" →
 * the category without the class, "[Savings]" → a transfer to that account.
 */
function categoryText(value: string): {
  raw: string | null;
  category: Category | null;
} {
  const withoutClass = value.split("/")[0]?.trim() ?? "";
  if (withoutClass === "") return { raw: null, category: null };
  if (/^\[.*\]$/.test(withoutClass))
    return { raw: withoutClass, category: "transfer" };
  const parts = withoutClass.split(":");
  return {
    raw: parts[parts.length - 1]?.trim() ?? withoutClass,
    category: mapCategory(withoutClass),
  };
}
