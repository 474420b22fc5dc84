import Switch from "@mui/material/Switch";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useSetRuleEnabled } from "../api/rule-mutations";
import type { Rule } from "../api/rule-queries";

/** Turns a rule on or off; an off rule is kept but does not run. */
export function RuleSwitch({ rule }: { rule: Rule }) {
  const setEnabled = useSetRuleEnabled();
  const notify = useNotify();
  const isEnabled = setEnabled.isPending
    ? setEnabled.variables.isEnabled
    : rule.isEnabled;
  return (
    <Switch
      checked={isEnabled}
      slotProps={{ input: { "aria-label": `Enabled: ${rule.name}` } }}
      onChange={(_event, checked) => {
        setEnabled.mutate(
          { rule, isEnabled: checked },
          {
            onSuccess: () => {
              notify.success(checked ? "Rule turned on" : "Rule turned off");
            },
            onError: (error) => {
              notify.error(errorMessageOf(error, "Failed to update rule"));
            },
          },
        );
      }}
    />
  );
}
