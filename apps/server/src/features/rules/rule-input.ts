/**
 * A rule as a client sends it (`ruleBodySchema` has checked its shape) read into what the engine
 * runs: each condition's value checked against its field and operator, amounts to cents through
 * the money rule, patterns checked for safety. Every problem is a 422 naming its place
 * (`body.conditions.2.value`), all of them at once.
 */
import {
  RULE_FIELD_OPS,
  MAX_RULE_TEXT,
  type ruleBodySchema,
} from "@finch/contracts";
import {
  CATEGORIES,
  invalid,
  parseMoneyInput,
  TRANSACTION_TYPES,
  type Cents,
  type FieldError,
} from "@finch/domain";
import type { z } from "zod";
import { patternProblem } from "./engine/rule-pattern";
import type {
  RuleAction,
  RuleCondition,
  RuleDefinition,
} from "./engine/rule-types";

type WireRule = Omit<z.output<typeof ruleBodySchema>, "name"> & {
  name?: string | undefined;
};

const MAX_ACTION_TEXT = { merchant_name: 100, description: 500 } as const;

/** The engine's rule, or a 422 naming every wrong value. */
export function readRule(body: WireRule): RuleDefinition {
  const problems: FieldError[] = [];
  const problem = (loc: (string | number)[], msg: string, type: string) =>
    problems.push({ loc: ["body", ...loc], msg, type });
  const conditions = body.conditions.flatMap((wire, i): RuleCondition[] => {
    const at = (msg: string, type = "invalid_value") => {
      problem(["conditions", i, "value"], msg, type);
      return [];
    };
    if (!RULE_FIELD_OPS[wire.field].includes(wire.op)) {
      problem(
        ["conditions", i, "op"],
        `${FIELD_NAMES[wire.field]} takes ${RULE_FIELD_OPS[wire.field].join(", ")}`,
        "invalid_op",
      );
      return [];
    }
    const value = wire.value;
    switch (wire.field) {
      case "description":
      case "merchant_name": {
        if (typeof value !== "string" || value.trim() === "")
          return at("Value must be text", "invalid_type");
        if (value.length > MAX_RULE_TEXT)
          return at(
            `Value must be at most ${String(MAX_RULE_TEXT)} characters long`,
          );
        if (wire.op === "matches") {
          const unsafe = patternProblem(value);
          if (unsafe) return at(unsafe, "unsafe_pattern");
        }
        return [
          { field: wire.field, op: wire.op as "contains", value: value.trim() },
        ];
      }
      case "amount": {
        if (wire.op === "between") {
          if (!Array.isArray(value) || value.length !== 2)
            return at(
              "Between takes two amounts, [lowest, highest]",
              "invalid_type",
            );
          const low = amountOf(value[0]);
          const high = amountOf(value[1]);
          if (low === undefined || high === undefined)
            return at("Amounts must be numbers with at most 2 decimal places");
          if (low > high)
            return at("The lowest amount must not exceed the highest");
          return [{ field: "amount", op: "between", value: [low, high] }];
        }
        const cents = amountOf(value);
        if (cents === undefined)
          return at(
            "Amount must be a number with at most 2 decimal places",
            "invalid_type",
          );
        return [{ field: "amount", op: wire.op as "gt", value: cents }];
      }
      case "account_id": {
        const id = typeof value === "string" ? Number(value) : value;
        if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
          return at("Account must be an account's id", "invalid_type");
        return [{ field: "account_id", op: "equals", value: id }];
      }
      case "transaction_type":
        if (!TRANSACTION_TYPES.includes(value as "debit"))
          return at("Type must be debit or credit");
        return [
          {
            field: "transaction_type",
            op: "equals",
            value: value as "debit",
          },
        ];
      case "category":
        if (!CATEGORIES.includes(value as "other"))
          return at("Choose a category from the list");
        return [{ field: "category", op: "equals", value: value as "other" }];
    }
  });
  const seen = new Set<string>();
  const actions = body.actions.flatMap((wire, i): RuleAction[] => {
    const at = (msg: string, type = "invalid_value") => {
      problem(["actions", i, "value"], msg, type);
      return [];
    };
    if (seen.has(wire.set)) {
      problem(
        ["actions", i, "set"],
        "Each field can be set by one action of a rule",
        "duplicate_action",
      );
      return [];
    }
    seen.add(wire.set);
    const value = wire.value;
    if (wire.set === "category") {
      if (!CATEGORIES.includes(value as "other"))
        return at("Choose a category from the list");
      return [{ set: "category", value: value as "other" }];
    }
    if (typeof value !== "string" || value.trim() === "")
      return at("Value must be text", "invalid_type");
    const limit = MAX_ACTION_TEXT[wire.set];
    if (value.trim().length > limit)
      return at(`Value must be at most ${String(limit)} characters long`);
    return [{ set: wire.set, value: value.trim() }];
  });
  if (problems.length > 0) throw invalid(problems);
  return { match: body.match, conditions, actions };
}

/** The accounts a rule's conditions name (each must be the person's). */
export function accountsOf(rule: RuleDefinition): number[] {
  return rule.conditions.flatMap((c) =>
    c.field === "account_id" ? [c.value] : [],
  );
}

const FIELD_NAMES = {
  description: "Description",
  merchant_name: "Merchant",
  amount: "Amount",
  account_id: "Account",
  transaction_type: "Type",
  category: "Category",
} as const;

/** A positive amount as cents by the money rule, or undefined. */
function amountOf(value: unknown): Cents | undefined {
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  const read = parseMoneyInput(value);
  return "cents" in read && read.cents >= 0 ? read.cents : undefined;
}
