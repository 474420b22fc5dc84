import type { DataExportFile } from "@finch/contracts";
import { fractionToBasisPoints } from "@finch/domain";
import type { Db } from "../../platform/db/database";

/** Rows per INSERT: well below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_SIZE = 500;

/**
 * A data import's budgets, written by the table's owner (ADR 0033) on the import's database
 * transaction (`db`), in file order so a re-export lists them as the file did.
 */
export function createImportedBudgetsRepository(db: Db) {
  return {
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
          alertThresholdBp: fractionToBasisPoints(b.alert_threshold),
          createdAt: b.created_at,
          updatedAt: nowIso,
        }));
        await db.insertInto("budgets").values(batch).execute();
      }
    },
  };
}
