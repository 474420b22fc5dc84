/**
 * OFX 1.x (SGML) and 2.x (XML), QFX included: bank, credit-card and investment statements
 * (bank transactions inside INVBANKTRAN). One section per statement response.
 */
import { toCents, type AccountType } from "@finch/domain";
import { readAmount } from "./amounts";
import { mapCategory } from "./category-map";
import { parseOfxDate } from "./dates";
import { walkOfx, type OfxFrame } from "./ofx-tokens";
import {
  emptyAccount,
  errorRow,
  fileError,
  maskAccountNumber,
  textOrNull,
  transactionRow,
  unreadable,
  type RowText,
} from "./statement-parts";
import type { ParsedRow, StatementSection } from "./types";

const STATEMENTS = new Set(["STMTRS", "CCSTMTRS", "INVSTMTRS"]);
const RESPONSES = new Set([
  "STMTTRNRS",
  "CCSTMTTRNRS",
  "INVSTMTTRNRS",
  "SONRS",
]);

const ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = {
  CHECKING: "checking",
  SAVINGS: "savings",
  MONEYMRKT: "savings",
  CD: "savings",
  CREDITLINE: "loan",
  CREDITCARD: "credit_card",
};

/** Sections of an OFX or QFX file; a 422 when the bank reported an error or sent none. */
export function parseOfx(text: string): StatementSection[] {
  const sections: StatementSection[] = [];
  let rowNumber = 0;
  walkOfx<ParsedRow>(text, (frame, stack) => {
    if (frame.name === "STMTTRN") {
      const statement = stack.findLast((f) => STATEMENTS.has(f.name));
      if (statement)
        statement.items.push(transaction(frame.fields, ++rowNumber));
      // A transaction's fields stay with it, never lifted into the list around it.
      return true;
    }
    if (STATEMENTS.has(frame.name)) {
      sections.push({ account: account(frame), rows: frame.items });
    } else if (RESPONSES.has(frame.name)) {
      rejectErrorStatus(frame.fields);
    }
    return false;
  });
  if (sections.length === 0) {
    throw fileError(
      "The OFX file holds no bank, card or investment statement",
      "no_statement",
    );
  }
  return sections;
}

/** A STATUS with severity ERROR (or a non-zero code without a severity) stops the import. */
function rejectErrorStatus(fields: Map<string, string>): void {
  const code = fields.get("STATUS.CODE")?.trim() ?? "0";
  const severity = fields.get("STATUS.SEVERITY")?.trim().toUpperCase() ?? "";
  if (severity !== "ERROR" && (severity !== "" || code === "0" || code === ""))
    return;
  const message = fields.get("STATUS.MESSAGE")?.trim();
  const said = message ? `: ${message}` : "";
  throw fileError(
    `The bank reported an error instead of a statement (code ${code}${said})`,
    "statement_error",
  );
}

function transaction(fields: Map<string, string>, row: number): ParsedRow {
  const rawCategory = textOrNull(fields.get("CATEGORY"));
  const text: RowText = {
    // The PAYEE aggregate (bill payments) names the payee more fully than NAME.
    description: fields.get("PAYEE.NAME") ?? fields.get("NAME") ?? "",
    memo: fields.get("MEMO") ?? null,
    externalId: fields.get("FITID") ?? null,
    checkNumber: fields.get("CHECKNUM") ?? null,
    rawCategory,
    category: mapCategory(rawCategory),
  };
  const dateText = fields.get("DTPOSTED");
  const date = dateText === undefined ? null : parseOfxDate(dateText);
  if (date === null)
    return errorRow(row, unreadable(row, "date", dateText), text);
  const amountText = fields.get("TRNAMT") ?? "";
  const cents = ofxAmount(amountText);
  if (cents === null)
    return errorRow(row, unreadable(row, "amount", amountText), text);
  return transactionRow(row, date, cents, text);
}

/** OFX amounts have no thousands separators, so a lone comma is a decimal comma. */
function ofxAmount(text: string): number | null {
  return readAmount(
    text,
    text.includes(",") && !text.includes(".") ? "," : ".",
  );
}

function account(frame: OfxFrame<ParsedRow>): StatementSection["account"] {
  const f = frame.fields;
  const id =
    f.get("BANKACCTFROM.ACCTID") ??
    f.get("CCACCTFROM.ACCTID") ??
    f.get("INVACCTFROM.ACCTID");
  const balanceText = f.get("LEDGERBAL.BALAMT")?.trim() ?? "";
  const balance = balanceText === "" ? null : ofxAmount(balanceText);
  return {
    ...emptyAccount(),
    numberMasked: maskAccountNumber(id),
    type: accountType(frame),
    currency: textOrNull(f.get("CURDEF"))?.toUpperCase() ?? null,
    balanceCents: balance === null ? null : toCents(balance),
    balanceDate:
      balance === null ? null : parseOfxDate(f.get("LEDGERBAL.DTASOF") ?? ""),
  };
}

function accountType(frame: OfxFrame<ParsedRow>): AccountType | null {
  if (frame.name === "CCSTMTRS") return "credit_card";
  if (frame.name === "INVSTMTRS") return "investment";
  const type =
    frame.fields.get("BANKACCTFROM.ACCTTYPE")?.trim().toUpperCase() ?? "";
  return ACCOUNT_TYPES[type] ?? null;
}
