import {
  MAX_RULE_CONDITIONS,
  MAX_RULE_TEXT,
  RULE_ACTION_FIELDS,
  RULE_FIELDS,
  RULE_FIELD_OPS,
  RULE_OPS,
  type RuleBody,
  moneyTextProblem,
  ruleBodySchema,
} from "@finch/contracts";
import {
  type Cents,
  TRANSACTION_TYPES,
  centsToWire,
  isCategory,
  parseMoneyInput,
} from "@finch/domain";
import { z } from "zod";
import type { ActionValues, ConditionValues, Rule } from "./rule-queries";

type ConditionBody = RuleBody["conditions"][number];
type ActionBody = RuleBody["actions"][number];

/** The longest merchant and description an action may set (as the transaction form's). */
const MAX_ACTION_TEXT = { merchant_name: 100, description: 500 } as const;

const conditionSchema = z
  .object({
    field: z.enum(RULE_FIELDS),
    op: z.enum(RULE_OPS),
    value: z.string(),
    valueTo: z.string(),
  })
  .transform(conditionBody);

const actionSchema = z
  .object({ set: z.enum(RULE_ACTION_FIELDS), value: z.string() })
  .transform(actionBody);

/** What a rule does, checked as its form holds it: the part the live preview sends. */
const definitionShape = {
  match: z.enum(["all", "any"]),
  isEnabled: z.boolean(),
  conditions: z
    .array(conditionSchema)
    .min(1, { error: "A rule needs at least one condition" })
    .max(MAX_RULE_CONDITIONS),
  actions: z
    .array(actionSchema)
    .min(1, { error: "A rule needs at least one action" })
    .max(RULE_ACTION_FIELDS.length),
};

/**
 * A rule's form values read into the body of `POST /rules` and `PUT /rules/{id}`: each value
 * checked for its field and operator (the server checks the same and more, such as a pattern's
 * syntax), amounts read through cents.
 */
export const ruleValuesSchema = z
  .object({ name: ruleBodySchema.shape.name, ...definitionShape })
  .transform(({ name, ...definition }): RuleBody => ({
    name,
    ...definitionBody(definition),
  }));

/** The body of `POST /rules/preview`: the rule without its name. */
export const ruleDefinitionSchema = z
  .object(definitionShape)
  .transform(definitionBody);

/** A saved rule as the full body a `PUT` sends, with its place in the run order. */
export function toRuleBody(rule: Rule, position = rule.position): RuleBody {
  return { ...ruleValuesSchema.parse(rule), position };
}

function definitionBody(definition: {
  match: "all" | "any";
  isEnabled: boolean;
  conditions: ConditionBody[];
  actions: ActionBody[];
}) {
  return {
    enabled: definition.isEnabled,
    match: definition.match,
    conditions: definition.conditions,
    actions: definition.actions,
  };
}

function conditionBody(
  condition: ConditionValues,
  ctx: z.RefinementCtx,
): ConditionBody {
  const { field, op, value } = condition;
  if (!RULE_FIELD_OPS[field].includes(op))
    return fail(ctx, "op", "Choose how to compare");
  switch (field) {
    case "description":
    case "merchant_name":
      if (value.trim() === "")
        return fail(
          ctx,
          "value",
          op === "matches" ? "Enter a pattern" : "Enter the text to look for",
        );
      if (value.length > MAX_RULE_TEXT)
        return fail(
          ctx,
          "value",
          `Text must be at most ${String(MAX_RULE_TEXT)} characters long`,
        );
      return { field, op, value };
    case "amount":
      return amountBody(condition, ctx);
    case "account_id":
      return /^\d+$/.test(value)
        ? { field, op, value: Number(value) }
        : fail(ctx, "value", "Choose an account");
    case "transaction_type":
      return (TRANSACTION_TYPES as readonly string[]).includes(value)
        ? { field, op, value }
        : fail(ctx, "value", "Choose debit or credit");
    case "category":
      return isCategory(value)
        ? { field, op, value }
        : fail(ctx, "value", "Choose a category");
  }
}

function amountBody(
  { op, value, valueTo }: ConditionValues,
  ctx: z.RefinementCtx,
): ConditionBody {
  const from = amountCents(value, "value", ctx);
  if (op !== "between")
    return from === undefined
      ? z.NEVER
      : { field: "amount", op, value: centsToWire(from) };
  const to = amountCents(valueTo, "valueTo", ctx);
  if (from === undefined || to === undefined) return z.NEVER;
  if (from > to)
    return fail(ctx, "valueTo", "Must not be less than the first amount");
  return { field: "amount", op, value: [centsToWire(from), centsToWire(to)] };
}

function amountCents(
  text: string,
  path: "value" | "valueTo",
  ctx: z.RefinementCtx,
): Cents | undefined {
  const problem =
    text.trim() === ""
      ? "Amount is required"
      : moneyTextProblem(text, "Amount", "positive");
  const read = parseMoneyInput(text);
  if (problem === undefined && "cents" in read) return read.cents;
  fail(ctx, path, problem ?? "Amount must be a number");
  return undefined;
}

function actionBody(action: ActionValues, ctx: z.RefinementCtx): ActionBody {
  const { set, value } = action;
  if (set === "category")
    return isCategory(value)
      ? { set, value }
      : fail(ctx, "value", "Choose a category");
  const text = value.trim();
  const label = set === "merchant_name" ? "Merchant" : "Description";
  if (text === "") return fail(ctx, "value", `${label} is required`);
  if (text.length > MAX_ACTION_TEXT[set])
    return fail(
      ctx,
      "value",
      `${label} must be at most ${String(MAX_ACTION_TEXT[set])} characters long`,
    );
  return { set, value: text };
}

/** Says what is wrong beside the field `path` names, and yields nothing. */
function fail(ctx: z.RefinementCtx, path: string, message: string): never {
  ctx.addIssue({ code: "custom", message, path: [path] });
  return z.NEVER;
}
