import type { DataExportFile } from "@finch/contracts";
import { searchTextOf } from "@finch/domain";
import { inBatches } from "../../platform/db/batches";
import type { Db } from "../../platform/db/database";

/**
 * The writes a data import makes to transactions (the transactions feature owns the table: ADR
 * 0033), in file order, so the new ids keep the file's order and a re-export is byte-identical.
 * Run it on the import's database transaction.
 */
export function createImportedTransactionsRepository(db: Db) {
  return {
    async insertTransactions(
      userId: number,
      transactions: DataExportFile["transactions"],
      accountIds: ReadonlyMap<number, number>,
      nowIso: string,
    ): Promise<void> {
      await inBatches(transactions, async (rows) => {
        const batch = rows.map((t) => {
          const fields = {
            description: t.description,
            merchantName: t.merchant_name,
          };
          return {
            userId,
            // The file's references were checked against its accounts when it was parsed.
            accountId: accountIds.get(t.account_ref) ?? 0,
            ...fields,
            category: t.category,
            amountCents: t.amount,
            transactionType: t.transaction_type,
            transactionDate: t.transaction_date,
            isPending: t.is_pending,
            searchText: searchTextOf(fields),
            createdAt: t.created_at,
            updatedAt: nowIso,
          };
        });
        await db.insertInto("transactions").values(batch).execute();
      });
    },
  };
}
