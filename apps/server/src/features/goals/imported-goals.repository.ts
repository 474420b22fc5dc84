import type { DataExportFile } from "@finch/contracts";
import type { Db } from "../../platform/db/database";

/** Contributions per INSERT: well below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_SIZE = 500;

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
