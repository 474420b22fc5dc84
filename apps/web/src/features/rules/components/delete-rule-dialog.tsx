import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { DeleteDialog } from "../../../shared/ui/delete-dialog";
import { useDeleteRule } from "../api/rule-mutations";
import type { Rule } from "../api/rule-queries";

interface DeleteRuleDialogProps extends SessionDialogProps<Rule> {
  onDeleted: (message: string) => void;
}

/** Asks before deleting a rule; the transactions it already changed keep their values. */
export function DeleteRuleDialog({
  open,
  item: rule,
  onClose,
  onDeleted,
}: DeleteRuleDialogProps) {
  return (
    <DeleteDialog
      open={open}
      item={rule}
      onClose={onClose}
      onDeleted={onDeleted}
      removal={useDeleteRule()}
      title={rule === undefined ? "Delete rule?" : `Delete "${rule.name}"?`}
      message="Are you sure you want to delete this rule? Transactions it already changed keep their values."
      confirmLabel="Delete Rule"
      texts={{
        deleted: "Rule deleted successfully!",
        failed: "Failed to delete rule",
      }}
    />
  );
}
