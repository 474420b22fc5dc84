import { sql } from "kysely";
import { dialectOf, type Db } from "../../platform/db/database";
import type {
  RuleAction,
  RuleCondition,
  RuleDefinition,
} from "./engine/rule-types";

/** The advisory lock class of a person's rule order (PostgreSQL's two-key form). */
const RULE_ORDER_LOCK = 27;

/** A person's rule as kept. */
export interface Rule extends RuleDefinition {
  id: number;
  name: string;
  enabled: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** What a person writes of a rule. */
export interface RuleFields extends RuleDefinition {
  name: string;
  enabled: boolean;
}

/**
 * The `rules` table (the rules feature owns it). Positions are dense per user (0, 1, 2…): a rule
 * created, moved or deleted shifts the others, inside the caller's database transaction.
 */
export function createRulesRepository(db: Db) {
  const columns = [
    "id",
    "name",
    "isEnabled",
    "matchMode",
    "conditions",
    "actions",
    "position",
    "createdAt",
    "updatedAt",
  ] as const;
  const select = (userId: number) =>
    db.selectFrom("rules").select(columns).where("userId", "=", userId);
  return {
    async list(userId: number): Promise<Rule[]> {
      const rows = await select(userId)
        .orderBy("position")
        .orderBy("id")
        .execute();
      return rows.map(toRule);
    },

    async get(userId: number, id: number): Promise<Rule | undefined> {
      const row = await select(userId).where("id", "=", id).executeTakeFirst();
      return row && toRule(row);
    },

    /**
     * Holds the person's rule order for the rest of the database transaction, so concurrent
     * creates, moves and deletes shift positions one after the other. PostgreSQL: a transaction
     * advisory lock keyed by the user (there may be no rule row yet to lock). SQLite runs one
     * write transaction at a time already.
     */
    async lockOrder(userId: number): Promise<void> {
      if (dialectOf(db) === "postgres")
        await sql`select pg_advisory_xact_lock(${RULE_ORDER_LOCK}, ${userId}::int)`.execute(
          db,
        );
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom("rules")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Inserts at `position` (already clamped), after moving the rules from there down one. */
    async insert(
      userId: number,
      fields: RuleFields,
      position: number,
      nowIso: string,
    ): Promise<number> {
      await shift(db, userId, { from: position }, 1);
      const row = await db
        .insertInto("rules")
        .values({
          userId,
          ...stored(fields),
          position,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Rewrites a rule, moving it from `from` to `to` (both within the user's rules). */
    async update(
      userId: number,
      id: number,
      fields: RuleFields,
      move: { from: number; to: number },
      nowIso: string,
    ): Promise<void> {
      if (move.to > move.from)
        await shift(db, userId, { from: move.from + 1, to: move.to }, -1);
      else if (move.to < move.from)
        await shift(db, userId, { from: move.to, to: move.from - 1 }, 1);
      await db
        .updateTable("rules")
        .set({ ...stored(fields), position: move.to, updatedAt: nowIso })
        .where("userId", "=", userId)
        .where("id", "=", id)
        .execute();
    },

    /** Deletes a rule and closes the gap it leaves. */
    async delete(userId: number, rule: Rule): Promise<void> {
      await db
        .deleteFrom("rules")
        .where("userId", "=", userId)
        .where("id", "=", rule.id)
        .execute();
      await shift(db, userId, { from: rule.position + 1 }, -1);
    },
  };
}

/** Moves the positions in `range` by `by`. */
async function shift(
  db: Db,
  userId: number,
  range: { from: number; to?: number },
  by: number,
): Promise<void> {
  await db
    .updateTable("rules")
    .set((eb) => ({ position: eb("position", "+", by) }))
    .where("userId", "=", userId)
    .where("position", ">=", range.from)
    .$if(range.to !== undefined, (q) =>
      q.where("position", "<=", range.to ?? 0),
    )
    .execute();
}

function stored(fields: RuleFields) {
  return {
    name: fields.name,
    isEnabled: fields.enabled,
    matchMode: fields.match,
    conditions: JSON.stringify(fields.conditions),
    actions: JSON.stringify(fields.actions),
  };
}

function toRule(row: {
  id: number;
  name: string;
  isEnabled: boolean;
  matchMode: string;
  conditions: string;
  actions: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}): Rule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.isEnabled,
    // The CHECK of migration 0027 admits only these; the JSON is written by `stored` alone.
    match: row.matchMode as "all" | "any",
    conditions: JSON.parse(row.conditions) as RuleCondition[],
    actions: JSON.parse(row.actions) as RuleAction[],
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
