import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useBulkTransactions } from "../api/transaction-mutations";
import type { Transaction } from "../api/transaction-queries";

/** A row's Accept: its suggested category becomes the person's (a bulk accept of one id). */
export function useAcceptSuggestion(): (transaction: Transaction) => void {
  const bulk = useBulkTransactions();
  const notify = useNotify();
  return (transaction) => {
    bulk.mutate(
      { ids: [transaction.id], accept: true },
      {
        onSuccess: () => {
          notify.success("Suggested category accepted");
        },
        onError: (error) => {
          notify.error(errorMessageOf(error, "Failed to accept the category"));
        },
      },
    );
  };
}
