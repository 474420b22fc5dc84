import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatCalendarDate } from "../../../shared/format-date";
import type {
  Transaction,
  TransactionSortKey,
} from "../api/transaction-queries";
import { CategoryChip } from "./category-chip";
import { TransactionAmount } from "./transaction-amount";
import { TransactionRowActions } from "./transaction-row-actions";
import { TransactionStatusChip } from "./transaction-status-chip";

/** The list's order as the table shows it. */
export interface TableSort {
  by: TransactionSortKey;
  order: "asc" | "desc";
}

interface TransactionsTableProps {
  transactions: readonly Transaction[];
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  sort: TableSort;
  onSort: (key: TransactionSortKey) => void;
  /**
   * Below 1,100 px the Merchant and Account columns fold under the description, so Status and
   * the row actions stay in view without a sideways scroll (issue 27).
   */
  compact: boolean;
}

/** The transactions table of docs/product.md §2, for wide screens; every column header sorts. */
export function TransactionsTable({
  transactions,
  onEdit,
  onDelete,
  sort,
  onSort,
  compact,
}: TransactionsTableProps) {
  const header = (
    key: TransactionSortKey,
    label: string,
    sx?: object,
    align?: "right",
  ) => (
    <TableCell
      align={align}
      sx={sx}
      sortDirection={sort.by === key ? sort.order : false}
    >
      <TableSortLabel
        active={sort.by === key}
        direction={sort.by === key ? sort.order : "asc"}
        onClick={() => {
          onSort(key);
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer>
      <Table aria-label="Transactions" sx={compact ? compactTableSx : tableSx}>
        <TableHead>
          <TableRow sx={headSx}>
            {header("date", "Date", { width: 124 })}
            {header("description", "Description")}
            {!compact && header("merchant", "Merchant", { width: "12%" })}
            {header("category", "Category", { width: 136 })}
            {!compact && header("account", "Account", { width: "11%" })}
            {header("amount", "Amount", { width: 112 }, "right")}
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
                {compact && (
                  <Secondary
                    text={[transaction.merchantName, transaction.account.name]
                      .filter(Boolean)
                      .join(" · ")}
                  />
                )}
              </TableCell>
              {!compact && (
                <TableCell sx={{ color: "text.secondary" }}>
                  <TwoLines title={transaction.merchantName ?? undefined}>
                    {transaction.merchantName ?? "—"}
                  </TwoLines>
                </TableCell>
              )}
              <TableCell>
                <CategoryChip category={transaction.category} />
              </TableCell>
              {!compact && (
                <TableCell>
                  <TwoLines title={transaction.account.name}>
                    {transaction.account.name}
                  </TwoLines>
                </TableCell>
              )}
              <TableCell align="right">
                <TransactionAmount transaction={transaction} />
              </TableCell>
              <TableCell>
                <TransactionStatusChip
                  isPending={transaction.isPending}
                  isUpcoming={transaction.isUpcoming}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <TransactionRowActions
                  transaction={transaction}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TwoLines({
  title,
  children,
}: {
  title: string | undefined;
  children: ReactNode;
}) {
  return (
    <Typography variant="body2" title={title} sx={twoLinesSx}>
      {children}
    </Typography>
  );
}

function Secondary({ text }: { text: string }) {
  return (
    <Typography
      variant="caption"
      component="p"
      noWrap
      title={text}
      sx={{ color: "text.secondary" }}
    >
      {text}
    </Typography>
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

/** Six columns fit the 620 px left beside the navigation on a 900 px window. */
const compactTableSx = { ...tableSx, minWidth: 600 } as const;

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
