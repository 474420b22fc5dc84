import {
  type RuleBody,
  ruleApplyResponseSchema,
  ruleResponseSchema,
} from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";
import type { CreateVariables } from "../../../shared/hooks/use-save-dialog";
import { useReloadMoneyLists } from "../../../shared/query-roots";
import { toRuleBody } from "./rule-body";
import { type Rule, ruleKeys, toRule } from "./rule-queries";

/** Creates a rule, last in the run order: `POST /rules`. */
export function useCreateRule() {
  const onSuccess = useReloadRules();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateVariables<RuleBody>) =>
      apiRequest("/rules", { method: "POST", body, idempotencyKey }),
    onSuccess,
  });
}

/** Replaces a rule, `PUT /rules/{id}` with the whole body. */
export function useUpdateRule() {
  const onSuccess = useReloadRules();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RuleBody }) =>
      apiRequest(`/rules/${String(id)}`, { method: "PUT", body }),
    onSuccess,
  });
}

/**
 * Turns a rule on or off: its whole body again, with `enabled` changed. The answer goes into the
 * list at once, so the switch does not flip back while the list reloads.
 */
export function useSetRuleEnabled() {
  const queryClient = useQueryClient();
  const reload = useReloadRules();
  return useMutation({
    mutationFn: ({ rule, isEnabled }: { rule: Rule; isEnabled: boolean }) =>
      putRule({ ...rule, isEnabled }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Rule[]>(ruleKeys.lists(), (rules) =>
        rules?.map((rule) => (rule.id === saved.id ? toRule(saved) : rule)),
      );
      reload();
    },
  });
}

/**
 * Moves a rule to another place in the run order; the server shifts the others. The list shows
 * the new order at once, so a keyboard user can press Move again without waiting.
 */
export function useMoveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, position }: { rule: Rule; position: number }) =>
      putRule(rule, position),
    onMutate: async ({ rule, position }) => {
      await queryClient.cancelQueries({ queryKey: ruleKeys.lists() });
      queryClient.setQueryData<Rule[]>(ruleKeys.lists(), (rules) =>
        rules === undefined ? rules : moved(rules, rule.id, position),
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ruleKeys.lists() }),
  });
}

/** Removes a rule, `DELETE /rules/{id}`; what it changed stays changed. */
export function useDeleteRule() {
  const onSuccess = useReloadRules();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/rules/${String(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}

/** Runs a rule over the existing transactions, `POST /rules/{id}/apply`. */
export function useApplyRule() {
  const onSuccess = useReloadMoneyLists();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/rules/${String(id)}/apply`, {
        method: "POST",
        schema: ruleApplyResponseSchema,
      }),
    onSuccess,
  });
}

function putRule(rule: Rule, position?: number) {
  return apiRequest(`/rules/${String(rule.id)}`, {
    method: "PUT",
    body: toRuleBody(rule, position),
    schema: ruleResponseSchema,
  });
}

/** The rules with one moved to `position`, the others keeping their order. */
function moved(rules: readonly Rule[], id: number, position: number): Rule[] {
  const rule = rules.find((candidate) => candidate.id === id);
  if (rule === undefined) return [...rules];
  const others = rules.filter((candidate) => candidate.id !== id);
  others.splice(position, 0, rule);
  return others.map((each, index) => ({ ...each, position: index }));
}

/** Not awaited, as `useReloadMoneyLists`: a dialog closes at once and the list refreshes behind. */
function useReloadRules(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
  };
}
