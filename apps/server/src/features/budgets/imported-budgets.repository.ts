import type { DataExportFile } from "@finch/contracts";
import { fractionToBasisPoints } from "@finch/domain";
import { inBatches } from "../../platform/db/batches";
import type { Db } from "../../platform/db/database";

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
      await inBatches(budgets, async (rows) => {
        const batch = rows.map((b) => ({
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
      });
    },
  };
}
