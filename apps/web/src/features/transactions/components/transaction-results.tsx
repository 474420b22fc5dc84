import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import { useTheme } from "@mui/material/styles";
import TablePagination from "@mui/material/TablePagination";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ReactNode } from "react";
import type {
  TransactionPage,
  TransactionSortKey,
} from "../api/transaction-queries";
import { PAGE_SIZES } from "../hooks/use-transaction-search";
import { TransactionList } from "./transaction-list";
import {
  type TableSort,
  type TransactionRowsProps,
  TransactionsTable,
} from "./transactions-table";

/** Window width from which Merchant and Account get columns of their own (issue 27). */
const ALL_COLUMNS_FROM_PX = 1100;

interface TransactionResultsProps extends Omit<
  TransactionRowsProps,
  "transactions"
> {
  data: TransactionPage | undefined;
  isPending: boolean;
  /** A newer page or filter is loading while the last one stays on screen. */
  isFetching: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sort: TableSort;
  onSort: (key: TransactionSortKey) => void;
  /** Shown instead of the list when there is nothing to list. */
  emptyState: ReactNode;
}

/** The current page as a table (wide screens) or a list (phones), with the pagination. */
export function TransactionResults({
  data,
  isPending,
  isFetching,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  onEdit,
  onDelete,
  onAccept,
  selection,
  sort,
  onSort,
  emptyState,
}: TransactionResultsProps) {
  // Without matchMedia (tests, old browsers) the table shows: it is the contract's layout.
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up("md"), {
    defaultMatches: true,
    noSsr: true,
  });
  const isRoomy = useMediaQuery(theme.breakpoints.up(ALL_COLUMNS_FROM_PX), {
    defaultMatches: true,
    noSsr: true,
  });
  if (isPending) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
        <CircularProgress aria-label="Loading transactions" />
      </Box>
    );
  }
  if (data === undefined) return null;
  if (data.total === 0) return <Card>{emptyState}</Card>;
  const rows: TransactionRowsProps = {
    transactions: data.transactions,
    onEdit,
    onDelete,
    onAccept,
    selection,
  };
  return (
    <Card sx={{ position: "relative" }}>
      {isFetching && (
        <LinearProgress
          aria-label="Updating transactions"
          sx={{ position: "absolute", top: 0, left: 0, right: 0, height: 2 }}
        />
      )}
      {isWide ? (
        <TransactionsTable
          {...rows}
          sort={sort}
          onSort={onSort}
          compact={!isRoomy}
        />
      ) : (
        <TransactionList {...rows} />
      )}
      <TablePagination
        component="div"
        count={data.total}
        // A page past the end (an old link, the last row deleted) waits for the page to move back.
        page={Math.min(
          page - 1,
          Math.max(0, Math.ceil(data.total / pageSize) - 1),
        )}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={isWide ? "Rows per page:" : "Rows:"}
        onPageChange={(_event, zeroBasedPage) => {
          onPageChange(zeroBasedPage + 1);
        }}
        onRowsPerPageChange={(event) => {
          onPageSizeChange(Number(event.target.value));
        }}
        sx={{ borderTop: 1, borderColor: "divider" }}
      />
    </Card>
  );
}
