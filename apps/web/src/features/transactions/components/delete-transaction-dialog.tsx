import { errorMessageOf } from "../../../shared/api-client";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useDeleteTransaction } from "../api/transaction-mutations";
import type { Transaction } from "../api/transaction-queries";

interface DeleteTransactionDialogProps {
  open: boolean;
  transaction: Transaction | undefined;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Asks the contract's question before deleting a transaction (product spec §5). */
export function DeleteTransactionDialog({
  open,
  transaction,
  onClose,
  onDeleted,
}: DeleteTransactionDialogProps) {
  const remove = useDeleteTransaction();
  return (
    <ConfirmDialog
      open={open}
      title="Delete transaction?"
      message="Are you sure you want to delete this transaction?"
      confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
      isPending={remove.isPending}
      error={
        remove.isError
          ? errorMessageOf(remove.error, "Failed to delete transaction")
          : undefined
      }
      onDismissError={() => {
        remove.reset();
      }}
      onClose={onClose}
      onConfirm={() => {
        if (transaction === undefined) return;
        remove.mutate(transaction.id, {
          onSuccess: () => {
            onDeleted("Transaction deleted successfully!");
            onClose();
          },
        });
      }}
    />
  );
}
