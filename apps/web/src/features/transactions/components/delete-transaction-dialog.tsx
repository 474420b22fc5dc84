import { formatMoney } from "@finch/domain";
import Box from "@mui/material/Box";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { formatCalendarDate } from "../../../shared/format-date";
import { useUserPreferences } from "../../../shared/user-preferences";
import { DeleteDialog } from "../../../shared/ui/delete-dialog";
import { useDeleteTransaction } from "../api/transaction-mutations";
import type { Transaction } from "../api/transaction-queries";

interface DeleteTransactionDialogProps extends SessionDialogProps<Transaction> {
  onDeleted: (message: string) => void;
}

/**
 * Asks the contract's question before deleting a transaction (docs/product.md §5), and says which
 * one: its description, date and amount (issue 27).
 */
export function DeleteTransactionDialog({
  open,
  item: transaction,
  onClose,
  onDeleted,
}: DeleteTransactionDialogProps) {
  const { currency } = useUserPreferences();
  return (
    <DeleteDialog
      open={open}
      item={transaction}
      onClose={onClose}
      onDeleted={onDeleted}
      removal={useDeleteTransaction()}
      title="Delete transaction?"
      message={
        <>
          Are you sure you want to delete this transaction?
          {transaction !== undefined && (
            <Box component="span" sx={{ display: "block", mt: 1.5 }}>
              <strong>{transaction.description}</strong>
              {` · ${formatCalendarDate(transaction.transactionDate)} · ${transaction.transactionType === "debit" ? "-" : "+"}${formatMoney(transaction.amountCents, currency)}`}
            </Box>
          )}
        </>
      }
      texts={{
        deleted: "Transaction deleted successfully!",
        failed: "Failed to delete transaction",
      }}
    />
  );
}
