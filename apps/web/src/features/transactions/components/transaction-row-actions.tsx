import { EditDeleteButtons } from "../../../shared/ui/edit-delete-buttons";
import type { Transaction } from "../api/transaction-queries";

interface TransactionRowActionsProps {
  transaction: Transaction;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
}

/** A transaction's Edit and Delete buttons, in the table and in the phone list alike. */
export function TransactionRowActions({
  transaction,
  onEdit,
  onDelete,
}: TransactionRowActionsProps) {
  return (
    <EditDeleteButtons
      item={transaction}
      name={transaction.description}
      onEdit={onEdit}
      onDelete={onDelete}
      sx={{ display: "inline-flex", gap: 0.5 }}
    />
  );
}
