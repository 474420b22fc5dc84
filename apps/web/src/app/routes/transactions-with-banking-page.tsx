import { SyncButton } from "../../features/banking/components/sync-button";
import { TransactionsPage } from "../../features/transactions/routes/transactions-page";

/** /transactions with the bank Sync button (docs/product.md §2), composed across features here. */
export function TransactionsWithBankingPage() {
  return <TransactionsPage syncAction={<SyncButton label="Sync" />} />;
}
