import {
  ruleOfferAcceptResponseSchema,
  type ruleOfferBodySchema,
  ruleOfferResponseSchema,
} from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { invalidateMoneyLists } from "../../../shared/query-roots";
import { ruleKeys } from "./rule-queries";

/** What the "always categorise" offer proposes for a transaction's merchant, or null. */
export type RuleOffer = NonNullable<
  z.infer<typeof ruleOfferResponseSchema>["offer"]
>;

/** The offer after a category change, `GET /rules/offer?transaction_id=`. */
export function getRuleOffer(transactionId: number) {
  return apiRequest(`/rules/offer?transaction_id=${String(transactionId)}`, {
    schema: ruleOfferResponseSchema,
  });
}

/**
 * Accepts the offer, `POST /rules/offer`: the rule is saved and the merchant's other
 * transactions recategorised, so the money lists and the rules reload.
 */
export function useAcceptRuleOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: number) =>
      apiRequest("/rules/offer", {
        method: "POST",
        body: { transaction_id: transactionId } satisfies z.input<
          typeof ruleOfferBodySchema
        >,
        schema: ruleOfferAcceptResponseSchema,
      }),
    onSuccess: () => {
      void invalidateMoneyLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
