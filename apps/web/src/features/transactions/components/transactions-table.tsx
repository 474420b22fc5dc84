import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Checkbox from "@mui/material/Checkbox";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatCalendarDate } from "../../../shared/format-date";
import type {
  Transaction,
  TransactionSortKey,
} from "../api/transaction-queries";
import type { RowSelection } from "../hooks/use-row-selection";
import { TransactionAmount } from "../../../shared/ui/transaction-amount";
import { TransactionCategory } from "./transaction-category";
import { TransactionRowActions } from "./transaction-row-actions";
import { TransactionStatusChip } from "./transaction-status-chip";

/** The list's order as the table shows it. */
export interface TableSort {
  by: TransactionSortKey;
  order: "asc" | "desc";
}

/** The rows of a page and what can be done to each, in the table and the phone list alike. */
export interface TransactionRowsProps {
  transactions: readonly Transaction[];
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  /** Makes a row's suggested category the person's own. */
  onAccept: (transaction: Transaction) => void;
  /** The rows ticked for a bulk action. */
  selection: RowSelection;
}

interface TransactionsTableProps extends TransactionRowsProps {
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
  onAccept,
  selection,
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
            <TableCell padding="checkbox" sx={checkboxCellSx}>
              <Checkbox
                size="small"
                sx={{ p: 0.5 }}
                checked={selection.pageState === "all"}
                indeterminate={selection.pageState === "some"}
                onChange={selection.togglePage}
                slotProps={{
                  input: {
                    "aria-label": "Select all on this page",
                    ref: selection.selectAllRef,
                  },
                }}
              />
            </TableCell>
            {header("date", "Date", { width: 110 })}
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
            <TableRow
              key={transaction.id}
              hover
              selected={selection.isSelected(transaction.id)}
              sx={rowSx}
            >
              <TableCell padding="checkbox" sx={checkboxCellSx}>
                <Checkbox
                  size="small"
                  sx={{ p: 0.5 }}
                  checked={selection.isSelected(transaction.id)}
                  onChange={() => {
                    selection.toggle(transaction.id);
                  }}
                  slotProps={{
                    input: {
                      "aria-label": `Select ${transaction.description}`,
                    },
                  }}
                />
              </TableCell>
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
                <TransactionCategory
                  transaction={transaction}
                  onAccept={onAccept}
                />
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
  minWidth: 860,
  tableLayout: "fixed",
  "& .MuiTableCell-root": { px: 1.5 },
  // The first column is the row's tick, framed by the card's edge.
  "& .MuiTableCell-root:first-of-type": { pl: 1.5, pr: 0 },
  "& .MuiTableCell-root:last-of-type": { pr: 2 },
} as const;

/** Six columns and the ticks fit the 640 px left beside the navigation on a 900 px window. */
const compactTableSx = { ...tableSx, minWidth: 640 } as const;

/** The tick column: as narrow as its checkbox and the padding before it. */
const checkboxCellSx = { width: 44 } as const;

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
