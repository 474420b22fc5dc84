import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatCalendarDate } from "../../../shared/format-date";
import type { Transaction } from "../api/transaction-queries";
import { CategoryChip } from "./category-chip";
import { TransactionAmount } from "./transaction-amount";
import { TransactionRowActions } from "./transaction-row-actions";
import { TransactionStatusChip } from "./transaction-status-chip";

interface TransactionsTableProps {
  transactions: readonly Transaction[];
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
}

/** The transactions table of product spec §2, for wide screens. */
export function TransactionsTable({
  transactions,
  onEdit,
  onDelete,
}: TransactionsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Transactions" sx={tableSx}>
        <TableHead>
          <TableRow sx={headSx}>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Merchant</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Account</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id} hover sx={rowSx}>
              <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                {formatCalendarDate(transaction.transactionDate)}
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                  {transaction.description}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 140, color: "text.secondary" }}>
                <Typography variant="body2" noWrap>
                  {transaction.merchantName ?? "—"}
                </Typography>
              </TableCell>
              <TableCell>
                <CategoryChip category={transaction.category} />
              </TableCell>
              <TableCell sx={{ maxWidth: 140 }}>
                <Typography variant="body2" noWrap>
                  {transaction.account.name}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <TransactionAmount transaction={transaction} />
              </TableCell>
              <TableCell>
                <TransactionStatusChip isPending={transaction.isPending} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <TransactionRowActions
                  onEdit={() => {
                    onEdit(transaction);
                  }}
                  onDelete={() => {
                    onDelete(transaction);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const headSx = {
  "& .MuiTableCell-head": {
    color: "text.secondary",
    fontWeight: 600,
    fontSize: "0.8125rem",
    bgcolor: "background.default",
    whiteSpace: "nowrap",
  },
} as const;

/**
 * Fits the 1280 px laptop screen beside the 280 px navigation without a sideways scroll: tighter
 * cell padding, and description, merchant and account give way with an ellipsis.
 */
const tableSx = {
  minWidth: 760,
  "& .MuiTableCell-root": { px: 1.5 },
  "& .MuiTableCell-root:first-of-type": { pl: 2.5 },
  "& .MuiTableCell-root:last-of-type": { pr: 2 },
} as const;

const rowSx = { "&:last-child td": { borderBottom: 0 } } as const;
