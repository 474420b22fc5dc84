import type { TransactionResponse } from "@finch/contracts";
import { centsToWire, isUpcoming } from "@finch/domain";
import type { Transaction } from "./transactions.repository";

/** A transaction on the wire, upcoming when dated after `today` (the profile's day). */
export function toTransactionResponse(
  transaction: Transaction,
  today: string,
): TransactionResponse {
  return {
    id: transaction.id,
    description: transaction.description,
    merchant_name: transaction.merchantName,
    category: transaction.category,
    category_source: transaction.categorySource,
    amount: centsToWire(transaction.amountCents),
    transaction_type: transaction.transactionType,
    account: { id: transaction.accountId, name: transaction.accountName },
    transaction_date: transaction.transactionDate,
    is_pending: transaction.isPending,
    is_synced: transaction.isSynced,
    is_upcoming: isUpcoming(transaction.transactionDate, today),
  };
}
