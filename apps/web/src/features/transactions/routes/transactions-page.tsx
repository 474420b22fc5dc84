import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Button from "@mui/material/Button";
import { useEffect, type ReactNode } from "react";
import { CreateButton } from "../../../shared/ui/create-button";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { useNotify } from "../../../shared/ui/notifier";
import type { Transaction } from "../api/transaction-queries";
import { useTransactions } from "../api/transaction-queries";
import { BulkActionBar } from "../components/bulk-action-bar";
import { DeleteTransactionDialog } from "../components/delete-transaction-dialog";
import { TransactionFilters } from "../components/transaction-filters";
import { TransactionFormDialog } from "../components/transaction-form-dialog";
import { TransactionResults } from "../components/transaction-results";
import { TransactionSummary } from "../components/transaction-summary";
import { useAcceptSuggestion } from "../hooks/use-accept-suggestion";
import { useRowSelection } from "../hooks/use-row-selection";
import { useTransactionSearch } from "../hooks/use-transaction-search";

/**
 * What other features contribute (web features never import each other, docs/style.md §1): the
 * bank Sync button, the statement Import button with its history link, the way to the rules, and
 * the rule offer that follows a category change, composed in `app/routes`.
 */
export interface TransactionsPageSlots {
  syncAction?: ReactNode;
  importAction?: ReactNode;
  rulesAction?: ReactNode;
  /** The "always categorise" offer; early in the page, so Tab reaches it soon after the header. */
  notice?: ReactNode;
  /** Told when an edit changed a transaction's category. */
  onCategoryChanged?: (transactionId: number) => void;
}

/**
 * The Transactions screen (docs/product.md §2): filters, summary, the paged table, add/edit/delete,
 * and bulk changes to the rows ticked on the page.
 */
export function TransactionsPage({
  syncAction,
  importAction,
  rulesAction,
  notice,
  onCategoryChanged,
}: TransactionsPageSlots = {}) {
  const search = useTransactionSearch();
  const { page, pageSize } = search.params;
  const transactions = useTransactions(search.params);
  const selection = useRowSelection(
    transactions.data?.transactions.map((transaction) => transaction.id) ?? [],
    JSON.stringify(search.params),
  );
  const accept = useAcceptSuggestion();
  const form = useDialogSession<Transaction>();
  const deletion = useDialogSession<Transaction>();
  const notify = useNotify();
  const data = transactions.data;
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const isPastTheEnd =
    data !== undefined && !transactions.isPlaceholderData && page > lastPage;

  useEffect(() => {
    // An old link, or the last row of the last page deleted: show the last page there is.
    if (isPastTheEnd) search.setPage(lastPage);
  }, [isPastTheEnd, lastPage, search]);

  const addButton = (
    <CreateButton
      label="Add Transaction"
      onClick={() => {
        form.open();
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Transactions"
        subtitle="Everything that moved through your accounts, newest first."
        actions={
          <>
            {syncAction}
            {rulesAction}
            {importAction}
            {addButton}
          </>
        }
      />
      <QueryErrorAlert
        query={transactions}
        fallback="Failed to load transactions"
      />
      {notice}
      <TransactionFilters search={search} />
      {selection.ids.length > 0 && (
        <BulkActionBar
          ids={selection.ids}
          canAccept={search.params.categorySource === "suggested"}
          onClear={selection.clear}
        />
      )}
      {data !== undefined && data.total > 0 && (
        <TransactionSummary transactions={data.transactions} />
      )}
      <TransactionResults
        data={data}
        isPending={transactions.isPending}
        isFetching={transactions.isFetching}
        page={page}
        pageSize={pageSize}
        onPageChange={search.setPage}
        onPageSizeChange={search.setPageSize}
        onEdit={form.open}
        onDelete={deletion.open}
        onAccept={accept}
        selection={selection}
        sort={{
          by: search.params.sortBy ?? "date",
          order: search.params.order ?? "desc",
        }}
        onSort={search.sortBy}
        emptyState={
          search.hasFilters ? (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title="No transactions found"
              description="Nothing matches these filters. Try a wider date range or another search."
              action={
                <Button variant="outlined" onClick={search.clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title="No transactions yet"
              description="Record your first transaction to see where your money goes."
              action={addButton}
            />
          )
        }
      />
      <TransactionFormDialog
        key={form.key}
        {...form.dialogProps}
        onSaved={notify.success}
        onCategoryChanged={onCategoryChanged}
      />
      <DeleteTransactionDialog
        key={deletion.key}
        {...deletion.dialogProps}
        onDeleted={notify.success}
      />
    </>
  );
}
