/**
 * ISO 20022 CAMT.053 statements, CAMT.052 account reports and CAMT.054 notifications, in any
 * version (the namespace is ignored). One section per Stmt/Rpt/Ntfctn; a batch entry with
 * several TxDtls gives one transaction per TxDtls.
 */
import { toCents, type AccountType } from "@finch/domain";
import { readAmount } from "./amounts";
import {
  emptyAccount,
  errorRow,
  fileError,
  maskAccountNumber,
  transactionRow,
  unreadable,
  type RowText,
} from "./statement-parts";
import type { ParsedRow, StatementAccount, StatementSection } from "./types";
import { attributeAt, child, children, parseXml, textAt } from "./xml-nodes";

const MESSAGES: readonly [string, string][] = [
  ["BkToCstmrStmt", "Stmt"],
  ["BkToCstmrAcctRpt", "Rpt"],
  ["BkToCstmrDbtCdtNtfctn", "Ntfctn"],
];

const ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = {
  CACC: "checking",
  SVGS: "savings",
  MOMA: "savings",
  CARD: "credit_card",
  LOAN: "loan",
};

/** Sections of a CAMT document; a 422 when it is no CAMT message or holds no statement. */
export function parseCamt(text: string): StatementSection[] {
  const document = child(parseXml(text), "Document");
  // The first versions name the message with its version ("BkToCstmrAcctRptV01").
  const names =
    typeof document === "object" && document !== null
      ? Object.keys(document)
      : [];
  const message = MESSAGES.flatMap(([root, part]) => {
    const name = names.find((n) => n.replace(/V\d+$/, "") === root);
    return name === undefined ? [] : [[name, part] as const];
  })[0];
  if (!message)
    throw fileError(
      "The XML file is not a CAMT bank statement",
      "not_a_statement",
    );
  const statements = children(child(document, message[0]), message[1]);
  if (statements.length === 0) {
    throw fileError(
      "The CAMT file holds no statement or account report",
      "no_statement",
    );
  }
  const counter = { row: 0 };
  return statements.map((statement) => ({
    account: account(statement),
    rows: children(statement, "Ntry").flatMap((entry) =>
      entryRows(entry, counter),
    ),
  }));
}

function account(statement: unknown): StatementAccount {
  const acct = child(statement, "Acct");
  const balance = closingBalance(statement);
  return {
    ...emptyAccount(),
    numberMasked: maskAccountNumber(
      // Version 01 also writes a BBAN or a proprietary account (`PrtryAcct`).
      textAt(acct, "Id", "IBAN") ??
        textAt(acct, "Id", "Othr", "Id") ??
        textAt(acct, "Id", "BBAN") ??
        textAt(acct, "Id", "PrtryAcct", "Id"),
    ),
    type: ACCOUNT_TYPES[textAt(acct, "Tp", "Cd")?.trim() ?? ""] ?? null,
    currency: textAt(acct, "Ccy")?.trim() ?? balance?.currency ?? null,
    balanceCents: balance === null ? null : toCents(balance.cents),
    balanceDate: balance?.date ?? null,
    name: textAt(acct, "Nm")?.trim() ?? null,
  };
}

/** The closing booked balance (CLBD), or for an intraday report the interim booked one. */
function closingBalance(
  statement: unknown,
): { cents: number; currency: string | null; date: string | null } | null {
  const balances = children(statement, "Bal");
  for (const code of ["CLBD", "ITBD"]) {
    const found = balances.find(
      (b) =>
        (
          textAt(b, "Tp", "CdOrPrtry", "Cd") ??
          textAt(b, "Tp", "CdOrPrtry", "Prtry")
        )?.trim() === code,
    );
    const cents = found === undefined ? null : signed(found);
    if (found !== undefined && cents !== null) {
      return {
        cents,
        currency: attributeAt(found, "Ccy", "Amt"),
        date: dateOf(child(found, "Dt")),
      };
    }
  }
  return null;
}

/** The amount of an element with Amt and CdtDbtInd: negative for DBIT. */
function signed(
  node: unknown,
  fallbackIndicator?: string | null,
): number | null {
  const cents = readAmount(textAt(node, "Amt") ?? "", ".");
  if (cents === null) return null;
  const indicator = textAt(node, "CdtDbtInd")?.trim() ?? fallbackIndicator;
  return indicator === "DBIT" ? -cents : cents;
}

/** `Dt` or `DtTm` (the calendar day as written), or null. */
function dateOf(node: unknown): string | null {
  const text = textAt(node, "Dt") ?? textAt(node, "DtTm");
  const match = /^\s*(\d{4}-\d{2}-\d{2})/.exec(text ?? "");
  return match?.[1] ?? null;
}

function entryRows(entry: unknown, counter: { row: number }): ParsedRow[] {
  const details = children(child(entry, "NtryDtls"), "TxDtls");
  // The booking date, or the value date when that is earlier: a card payment is often booked
  // days after the purchase, while a value date after booking only says when interest starts.
  const booked = dateOf(child(entry, "BookgDt"));
  const valued = dateOf(child(entry, "ValDt"));
  const date =
    booked && valued ? (valued < booked ? valued : booked) : (booked ?? valued);
  const indicator = textAt(entry, "CdtDbtInd")?.trim() ?? null;
  const entryInfo = textAt(entry, "AddtlNtryInf");
  if (details.length <= 1 || !isBreakdown(entry, details, indicator)) {
    const id =
      textAt(entry, "AcctSvcrRef") ??
      textAt(entry, "NtryRef") ??
      textAt(details[0], "Refs", "AcctSvcrRef");
    const text = detailText(details[0], indicator, entryInfo, id);
    return [
      row(++counter.row, date, signed(entry), textAt(entry, "Amt"), text),
    ];
  }
  return details.map((detail) => {
    const { amountNode, direction, cents } = detailAmount(detail, indicator);
    const text = detailText(
      detail,
      direction,
      entryInfo,
      textAt(detail, "Refs", "AcctSvcrRef"),
    );
    // A part of a batch has no reference of its own unless the bank gives one.
    return row(++counter.row, date, cents, textAt(amountNode, "Amt"), text);
  });
}

/** The amount of one part of a batch, signed by its own indicator or the entry's. */
function detailAmount(detail: unknown, indicator: string | null) {
  const amountNode =
    child(detail, "Amt") === undefined
      ? child(detail, "AmtDtls", "TxAmt")
      : detail;
  const direction = textAt(detail, "CdtDbtInd")?.trim() ?? indicator;
  return {
    amountNode,
    direction,
    cents: signed(amountNode, direction),
  };
}

/**
 * Whether the entry's details break its amount down: each has an amount and together they
 * make the entry's. Otherwise (details without amounts, or amounts of something else) the
 * entry is one transaction, as booked.
 */
function isBreakdown(
  entry: unknown,
  details: readonly unknown[],
  indicator: string | null,
): boolean {
  const total = signed(entry);
  let sum = 0;
  for (const detail of details) {
    const cents = detailAmount(detail, indicator).cents;
    if (cents === null) return false;
    sum += cents;
  }
  return total !== null && sum === total;
}

function row(
  rowNumber: number,
  date: string | null,
  cents: number | null,
  amountText: string | null,
  text: RowText,
): ParsedRow {
  if (date === null)
    return errorRow(rowNumber, unreadable(rowNumber, "date", null), text);
  if (cents === null)
    return errorRow(
      rowNumber,
      unreadable(rowNumber, "amount", amountText),
      text,
    );
  return transactionRow(rowNumber, date, cents, text);
}

/**
 * The other party is the debtor of money coming in and the creditor of money going out
 * (`Nm` directly or, from version 08, under `Pty`); remittance lines become the memo.
 */
function detailText(
  detail: unknown,
  direction: string | null,
  entryInfo: string | null,
  externalId: string | null,
): RowText {
  const party = child(
    detail,
    "RltdPties",
    direction === "DBIT" ? "Cdtr" : "Dbtr",
  );
  const name =
    (textAt(party, "Nm") ?? textAt(party, "Pty", "Nm"))?.trim() ?? null;
  const remittance = children(child(detail, "RmtInf"), "Ustrd")
    .map((line) => textAt(line)?.trim() ?? "")
    .filter((line) => line !== "");
  const info = entryInfo ?? textAt(detail, "AddtlTxInf");
  return {
    description: name ?? info?.trim() ?? "",
    merchantName: name,
    memo: remittance.length > 0 ? remittance.join(" ") : null,
    externalId,
    checkNumber: textAt(detail, "Refs", "ChqNb")?.trim() ?? null,
  };
}
