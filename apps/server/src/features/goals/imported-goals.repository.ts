import type { DataExportFile } from "@finch/contracts";
import { inBatches } from "../../platform/db/batches";
import type { Db } from "../../platform/db/database";

/**
 * A data import's goals and their contributions, written by the tables' owner (ADR 0033) on the
 * import's database transaction (`db`), in file order. Saved amounts are restored as the file
 * states them.
 */
export function createImportedGoalsRepository(db: Db) {
  return {
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
        await inBatches(g.contributions, (batch) =>
          db
            .insertInto("goalContributions")
            .values(
              batch.map((c) => ({
                userId,
                goalId: row.id,
                amountCents: c.amount,
                contributedOn: c.contributed_on,
                createdAt: c.created_at,
              })),
            )
            .execute(),
        );
        contributions += g.contributions.length;
      }
      return contributions;
    },
  };
}
