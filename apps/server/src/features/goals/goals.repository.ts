import { toCents, type Cents } from "@finch/domain";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** A savings goal as the server stores it. */
export interface Goal {
  id: number;
  name: string;
  description: string | null;
  targetCents: Cents;
  currentCents: Cents;
  /** `YYYY-MM-DD`. */
  targetDate: string;
  isActive: boolean;
  isCompleted: boolean;
  createdAt: string;
}

/** Fields a user sets. */
export interface GoalFields {
  name: string;
  description: string | null;
  targetCents: Cents;
  targetDate: string;
}

/** One contribution as the goal's history shows it. */
export interface Contribution {
  id: number;
  amountCents: Cents;
  contributedOn: string;
  createdAt: string;
}

/** One day's contributions to one goal. */
export interface DailyContribution {
  goalId: number;
  /** `YYYY-MM-DD` in the user's profile time zone. */
  date: string;
  amountCents: Cents;
}

const GOAL_COLUMNS = [
  "id",
  "name",
  "description",
  "targetCents",
  "currentCents",
  "targetDate",
  "isActive",
  "isCompleted",
  "createdAt",
] as const;

/** The owner's goals, open first, by target date (the dashboard and the goals page). */
const selectGoals = prepared((db: Db, userId: number) =>
  db
    .selectFrom("goals")
    .select(GOAL_COLUMNS)
    .where("userId", "=", userId)
    .orderBy("isCompleted")
    .orderBy("targetDate")
    .orderBy("id"),
);

/** Goals and contributions table access; every query is scoped to its owner. Pass a transaction as `db` to join one. */
export function createGoalsRepository(db: Db) {
  /**
   * Moves a goal's saved amount by `amountCents` in one statement and re-decides completion from
   * the new figure (`onlyOpen`: a completed goal is left alone and `undefined` answered).
   */
  async function changeSaved(
    userId: number,
    id: number,
    op: "+" | "-",
    amountCents: Cents,
    nowIso: string,
    onlyOpen: boolean,
  ): Promise<Goal | undefined> {
    let update = db
      .updateTable("goals")
      .set((eb) => ({
        currentCents: eb("currentCents", op, amountCents),
        isCompleted: eb(
          eb("currentCents", op, amountCents),
          ">=",
          eb.ref("targetCents"),
        ).$castTo<boolean>(),
        updatedAt: nowIso,
      }))
      .where("userId", "=", userId)
      .where("id", "=", id);
    if (onlyOpen) update = update.where("isCompleted", "=", false);
    const row = await update.returning(GOAL_COLUMNS).executeTakeFirst();
    return row && toGoal(row);
  }

  return {
    /** Open goals first, then by target date and creation. */
    async list(userId: number): Promise<Goal[]> {
      const rows = await selectGoals(db, userId);
      return rows.map(toGoal);
    },

    async get(userId: number, id: number): Promise<Goal | undefined> {
      const row = await db
        .selectFrom("goals")
        .select(GOAL_COLUMNS)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toGoal(row);
    },

    async create(
      userId: number,
      fields: GoalFields,
      nowIso: string,
    ): Promise<Goal> {
      const row = await db
        .insertInto("goals")
        .values({
          userId,
          ...fields,
          currentCents: 0,
          isActive: true,
          isCompleted: false,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning(GOAL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGoal(row);
    },

    /**
     * Applies the user's fields and, in the same statement, re-decides completion against the
     * saved amount: a target raised above it reopens the goal, one at or below it completes it.
     */
    async update(
      userId: number,
      id: number,
      fields: GoalFields,
      nowIso: string,
    ): Promise<Goal | undefined> {
      const row = await db
        .updateTable("goals")
        .set((eb) => ({
          ...fields,
          // A comparison is SqlBool (0/1 on SQLite); the column holds exactly that.
          isCompleted: eb(
            "currentCents",
            ">=",
            fields.targetCents,
          ).$castTo<boolean>(),
          updatedAt: nowIso,
        }))
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(GOAL_COLUMNS)
        .executeTakeFirst();
      return row && toGoal(row);
    },

    /** Deletes the goal; its contributions go with it (ON DELETE CASCADE). */
    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("goals")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Adds to the saved amount of an open goal in one statement (never read-then-write), marking
     * it completed when the sum reaches the target; SET reads the row as it was before this
     * statement on both dialects. `undefined` when the user has no such open goal.
     */
    addToSaved(
      userId: number,
      id: number,
      amountCents: Cents,
      nowIso: string,
    ): Promise<Goal | undefined> {
      return changeSaved(userId, id, "+", amountCents, nowIso, true);
    },

    /**
     * Takes an amount back off the saved figure in one statement and re-decides completion: a
     * goal taken back below its target is open again.
     */
    subtractFromSaved(
      userId: number,
      id: number,
      amountCents: Cents,
      nowIso: string,
    ): Promise<Goal | undefined> {
      return changeSaved(userId, id, "-", amountCents, nowIso, false);
    },

    /** The goal's contributions, newest first. */
    async listContributions(
      userId: number,
      goalId: number,
    ): Promise<Contribution[]> {
      const rows = await db
        .selectFrom("goalContributions")
        .select(["id", "amountCents", "contributedOn", "createdAt"])
        .where("userId", "=", userId)
        .where("goalId", "=", goalId)
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ ...r, amountCents: toCents(r.amountCents) }));
    },

    /** Deletes one contribution of the goal and answers its amount; undefined when there is none. */
    async deleteContribution(
      userId: number,
      goalId: number,
      id: number,
    ): Promise<Cents | undefined> {
      const row = await db
        .deleteFrom("goalContributions")
        .where("userId", "=", userId)
        .where("goalId", "=", goalId)
        .where("id", "=", id)
        .returning("amountCents")
        .executeTakeFirst();
      return row && toCents(row.amountCents);
    },

    async recordContribution(
      userId: number,
      goalId: number,
      amountCents: Cents,
      contributedOn: string,
      nowIso: string,
    ): Promise<void> {
      await db
        .insertInto("goalContributions")
        .values({
          userId,
          goalId,
          amountCents,
          contributedOn,
          createdAt: nowIso,
        })
        .execute();
    },

    /**
     * Contributions per goal and day from `sinceDate` on, for projections: one grouped query,
     * the sum cast so PostgreSQL's numeric arrives as an int8 number like SQLite's integer.
     */
    async dailyContributionsSince(
      userId: number,
      sinceDate: string,
      goalId?: number,
    ): Promise<DailyContribution[]> {
      let query = db
        .selectFrom("goalContributions")
        .where("userId", "=", userId)
        .where("contributedOn", ">=", sinceDate);
      if (goalId !== undefined) query = query.where("goalId", "=", goalId);
      const rows = await query
        .groupBy(["goalId", "contributedOn"])
        .select((eb) => [
          "goalId",
          "contributedOn",
          eb
            .cast<number>(eb.fn.sum<number>("amountCents"), "bigint")
            .as("amountCents"),
        ])
        .execute();
      return rows.map((row) => ({
        goalId: row.goalId,
        date: row.contributedOn,
        amountCents: toCents(row.amountCents),
      }));
    },
  };
}

/** The goals repository. */
export type GoalsRepository = ReturnType<typeof createGoalsRepository>;

interface GoalRow {
  id: number;
  name: string;
  description: string | null;
  targetCents: number;
  currentCents: number;
  targetDate: string;
  isActive: boolean;
  isCompleted: boolean;
  createdAt: string;
}

function toGoal(row: GoalRow): Goal {
  return {
    ...row,
    targetCents: toCents(row.targetCents),
    currentCents: toCents(row.currentCents),
  };
}
