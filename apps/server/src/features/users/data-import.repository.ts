import type { DataExportFile } from "@finch/contracts";
import { searchTextOf } from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";

/** Rows per INSERT: well below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_SIZE = 500;

/**
 * Writes an export file's rows for one user (issue 7). Run it on a database transaction: the
 * service owns it, so an import lands whole or not at all. Rows are inserted in file order, so
 * the new ids keep the file's order and a re-export is byte-identical. Balance anchors and saved
 * amounts are restored as the file states them (ADR 0032).
 */
export function createDataImportRepository(db: Db) {
  return {
    /** Locks the user row for the rest of the transaction (PostgreSQL), so two imports serialise. */
    async lockUser(userId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ updatedAt: nowIso })
        .where("id", "=", userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async restoreProfile(
      userId: number,
      profile: DataExportFile["profile"],
    ): Promise<void> {
      await db
        .updateTable("users")
        .set({
          fullName: profile.full_name,
          phoneNumber: profile.phone_number,
          currency: profile.currency,
          timezone: profile.timezone,
          notificationPreferences: profile.notification_preferences,
        })
        .where("id", "=", userId)
        .execute();
    },

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

    async insertTransactions(
      userId: number,
      transactions: DataExportFile["transactions"],
      accountIds: ReadonlyMap<number, number>,
      nowIso: string,
    ): Promise<void> {
      for (let i = 0; i < transactions.length; i += BATCH_SIZE) {
        const batch = transactions.slice(i, i + BATCH_SIZE).map((t) => {
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
      }
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

    async insertBudgets(
      userId: number,
      budgets: DataExportFile["budgets"],
      nowIso: string,
    ): Promise<void> {
      for (let i = 0; i < budgets.length; i += BATCH_SIZE) {
        const batch = budgets.slice(i, i + BATCH_SIZE).map((b) => ({
          userId,
          name: b.name,
          category: b.category,
          amountCents: b.amount,
          period: b.period,
          // A fraction with at most four places as whole basis points (0.855 → 8550).
          alertThresholdBp: Math.round(b.alert_threshold * 10_000),
          createdAt: b.created_at,
          updatedAt: nowIso,
        }));
        await db.insertInto("budgets").values(batch).execute();
      }
    },

    /** Inserts each goal and its contributions; returns how many contributions were written. */
    async insertGoals(
      userId: number,
      goals: DataExportFile["goals"],
      nowIso: string,
    ): Promise<number> {
      let contributions = 0;
      for (const g of goals) {
        const row = await db
          .insertInto("goals")
          .values({
            userId,
            name: g.name,
            description: g.description,
            targetCents: g.target_amount,
            currentCents: g.current_amount,
            targetDate: g.target_date,
            isActive: g.is_active,
            isCompleted: g.is_completed,
            createdAt: g.created_at,
            updatedAt: nowIso,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (let i = 0; i < g.contributions.length; i += BATCH_SIZE) {
          const batch = g.contributions.slice(i, i + BATCH_SIZE).map((c) => ({
            userId,
            goalId: row.id,
            amountCents: c.amount,
            contributedOn: c.contributed_on,
            createdAt: c.created_at,
          }));
          await db.insertInto("goalContributions").values(batch).execute();
        }
        contributions += g.contributions.length;
      }
      return contributions;
    },
  };
}
