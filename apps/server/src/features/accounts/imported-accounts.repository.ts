import type { DataExportFile } from "@finch/contracts";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";

/**
 * The writes a data import makes to accounts (the accounts feature owns the table: ADR 0033). Run
 * it on the import's database transaction, so an import lands whole or not at all.
 */
export function createImportedAccountsRepository(db: Db) {
  return {
    /**
     * Inserts the accounts one by one and returns the new id of each file `ref`. Each keeps the
     * file's balance anchor; an account without one (an older file) is anchored at its stated
     * balance on `now` (see `settleUnanchoredBalances`).
     */
    async insertAccounts(
      userId: number,
      accounts: DataExportFile["accounts"],
      now: { date: string; at: string },
    ): Promise<Map<number, number>> {
      const nowIso = now.at;
      const ids = new Map<number, number>();
      for (const a of accounts) {
        const row = await db
          .insertInto("accounts")
          .values({
            userId,
            name: a.name,
            accountType: a.account_type,
            institutionName: a.institution_name,
            balanceAnchorCents: a.balance_anchor?.balance ?? a.current_balance,
            balanceAnchorDate: a.balance_anchor?.date ?? now.date,
            balanceAnchoredAt: a.balance_anchor?.recorded_at ?? now.at,
            isActive: a.is_active,
            isManual: a.is_manual,
            createdAt: a.created_at,
            updatedAt: nowIso,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.set(a.ref, row.id);
      }
      return ids;
    },

    /**
     * A manual account of a file without anchors stated a balance that held every one of its
     * transactions, upcoming ones included (as balances were kept before ADR 0032): its anchor
     * takes the upcoming rows out, so each counts once, on its day (`anchorOfSettledBalance`).
     */
    async settleUnanchoredBalances(
      userId: number,
      accounts: DataExportFile["accounts"],
      accountIds: ReadonlyMap<number, number>,
      today: string,
    ): Promise<void> {
      for (const a of accounts) {
        if (a.balance_anchor || !a.is_manual) continue;
        await db
          .updateTable("accounts")
          .set({
            balanceAnchorCents: sql<number>`balance_anchor_cents - coalesce((
              select sum(case when transaction_type = 'debit'
                  then -amount_cents else amount_cents end)
                from transactions
                where transactions.account_id = accounts.id
                  and transactions.transaction_date > ${today}), 0)`,
          })
          .where("id", "=", accountIds.get(a.ref) ?? 0)
          .where("userId", "=", userId)
          .execute();
      }
    },
  };
}
