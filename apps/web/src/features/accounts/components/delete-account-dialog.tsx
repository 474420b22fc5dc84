import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { DeleteDialog } from "../../../shared/ui/delete-dialog";
import { useDeleteAccount } from "../api/account-mutations";
import type { Account } from "../api/account-queries";

interface DeleteAccountDialogProps extends SessionDialogProps<Account> {
  onDeleted: (message: string) => void;
}

/** Asks before deleting an account, and says how many transactions go with it. */
export function DeleteAccountDialog({
  open,
  item: account,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  return (
    <DeleteDialog
      open={open}
      item={account}
      onClose={onClose}
      onDeleted={onDeleted}
      removal={useDeleteAccount()}
      title="Delete account?"
      message={account === undefined ? "" : deleteQuestion(account)}
      confirmLabel="Delete Account"
      texts={{
        deleted: "Account deleted successfully!",
        failed: "Failed to delete account",
      }}
    />
  );
}

/** Deleting an account deletes its transactions on the server; the user must know how many. */
function deleteQuestion({ name, transactionCount }: Account): string {
  const question = `Are you sure you want to delete the account "${name}"?`;
  if (transactionCount === 0)
    return `${question} It has no transactions. This cannot be undone.`;
  const count =
    transactionCount === 1
      ? "its 1 transaction"
      : `all ${String(transactionCount)} of its transactions`;
  return `${question} This also deletes ${count}. This cannot be undone.`;
}
