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
            <TableCell sx={{ width: 118 }}>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell sx={{ width: "12%" }}>Merchant</TableCell>
            <TableCell sx={{ width: 132 }}>Category</TableCell>
            <TableCell sx={{ width: "11%" }}>Account</TableCell>
            <TableCell align="right" sx={{ width: 100 }}>
              Amount
            </TableCell>
            <TableCell sx={{ width: 116 }}>Status</TableCell>
            <TableCell align="right" sx={{ width: 84 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id} hover sx={rowSx}>
              <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                {formatCalendarDate(transaction.transactionDate)}
              </TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  noWrap
                  title={transaction.description}
                  sx={{ fontWeight: 500 }}
                >
                  {transaction.description}
                </Typography>
              </TableCell>
              <TableCell sx={{ color: "text.secondary" }}>
                <Typography
                  variant="body2"
                  title={transaction.merchantName ?? undefined}
                  sx={twoLinesSx}
                >
                  {transaction.merchantName ?? "—"}
                </Typography>
              </TableCell>
              <TableCell>
                <CategoryChip category={transaction.category} />
              </TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  title={transaction.account.name}
                  sx={twoLinesSx}
                >
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
                  description={transaction.description}
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
 * Fits the 1280 px laptop screen beside the 280 px navigation without a sideways scroll: a fixed
 * layout gives the figures and actions their widths, and long descriptions, merchants and
 * account names (bank text such as "AMAZON MKTPL*2K4LQ0") end in an ellipsis instead of
 * pushing the Status and Actions columns out of view; the full text shows on hover.
 */
const tableSx = {
  minWidth: 820,
  tableLayout: "fixed",
  "& .MuiTableCell-root": { px: 1.5 },
  "& .MuiTableCell-root:first-of-type": { pl: 2.5 },
  "& .MuiTableCell-root:last-of-type": { pr: 2 },
} as const;

const rowSx = { "&:last-child td": { borderBottom: 0 } } as const;

/**
 * Merchant and account names wrap onto a second line before they end in an ellipsis: at 1280 px
 * their columns are about 100 px, which cut "Household Checking" to "Househol…" on one line.
 * A word longer than the column breaks inside it.
 */
const twoLinesSx = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
} as const;
