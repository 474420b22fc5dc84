import {
  toCents,
  type BudgetPeriod,
  type Category,
  type Cents,
} from "@finch/domain";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** A budget as stored: its limit and threshold, without any spending. */
export interface Budget {
  id: number;
  name: string;
  category: Category;
  /** The limit per period, always positive. */
  amountCents: Cents;
  period: BudgetPeriod;
  /** Basis points of the limit, 0–10,000 (8,000 = 0.8). */
  alertThresholdBp: number;
  createdAt: string;
}

/** Fields a user sets. */
export interface BudgetFields {
  name: string;
  category: Category;
  amountCents: Cents;
  period: BudgetPeriod;
  alertThresholdBp: number;
}

const COLUMNS = [
  "id",
  "name",
  "category",
  "amountCents",
  "period",
  "alertThresholdBp",
  "createdAt",
] as const;

/** The owner's budgets in creation order (the dashboard and the budgets page). */
const selectBudgets = prepared((db: Db, userId: number) =>
  db
    .selectFrom("budgets")
    .select(COLUMNS)
    .where("userId", "=", userId)
    .orderBy("id"),
);

/** Budgets table access; every query is scoped to its owner. */
export function createBudgetsRepository(db: Db) {
  return {
    /** The owner's budgets in creation order. */
    async list(userId: number): Promise<Budget[]> {
      const rows = await selectBudgets(db, userId);
      return rows.map(toBudget);
    },

    async get(userId: number, id: number): Promise<Budget | undefined> {
      const row = await db
        .selectFrom("budgets")
        .select(COLUMNS)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toBudget(row);
    },

    async create(
      userId: number,
      fields: BudgetFields,
      nowIso: string,
    ): Promise<Budget> {
      const row = await db
        .insertInto("budgets")
        .values({ userId, ...fields, createdAt: nowIso, updatedAt: nowIso })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toBudget(row);
    },

    /** Replaces the fields in one statement; `undefined` when the user has no such budget. */
    async update(
      userId: number,
      id: number,
      fields: Omit<BudgetFields, "alertThresholdBp"> & {
        alertThresholdBp?: number | undefined;
      },
      nowIso: string,
    ): Promise<Budget | undefined> {
      const { alertThresholdBp, ...rest } = fields;
      const row = await db
        .updateTable("budgets")
        .set({
          ...rest,
          ...(alertThresholdBp !== undefined && { alertThresholdBp }),
          updatedAt: nowIso,
        })
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toBudget(row);
    },

    /** True when a budget of the user's was deleted. */
    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("budgets")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** The budgets repository. */
export type BudgetsRepository = ReturnType<typeof createBudgetsRepository>;

interface BudgetRow {
  id: number;
  name: string;
  category: string;
  amountCents: number;
  period: string;
  alertThresholdBp: number;
  createdAt: string;
}

function toBudget(row: BudgetRow): Budget {
  return {
    id: row.id,
    name: row.name,
    // The columns' CHECK constraints admit only the contract's values.
    category: row.category as Category,
    amountCents: toCents(row.amountCents),
    period: row.period as BudgetPeriod,
    alertThresholdBp: row.alertThresholdBp,
    createdAt: row.createdAt,
  };
}
