import {
  RULE_ACTION_FIELDS,
  RULE_FIELD_OPS,
  type RuleActionField,
  type RuleBody,
  type RuleField,
} from "@finch/contracts";
import type {
  Control,
  UseFormClearErrors,
  UseFormSetValue,
} from "react-hook-form";
import type {
  ActionValues,
  ConditionValues,
  Rule,
  RuleValues,
} from "../api/rule-queries";

/** The rule form's control, and what resets a row when its field changes. */
export interface RuleFormControl {
  control: Control<RuleValues, unknown, RuleBody>;
  setValue: UseFormSetValue<RuleValues>;
  clearErrors: UseFormClearErrors<RuleValues>;
}

/**
 * A new condition on `field`: its first operator, and nothing typed yet (a type condition starts
 * on debit, the usual case).
 */
export function newCondition(field: RuleField): ConditionValues {
  return {
    field,
    op: RULE_FIELD_OPS[field][0] ?? "equals",
    value: field === "transaction_type" ? "debit" : "",
    valueTo: "",
  };
}

/** A new action on the first field no other action sets yet. */
export function newAction(taken: readonly ActionValues[]): ActionValues {
  const set =
    RULE_ACTION_FIELDS.find((field) => !taken.some((a) => a.set === field)) ??
    "category";
  return { set, value: "" };
}

/** The fields an action may set: its own, and those no other action sets. */
export function actionFieldsFree(
  actions: readonly ActionValues[],
  index: number,
): RuleActionField[] {
  return RULE_ACTION_FIELDS.filter(
    (field) =>
      actions[index]?.set === field ||
      !actions.some((action, other) => other !== index && action.set === field),
  );
}

/**
 * The form's values: the rule's, or for a new one "Merchant contains … → a category", the rule
 * most people write first.
 */
export function ruleFormDefaults(rule?: Rule): RuleValues {
  if (rule === undefined)
    return {
      name: "",
      match: "all",
      isEnabled: true,
      conditions: [newCondition("merchant_name")],
      actions: [{ set: "category", value: "" }],
    };
  return {
    name: rule.name,
    match: rule.match,
    isEnabled: rule.isEnabled,
    conditions: rule.conditions.map((condition) => ({ ...condition })),
    actions: rule.actions.map((action) => ({ ...action })),
  };
}
