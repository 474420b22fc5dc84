import type { FieldPath } from "react-hook-form";
import type { RuleValues } from "./rule-queries";

/**
 * The form field a 422's `loc` names (docs/style.md §5): `["body", "conditions", 0, "value"]` is
 * the first condition's value, `[..., "value", 1]` the upper amount of its `between`. Messages
 * naming no field (`["body", "conditions"]`) stay in the dialog's alert.
 */
export function ruleFieldOf(
  loc: readonly (string | number)[],
): FieldPath<RuleValues> | undefined {
  const [where, name, index, part, item] = loc;
  if (where !== "body") return undefined;
  if (name === "name" || name === "match") return name;
  if (name === "enabled") return "isEnabled";
  if (typeof index !== "number") return undefined;
  if (name === "conditions") {
    if (part === "field" || part === "op") return `conditions.${index}.${part}`;
    return item === 1
      ? `conditions.${index}.valueTo`
      : `conditions.${index}.value`;
  }
  if (name === "actions")
    return part === "set" ? `actions.${index}.set` : `actions.${index}.value`;
  return undefined;
}
