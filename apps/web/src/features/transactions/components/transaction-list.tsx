import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import type { Transaction } from "../api/transaction-queries";
import { CategoryChip } from "./category-chip";
import { TransactionAmount } from "./transaction-amount";
import { TransactionRowActions } from "./transaction-row-actions";
import { TransactionStatusChip } from "./transaction-status-chip";

interface TransactionListProps {
  transactions: readonly Transaction[];
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
}

/** The same transactions as the table, as a list of cards that fits a phone. */
export function TransactionList({
  transactions,
  onEdit,
  onDelete,
}: TransactionListProps) {
  return (
    <Box component="ul" aria-label="Transactions" sx={{ m: 0, p: 0 }}>
      {transactions.map((transaction) => (
        <Box
          component="li"
          key={transaction.id}
          sx={{
            listStyle: "none",
            px: 2,
            py: 1.75,
            borderBottom: 1,
            borderColor: "divider",
            "&:last-of-type": { borderBottom: 0 },
          }}
        >
          <Box sx={{ display: "flex", gap: 2, alignItems: "baseline" }}>
            <Typography
              variant="body2"
              noWrap
              // Cut short with an ellipsis beside a wide amount: the full text shows on hover.
              title={transaction.description}
              sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}
            >
              {transaction.description}
            </Typography>
            <TransactionAmount transaction={transaction} />
          </Box>
          <Typography
            variant="caption"
            component="p"
            noWrap
            sx={{ color: "text.secondary", mt: 0.25 }}
          >
            {[
              formatCalendarDate(transaction.transactionDate),
              transaction.merchantName,
              transaction.account.name,
            ]
              .filter((part) => part !== null && part !== "")
              .join(" · ")}
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1 }}>
            <CategoryChip category={transaction.category} />
            <TransactionStatusChip
              isPending={transaction.isPending}
              isUpcoming={transaction.isUpcoming}
            />
            <Box sx={{ ml: "auto", mr: -0.75 }}>
              <TransactionRowActions
                transaction={transaction}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
