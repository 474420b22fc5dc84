import { errorMessageOf } from "../../../shared/api-client";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useDeleteBudget } from "../api/budget-mutations";
import type { Budget } from "../api/budget-queries";

interface DeleteBudgetDialogProps {
  open: boolean;
  budget: Budget | undefined;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Asks the contract's question before deleting a budget (docs/product.md §5). */
export function DeleteBudgetDialog({
  open,
  budget,
  onClose,
  onDeleted,
}: DeleteBudgetDialogProps) {
  const remove = useDeleteBudget();
  return (
    <ConfirmDialog
      open={open}
      title={
        budget === undefined ? "Delete budget?" : `Delete "${budget.name}"?`
      }
      message="Are you sure you want to delete this budget?"
      confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
      isPending={remove.isPending}
      error={
        remove.isError
          ? errorMessageOf(remove.error, "Failed to delete budget")
          : undefined
      }
      onDismissError={() => {
        remove.reset();
      }}
      onClose={onClose}
      onConfirm={() => {
        if (budget === undefined) return;
        remove.mutate(budget.id, {
          onSuccess: () => {
            onDeleted("Budget deleted successfully!");
            onClose();
          },
        });
      }}
    />
  );
}
