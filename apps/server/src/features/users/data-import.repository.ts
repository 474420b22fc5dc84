import type { DataExportFile } from "@finch/contracts";
import type { Db } from "../../platform/db/database";

/**
 * Writes an export file's profile for one user (issue 7); its accounts, transactions, budgets and
 * goals go through the services that own those tables (ADR 0033). Run it on a database
 * transaction: the service owns it, so an import lands whole or not at all.
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
  };
}
