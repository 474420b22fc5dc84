import Button from "@mui/material/Button";
import { errorMessageOf } from "../../../shared/api-client";
import { countOf } from "../../../shared/count-text";
import { useNotify } from "../../../shared/ui/notifier";
import { useApplyRule } from "../api/rule-mutations";
import type { Rule } from "../api/rule-queries";

/** Runs a rule over the transactions already there and says how many it changed. */
export function ApplyRuleButton({ rule }: { rule: Rule }) {
  const apply = useApplyRule();
  const notify = useNotify();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={apply.isPending}
      aria-label={`Apply to past transactions: ${rule.name}`}
      onClick={() => {
        apply.mutate(rule.id, {
          onSuccess: ({ changed }) => {
            notify.success(`Changed ${countOf(changed, "transaction")}`);
          },
          onError: (error) => {
            notify.error(errorMessageOf(error, "Failed to apply the rule"));
          },
        });
      }}
    >
      {apply.isPending ? "Applying..." : "Apply to past transactions"}
    </Button>
  );
}
