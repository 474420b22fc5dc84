/** CSV table lines → rows and sections, once the layout and columns are known. */
import { toCents } from "@finch/domain";
import { readAmount } from "./amounts";
import { mapCategory } from "./category-map";
import { indicatorIsDebit, type ColumnIndexes } from "./csv-columns";
import { isBlank } from "./csv-detect";
import { parseDate } from "./dates";
import {
  emptyAccount,
  errorRow,
  maskAccountNumber,
  transactionRow,
  unreadable,
  type RowText,
} from "./statement-parts";
import type {
  CsvOptions,
  ParsedRow,
  StatementAccount,
  StatementSection,
} from "./types";

// Lines that state a total or a balance rather than a transaction.
const SUMMARY =
  /\b(total|totals|sum|summe|gesamt|opening balance|closing balance|ending balance|beginning balance|starting balance|balance brought forward|balance carried forward|anfangssaldo|endsaldo|schlusssaldo|saldo|kontostand|solde)\b/i;

/** A row's running balance, with the row's date and signed amount. */
interface Balance {
  date: string;
  cents: number;
  amount: number;
}

interface Group {
  key: string;
  rows: ParsedRow[];
  balances: Balance[];
  currencies: Set<string>;
}

/** The rows of the table, in one section or one per value of the account column. */
export function buildSections(
  data: readonly string[][],
  columns: ColumnIndexes,
  options: CsvOptions,
): StatementSection[] {
  const width = Math.max(0, ...data.slice(0, 50).map((r) => r.length));
  const groups = new Map<string, Group>();
  let rowNumber = 0;
  for (const record of data) {
    if (isBlank(record) || (record.length === 1 && width > 1)) continue;
    const row = toRow(record, rowNumber + 1, columns, options);
    if (row === null) continue;
    rowNumber++;
    const key =
      columns.account === undefined
        ? ""
        : (record[columns.account]?.trim() ?? "");
    const group = groups.get(key) ?? {
      key,
      rows: [],
      balances: [],
      currencies: new Set<string>(),
    };
    groups.set(key, group);
    group.rows.push(row);
    noteAccountFacts(group, record, row, columns, options);
  }
  if (groups.size === 0) return [{ account: null, rows: [] }];
  return [...groups.values()].map((group) => ({
    account: accountOf(group, columns),
    rows: group.rows,
  }));
}

/** A row, or null for a total/balance line. */
function toRow(
  record: readonly string[],
  row: number,
  columns: ColumnIndexes,
  options: CsvOptions,
): ParsedRow | null {
  const cell = (index: number | undefined) =>
    index === undefined ? "" : (record[index]?.trim() ?? "");
  const dateText = cell(columns.date);
  const date = parseDate(dateText, options.dateFormat);
  const read = signedAmount(cell, columns, options);
  const cents = read !== null && options.negate ? -read : read;
  const text = rowText(cell, columns, cents !== null && cents > 0);
  // Only a line that fails to read is checked for being a total or balance line.
  if ((date === null || cents === null) && SUMMARY.test(record.join(" ")))
    return null;
  if (date === null)
    return errorRow(row, unreadable(row, "date", dateText), text);
  if (cents === null) {
    const shown =
      cell(columns.amount) || cell(columns.debit) || cell(columns.credit);
    return errorRow(row, unreadable(row, "amount", shown), text);
  }
  return transactionRow(row, date, cents, text);
}

/** The row's texts; money coming in names the payer where the file has a payer column. */
function rowText(
  cell: (index: number | undefined) => string,
  columns: ColumnIndexes,
  moneyIn: boolean,
): RowText {
  const payee = cell(
    moneyIn && columns.payer !== undefined ? columns.payer : columns.payee,
  );
  const memo = cell(columns.memo);
  const category = cell(columns.category);
  return {
    // With no description text, the payee (or at least the memo) describes the transaction.
    description: cell(columns.description) || payee || memo,
    merchantName: payee,
    memo,
    externalId: cell(columns.id),
    checkNumber: cell(columns.checkNumber),
    rawCategory: category,
    category: mapCategory(category),
  };
}

/** Signed cents: one amount column (its sign, or the CR/DR column's), or debit/credit columns. */
function signedAmount(
  cell: (index: number | undefined) => string,
  columns: ColumnIndexes,
  options: CsvOptions,
): number | null {
  const decimal = options.decimalSeparator;
  if (columns.amount !== undefined) {
    const cents = readAmount(cell(columns.amount), decimal);
    const debit =
      columns.type === undefined ? null : indicatorIsDebit(cell(columns.type));
    if (cents === null || debit === null) return cents;
    return debit ? -Math.abs(cents) : Math.abs(cents);
  }
  const out = cell(columns.debit);
  const into = cell(columns.credit);
  if (out !== "" && readAmount(out, decimal) !== 0) {
    const cents = readAmount(out, decimal);
    return cents === null ? null : -Math.abs(cents);
  }
  const cents = readAmount(into, decimal);
  return cents === null ? (out === "" ? null : 0) : Math.abs(cents);
}

function noteAccountFacts(
  group: Group,
  record: readonly string[],
  row: ParsedRow,
  columns: ColumnIndexes,
  options: CsvOptions,
): void {
  const currency =
    columns.currency === undefined
      ? ""
      : (record[columns.currency]?.trim() ?? "");
  const symbol = currencyOfAmount(
    record[columns.amount ?? columns.debit ?? columns.credit ?? -1] ?? "",
  );
  if (/^[A-Za-z]{3}$/.test(currency))
    group.currencies.add(currency.toUpperCase());
  else if (symbol) group.currencies.add(symbol);
  if (columns.balance === undefined || row.transactionDate === null) return;
  const cents = readAmount(
    record[columns.balance] ?? "",
    options.decimalSeparator,
  );
  if (cents === null || row.amountCents === null) return;
  const magnitude: number = row.amountCents;
  const amount = row.transactionType === "debit" ? -magnitude : magnitude;
  group.balances.push({ date: row.transactionDate, cents, amount });
}

// "$" alone is read as US dollars; the other dollars carry their prefix.
const SYMBOLS: readonly [RegExp, string][] = [
  [/US\$/, "USD"],
  [/CA?\$/, "CAD"],
  [/AU?\$/, "AUD"],
  [/NZ\$/, "NZD"],
  [/\$/, "USD"],
  [/€/, "EUR"],
  [/£/, "GBP"],
  [/¥|円/, "JPY"],
  [/\b(EUR|USD|GBP|CHF|CAD|AUD|JPY|HUF|PLN|SEK|NOK|DKK|CZK)\b/, ""],
];

function currencyOfAmount(text: string): string | null {
  for (const [pattern, code] of SYMBOLS) {
    const match = pattern.exec(text);
    if (match) return code || (match[1] ?? null);
  }
  return null;
}

/** The group's account: its name or number, one currency if the file says one, the newest balance. */
function accountOf(
  group: Group,
  columns: ColumnIndexes,
): StatementAccount | null {
  const account = emptyAccount();
  if (group.key !== "") {
    // An account column holding numbers (IBANs, account numbers) is masked, a name is kept.
    if (
      /^[A-Z0-9-]{6,}$/i.test(group.key.replace(/\s/g, "")) &&
      /\d{4}/.test(group.key)
    ) {
      account.numberMasked = maskAccountNumber(group.key);
    } else account.name = group.key;
  }
  if (group.currencies.size === 1)
    account.currency = [...group.currencies][0] ?? null;
  const newest = newestBalance(group);
  if (newest) {
    account.balanceCents = toCents(newest.cents);
    account.balanceDate = newest.date;
  }
  const known =
    group.key !== "" ||
    account.currency !== null ||
    newest !== null ||
    columns.balance !== undefined;
  return known ? account : null;
}

/**
 * The statement's closing balance: the running balance of its newest row. The one row of the
 * latest day when there is one; else the last row of a file whose dates only go up, the first of
 * one whose dates only go down; for rows all of one day, the order their balances follow from
 * their amounts (each balance is the one before plus its amount, oldest first, or the one after
 * plus its own amount, newest first). None when nothing says which row is newest.
 */
function newestBalance(group: Group): Balance | null {
  const list = group.balances;
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return null;
  const latest = list.reduce((a, b) => (b.date > a.date ? b : a));
  if (list.filter((b) => b.date === latest.date).length === 1) return latest;
  let up = false;
  let down = false;
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < list.length; i++) {
    const before = list[i - 1] as Balance;
    const after = list[i] as Balance;
    if (after.date > before.date) up = true;
    if (after.date < before.date) down = true;
    if (after.cents === before.cents + after.amount) oldestFirst++;
    if (before.cents === after.cents + before.amount) newestFirst++;
  }
  if (up !== down) return up ? last : first;
  if (up) return null;
  if (oldestFirst === newestFirst) return null;
  return oldestFirst > newestFirst ? last : first;
}
