import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { DeleteDialog } from "../../../shared/ui/delete-dialog";
import { useDeleteGoal } from "../api/goal-mutations";
import type { Goal } from "../api/goal-queries";

interface DeleteGoalDialogProps extends SessionDialogProps<Goal> {
  onDeleted: (message: string) => void;
}

/** Asks before deleting a goal (docs/product.md §5), in the contract's words. */
export function DeleteGoalDialog({
  open,
  item: goal,
  onClose,
  onDeleted,
}: DeleteGoalDialogProps) {
  return (
    <DeleteDialog
      open={open}
      item={goal}
      onClose={onClose}
      onDeleted={onDeleted}
      removal={useDeleteGoal()}
      title={goal === undefined ? "Delete goal?" : `Delete "${goal.name}"?`}
      message="Are you sure you want to delete this goal?"
      confirmLabel="Delete Goal"
      texts={{
        deleted: "Goal deleted successfully!",
        failed: "Failed to delete goal",
      }}
    />
  );
}
