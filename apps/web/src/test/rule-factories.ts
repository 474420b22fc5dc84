import {
  type RuleBody,
  type RuleResponse,
  ruleListResponseSchema,
  ruleResponseSchema,
} from "@finch/contracts";
import { apiRequest } from "../shared/api-client";

/** Creates a rule through the real API: "Merchant contains 'coffee' → Food & Dining" unless told. */
export function createRule(
  overrides: Partial<RuleBody> = {},
): Promise<RuleResponse> {
  return apiRequest("/rules", {
    method: "POST",
    body: {
      name: "Coffee",
      match: "all",
      enabled: true,
      conditions: [{ field: "merchant_name", op: "contains", value: "coffee" }],
      actions: [{ set: "category", value: "food_dining" }],
      ...overrides,
    } satisfies RuleBody,
    schema: ruleResponseSchema,
  });
}

/** The user's rules in run order, as the server has them. */
export async function listRules(): Promise<RuleResponse[]> {
  return (await apiRequest("/rules", { schema: ruleListResponseSchema })).rules;
}
