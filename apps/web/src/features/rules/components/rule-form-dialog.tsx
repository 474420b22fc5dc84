import type { RuleBody } from "@finch/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { ruleValuesSchema } from "../api/rule-body";
import { ruleFieldOf } from "../api/rule-errors";
import { useCreateRule, useUpdateRule } from "../api/rule-mutations";
import type { Rule, RuleValues } from "../api/rule-queries";
import { ruleFormDefaults } from "./rule-form";
import { RuleFormFields } from "./rule-form-fields";

interface RuleFormDialogProps extends SessionDialogProps<Rule> {
  /** Called with the success message once the server has saved the rule. */
  onSaved: (message: string) => void;
}

/**
 * Create rule / Edit rule: a name, the conditions and how they combine, the actions, the switch,
 * and a live count of the past transactions it matches. The page mounts a fresh one per opening.
 */
export function RuleFormDialog({
  open,
  item: rule,
  onClose,
  onSaved,
}: RuleFormDialogProps) {
  const form = useForm<RuleValues, unknown, RuleBody>({
    resolver: zodResolver(ruleValuesSchema),
    defaultValues: ruleFormDefaults(rule),
  });
  const dialog = useSaveDialog({
    item: rule,
    form,
    fieldsByWireName: ruleFieldOf,
    create: useCreateRule(),
    createBodyOf: (body) => body,
    update: useUpdateRule(),
    // An edit keeps the rule in its place of the run order.
    updateBodyOf: (body, item) => ({ ...body, position: item.position }),
    noun: "Rule",
    onSaved,
    onClose,
  });

  return (
    <FormDialog
      {...dialog.formDialogProps}
      open={open}
      title={dialog.isEdit ? "Edit rule" : "Create rule"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Create rule"}
      maxWidth="md"
    >
      <RuleFormFields
        control={form.control}
        setValue={form.setValue}
        clearErrors={form.clearErrors}
      />
    </FormDialog>
  );
}
