import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import type { Transaction } from "../api/transaction-queries";
import { TransactionAmount } from "../../../shared/ui/transaction-amount";
import { TransactionCategory } from "./transaction-category";
import { TransactionRowActions } from "./transaction-row-actions";
import { TransactionStatusChip } from "./transaction-status-chip";
import type { TransactionRowsProps } from "./transactions-table";

interface TransactionCardProps extends Omit<
  TransactionRowsProps,
  "transactions"
> {
  transaction: Transaction;
}

/** One transaction of the phone list: its tick, then what the table's row shows. */
export function TransactionCard({
  transaction,
  onEdit,
  onDelete,
  onAccept,
  selection,
}: TransactionCardProps) {
  const isSelected = selection.isSelected(transaction.id);
  const facts = [
    formatCalendarDate(transaction.transactionDate),
    transaction.merchantName,
    transaction.account.name,
  ]
    .filter((part) => part !== null && part !== "")
    .join(" · ");
  return (
    <Box
      component="li"
      sx={{ ...cardSx, bgcolor: isSelected ? "action.selected" : undefined }}
    >
      <Checkbox
        checked={isSelected}
        onChange={() => {
          selection.toggle(transaction.id);
        }}
        slotProps={{
          input: { "aria-label": `Select ${transaction.description}` },
        }}
        sx={{ alignSelf: "flex-start" }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75 }}>
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
          title={facts}
          sx={{ color: "text.secondary", mt: 0.25 }}
        >
          {facts}
        </Typography>
        <Box sx={chipsSx}>
          <TransactionCategory transaction={transaction} onAccept={onAccept} />
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
    </Box>
  );
}

const cardSx = {
  listStyle: "none",
  display: "flex",
  gap: 0.5,
  pl: 0.5,
  pr: 2,
  py: 1.25,
  borderBottom: 1,
  borderColor: "divider",
  "&:last-of-type": { borderBottom: 0 },
} as const;

const chipsSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1,
  mt: 1,
} as const;
