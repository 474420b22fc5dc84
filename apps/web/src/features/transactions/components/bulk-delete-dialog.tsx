import { countOf } from "../../../shared/count-text";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";

interface BulkDeleteDialogProps {
  open: boolean;
  /** How many ticked transactions would go. */
  count: number;
  isPending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before the ticked transactions are deleted (docs/product.md §5: deletes ask first). */
export function BulkDeleteDialog({
  open,
  count,
  isPending,
  error,
  onConfirm,
  onClose,
}: BulkDeleteDialogProps) {
  const what = countOf(count, "transaction");
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${what}?`}
      message={`Are you sure you want to delete ${count === 1 ? "this transaction" : `these ${what}`}? Account balances and budgets will no longer count ${count === 1 ? "it" : "them"}.`}
      confirmLabel={isPending ? "Deleting..." : "Delete"}
      isPending={isPending}
      error={error}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
