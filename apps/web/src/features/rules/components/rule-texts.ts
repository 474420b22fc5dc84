import type { RuleActionField, RuleField, RuleOp } from "@finch/contracts";
import {
  CATEGORY_LABELS,
  type Currency,
  formatMoney,
  isCategory,
  parseMoney,
} from "@finch/domain";
import type {
  ActionValues,
  ConditionValues,
  RuleValues,
} from "../api/rule-queries";

/** What a condition looks at, as people name it. */
export const FIELD_LABELS: Readonly<Record<RuleField, string>> = {
  description: "Description",
  merchant_name: "Merchant",
  amount: "Amount",
  account_id: "Account",
  transaction_type: "Type",
  category: "Category",
};

/** How a condition compares, as it reads after the field ('Merchant contains'). */
export const OP_LABELS: Readonly<Record<RuleOp, string>> = {
  contains: "contains",
  equals: "is",
  starts_with: "starts with",
  ends_with: "ends with",
  matches: "matches pattern",
  gt: "is more than",
  gte: "is at least",
  lt: "is less than",
  lte: "is at most",
  between: "is between",
};

/** What an action sets. */
export const ACTION_LABELS: Readonly<Record<RuleActionField, string>> = {
  category: "Set category",
  merchant_name: "Set merchant",
  description: "Set description",
};

/** The two directions, as the transaction form names them. */
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  debit: "Debit (money out)",
  credit: "Credit (money in)",
};

/** What the summary needs to name accounts and amounts. */
export interface SummaryContext {
  currency: Currency;
  accountName: (id: string) => string;
}

/** A rule in one line: "Merchant contains 'coffee' → Food & Dining". */
export function ruleSummary(rule: RuleValues, context: SummaryContext): string {
  const conditions = rule.conditions
    .map((condition) => conditionText(condition, context))
    .join(rule.match === "all" ? " and " : " or ");
  return `${conditions} → ${rule.actions.map(actionText).join(", ")}`;
}

function conditionText(
  { field, op, value, valueTo }: ConditionValues,
  { currency, accountName }: SummaryContext,
): string {
  const subject = `${FIELD_LABELS[field]} ${OP_LABELS[op]}`;
  switch (field) {
    case "description":
    case "merchant_name":
      return `${subject} '${value}'`;
    case "amount": {
      const amount = (text: string) => {
        const cents = parseMoney(text);
        return cents === undefined ? text : formatMoney(cents, currency);
      };
      return op === "between"
        ? `${subject} ${amount(value)} and ${amount(valueTo)}`
        : `${subject} ${amount(value)}`;
    }
    case "account_id":
      return `${subject} ${accountName(value)}`;
    case "transaction_type":
      return `${subject} ${value === "credit" ? "credit" : "debit"}`;
    case "category":
      return `${subject} ${categoryText(value)}`;
  }
}

function actionText({ set, value }: ActionValues): string {
  if (set === "category") return categoryText(value);
  return `${set === "merchant_name" ? "Merchant" : "Description"} '${value}'`;
}

function categoryText(value: string): string {
  return isCategory(value) ? CATEGORY_LABELS[value] : value;
}
