import { errorMessageOf } from "../../../shared/api-client";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useDeleteGoal } from "../api/goal-mutations";
import type { Goal } from "../api/goal-queries";

interface DeleteGoalDialogProps {
  open: boolean;
  goal: Goal | undefined;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Asks before deleting a goal (docs/product.md §5), in the contract's words. */
export function DeleteGoalDialog({
  open,
  goal,
  onClose,
  onDeleted,
}: DeleteGoalDialogProps) {
  const remove = useDeleteGoal();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={goal === undefined ? "Delete goal?" : `Delete "${goal.name}"?`}
      message="Are you sure you want to delete this goal?"
      confirmLabel={remove.isPending ? "Deleting..." : "Delete Goal"}
      isPending={remove.isPending}
      error={
        remove.isError
          ? errorMessageOf(remove.error, "Failed to delete goal")
          : undefined
      }
      onDismissError={() => {
        remove.reset();
      }}
      onClose={close}
      onConfirm={() => {
        if (goal === undefined) return;
        remove.mutate(goal.id, {
          onSuccess: () => {
            onDeleted("Goal deleted successfully!");
            close();
          },
        });
      }}
    />
  );
}
