import type { RuleResponse } from "@finch/contracts";
import { centsToWire } from "@finch/domain";
import type { RuleCondition } from "./engine/rule-types";
import type { Rule } from "./rules.repository";

/** A rule on the wire: amounts in currency units. */
export function toRuleResponse(rule: Rule): RuleResponse {
  return {
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    match: rule.match,
    conditions: rule.conditions.map(conditionResponse),
    actions: rule.actions.map((a) => ({ set: a.set, value: a.value })),
    position: rule.position,
    created_at: rule.createdAt,
    updated_at: rule.updatedAt,
  };
}

function conditionResponse(
  c: RuleCondition,
): RuleResponse["conditions"][number] {
  if (c.field !== "amount") return { field: c.field, op: c.op, value: c.value };
  if (c.op === "between")
    return {
      field: c.field,
      op: c.op,
      value: [centsToWire(c.value[0]), centsToWire(c.value[1])],
    };
  return { field: c.field, op: c.op, value: centsToWire(c.value) };
}
