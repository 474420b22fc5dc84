import { SyncButton } from "../../features/banking/components/sync-button";
import { ImportButton } from "../../features/imports/components/import-button";
import { ImportHistoryLink } from "../../features/imports/components/import-history-link";
import { TransactionsPage } from "../../features/transactions/routes/transactions-page";

/**
 * /transactions with the bank Sync button (docs/product.md §2) and the statement Import button
 * and history link (docs/design/imports.md §5), composed across features here.
 */
export function TransactionsWithBankingPage() {
  return (
    <TransactionsPage
      syncAction={<SyncButton label="Sync" />}
      importAction={
        <>
          <ImportHistoryLink />
          <ImportButton />
        </>
      }
    />
  );
}
