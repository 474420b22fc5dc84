import type { DataExportFile } from "@finch/contracts";
import type { Db } from "../../platform/db/database";

/** Rows per INSERT: well below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_SIZE = 500;

/**
 * Writes an export file's profile, budgets and goals for one user (issue 7); its accounts and
 * transactions go through the accounts and transactions services, their tables' owners (ADR
 * 0033). Run it on a database transaction: the service owns it, so an import lands whole or not
 * at all. Rows are inserted in file order, so the new ids keep the file's order and a re-export
 * is byte-identical. Saved amounts are restored as the file states them.
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
