/**
 * A rule as the engine runs it (docs/design/rules.md §1): amounts in cents, ids as numbers. The
 * wire form (`@finch/contracts` rules.ts) is read into this by `rule-input.ts`, and this is what
 * the `rules` table keeps as JSON.
 */
import type { Category, Cents, TransactionType } from "@finch/domain";

export type TextField = "description" | "merchant_name";
export type TextOp =
  "contains" | "equals" | "starts_with" | "ends_with" | "matches";
export type AmountOp = "equals" | "gt" | "gte" | "lt" | "lte";

export type RuleCondition =
  | { field: TextField; op: TextOp; value: string }
  | { field: "amount"; op: AmountOp; value: Cents }
  | { field: "amount"; op: "between"; value: [Cents, Cents] }
  | { field: "account_id"; op: "equals"; value: number }
  | { field: "transaction_type"; op: "equals"; value: TransactionType }
  | { field: "category"; op: "equals"; value: Category };

export type RuleAction =
  | { set: "category"; value: Category }
  | { set: "merchant_name" | "description"; value: string };

/** What a rule does, apart from its name, switch and place. */
export interface RuleDefinition {
  match: "all" | "any";
  conditions: RuleCondition[];
  actions: RuleAction[];
}

/** A transaction as rules read and change it. */
export interface RuleRow {
  description: string;
  merchantName: string | null;
  amountCents: number;
  accountId: number | null;
  transactionType: string;
  category: string;
}
