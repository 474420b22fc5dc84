import {
  moneyOutputCents,
  rulePreviewResponseSchema,
  transactionResponseSchema,
} from "@finch/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { ruleKeys } from "./rule-queries";

/** The preview with its sample's amounts read into cents. */
const previewSchema = rulePreviewResponseSchema.extend({
  sample: z.array(
    transactionResponseSchema.extend({ amount: moneyOutputCents }),
  ),
});

export type RulePreview = z.output<typeof previewSchema>;

/**
 * What a rule being written would do to the existing transactions, `POST /rules/preview`
 * (nothing changes). `body` is the preview body as JSON text, undefined while the conditions are
 * incomplete; the last answer stays while the next one loads.
 */
export function useRulePreview(body: string | undefined) {
  return useQuery({
    queryKey: ruleKeys.preview(body ?? ""),
    queryFn: () =>
      apiRequest("/rules/preview", {
        method: "POST",
        body: JSON.parse(body ?? "{}") as unknown,
        schema: previewSchema,
      }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    // A 422 says the rule is not complete yet: asking again would get the same answer.
    retry: false,
  });
}
