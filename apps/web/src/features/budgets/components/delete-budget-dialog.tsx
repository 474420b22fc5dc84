import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { DeleteDialog } from "../../../shared/ui/delete-dialog";
import { useDeleteBudget } from "../api/budget-mutations";
import type { Budget } from "../api/budget-queries";

interface DeleteBudgetDialogProps extends SessionDialogProps<Budget> {
  onDeleted: (message: string) => void;
}

/** Asks the contract's question before deleting a budget (docs/product.md §5). */
export function DeleteBudgetDialog({
  open,
  item: budget,
  onClose,
  onDeleted,
}: DeleteBudgetDialogProps) {
  return (
    <DeleteDialog
      open={open}
      item={budget}
      onClose={onClose}
      onDeleted={onDeleted}
      removal={useDeleteBudget()}
      title={
        budget === undefined ? "Delete budget?" : `Delete "${budget.name}"?`
      }
      message="Are you sure you want to delete this budget?"
      texts={{
        deleted: "Budget deleted successfully!",
        failed: "Failed to delete budget",
      }}
    />
  );
}
