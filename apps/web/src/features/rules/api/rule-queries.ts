import {
  type RuleActionField,
  type RuleField,
  type RuleOp,
  type RuleResponse,
  ruleListResponseSchema,
} from "@finch/contracts";
import { centsToDecimalText, wireToCents } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";

/**
 * One condition as the screens hold it: the text a person types or picks. `value` is the text,
 * the amount ('12.50'), the account id, `debit`/`credit` or the category key; `valueTo` is the
 * upper amount of `between` and '' otherwise.
 */
export interface ConditionValues {
  field: RuleField;
  op: RuleOp;
  value: string;
  valueTo: string;
}

/** One action: the field it sets and the text or category key it sets it to. */
export interface ActionValues {
  set: RuleActionField;
  value: string;
}

/** What a rule says, as its form holds it. */
export interface RuleValues {
  name: string;
  /** Whether all or any of the conditions must hold. */
  match: "all" | "any";
  isEnabled: boolean;
  conditions: ConditionValues[];
  actions: ActionValues[];
}

/** A saved rule, in its place of the run order (0 first). */
export interface Rule extends RuleValues {
  id: number;
  position: number;
}

/** Query keys of the rules feature. */
export const ruleKeys = {
  all: ["rules"] as const,
  lists: () => [...ruleKeys.all, "list"] as const,
  preview: (body: string) => [...ruleKeys.all, "preview", body] as const,
};

/** Every rule in run order, `GET /rules`. */
export function rulesQueryOptions() {
  return queryOptions({
    queryKey: ruleKeys.lists(),
    queryFn: async () =>
      (
        await apiRequest("/rules", { schema: ruleListResponseSchema })
      ).rules.map(toRule),
  });
}

/** Every rule in run order. */
export function useRules() {
  return useQuery(rulesQueryOptions());
}

/** A rule from the wire, its amounts as decimal text read through cents, never floats. */
export function toRule(wire: RuleResponse): Rule {
  return {
    id: wire.id,
    name: wire.name,
    match: wire.match,
    isEnabled: wire.enabled,
    position: wire.position,
    conditions: wire.conditions.map(({ field, op, value }) => {
      const [from, to] = Array.isArray(value) ? value : [value, undefined];
      return {
        field,
        op,
        value: field === "amount" ? amountText(from) : String(from),
        valueTo: to === undefined ? "" : amountText(to),
      };
    }),
    actions: wire.actions.map(({ set, value }) => ({ set, value })),
  };
}

function amountText(value: string | number): string {
  const cents = typeof value === "number" ? wireToCents(value) : undefined;
  return cents === undefined ? String(value) : centsToDecimalText(cents);
}
