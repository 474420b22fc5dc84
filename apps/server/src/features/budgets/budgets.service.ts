import {
  budgetStatus,
  notFound,
  sharePercent,
  periodKey,
  periodWindow,
  recentWindows,
  toCents,
  type BudgetPeriod,
  type BudgetStatus,
  type Category,
  type Cents,
  type DateRange,
  type LedgerGrouping,
} from "@finch/domain";
import type { RequestFacts } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { createKeptRows } from "../../platform/kept-rows";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";
import type {
  Budget,
  BudgetFields,
  BudgetsRepository,
} from "./budgets.repository";
import { createImportedBudgetsRepository } from "./imported-budgets.repository";

/** Users whose budget rows are kept in memory, least recently read dropped first (~3 KB each). */
const KEPT_USERS = 1_000;

/** A budget with its spending in the window of its period that contains today. */
export interface BudgetWithSpending extends Budget {
  window: DateRange;
  spentCents: Cents;
  /** amount − spent; negative when over budget. */
  remainingCents: Cents;
  percentUsed: number;
  status: BudgetStatus;
}

/** One window of a budget's history. */
export interface BudgetPeriodFigures extends DateRange {
  amountCents: Cents;
  spentCents: Cents;
  status: BudgetStatus;
}

/** The read model's grouping of each budget period. */
const GROUPING_OF = {
  weekly: "week",
  monthly: "month",
  quarterly: "quarter",
  yearly: "year",
} as const satisfies Record<BudgetPeriod, LedgerGrouping>;

interface Dependencies {
  budgetsRepository: BudgetsRepository;
  transactionsService: Pick<TransactionsService, "query">;
  usersService: Pick<UsersService, "today">;
  clock: Clock;
}

/**
 * Budget use cases. Spending is never stored: every read asks the transactions service for the
 * per-category totals of each distinct period window (at most four grouped queries) and applies
 * the shared spending rules, so budgets agree with every other screen to the cent.
 */
export function createBudgetsService({
  budgetsRepository,
  transactionsService,
  usersService,
  clock,
}: Dependencies) {
  const now = () => clock.now().toISOString();
  const keptBudgets = createKeptRows<readonly Budget[]>(KEPT_USERS);

  async function withSpending(
    userId: number,
    budgets: readonly Budget[],
    facts?: RequestFacts,
    /** Only these categories' spending is read (the budgets given are all in them). */
    categories?: readonly Category[],
  ): Promise<BudgetWithSpending[]> {
    if (budgets.length === 0) return [];
    const today = await usersService.today(userId, facts);
    const periods = [...new Set(budgets.map((b) => b.period))];
    const spendingByPeriod = new Map(
      await Promise.all(
        periods.map(async (period) => {
          const window = periodWindow(period, today);
          // Spending per category in the window, through the ledger's read model; upcoming rows
          // (dated after today) are spent on their day, not before (ADR 0032).
          const answer = await transactionsService.query(
            userId,
            categories ? { ...window, categories } : window,
            { measure: "spending", groupBy: "category" },
            facts,
          );
          const totals = new Map(answer.groups.map((g) => [g.key, g.value]));
          return [period, { window, totals }] as const;
        }),
      ),
    );
    return budgets.map((budget) => {
      const { window, totals } = spendingOf(spendingByPeriod, budget.period);
      const spentCents = toCents(totals.get(budget.category) ?? 0);
      // Every field named: a spread followed by new keys costs V8 ~5 µs per object (issue 9).
      return {
        id: budget.id,
        name: budget.name,
        category: budget.category,
        amountCents: budget.amountCents,
        period: budget.period,
        alertThresholdBp: budget.alertThresholdBp,
        createdAt: budget.createdAt,
        window,
        spentCents,
        remainingCents: toCents(budget.amountCents - spentCents),
        percentUsed: sharePercent(spentCents, budget.amountCents),
        status: budgetStatus(
          spentCents,
          budget.amountCents,
          budget.alertThresholdBp,
        ),
      };
    });
  }

  async function one(userId: number, budget: Budget) {
    const [result] = await withSpending(userId, [budget]);
    if (!result) throw new Error("A budget lost its spending");
    return result;
  }

  /**
   * The user's budget rows: kept while the budgets version the request's auth check read holds
   * (migration 0018), so a budgets page reads no budget row unless one changed. Without the
   * request's facts (the assistant), read anew.
   */
  function budgetsOf(
    userId: number,
    facts?: RequestFacts,
  ): Promise<readonly Budget[]> {
    if (!facts) return budgetsRepository.list(userId);
    return keptBudgets(userId, [facts.budgetsVersion], () =>
      budgetsRepository.list(userId),
    );
  }

  return {
    /**
     * The writes other features make to this feature's tables — a data import's — run on their
     * database transaction (`executor`). This feature owns the tables (ADR 0033).
     */
    writes(executor: Db) {
      return { imported: createImportedBudgetsRepository(executor) };
    },
    async list(
      userId: number,
      facts?: RequestFacts,
    ): Promise<BudgetWithSpending[]> {
      return withSpending(userId, await budgetsOf(userId, facts), facts);
    },

    /**
     * The budgets of `categories` with their spending, read for those categories alone (the
     * notification checks after a write that touched them). No budget of theirs, no reads.
     */
    async inCategories(
      userId: number,
      categories: ReadonlySet<Category>,
    ): Promise<BudgetWithSpending[]> {
      const budgets = (await budgetsRepository.list(userId)).filter((b) =>
        categories.has(b.category),
      );
      return withSpending(userId, budgets, undefined, [...categories]);
    },

    async create(
      userId: number,
      fields: BudgetFields,
    ): Promise<BudgetWithSpending> {
      return one(userId, await budgetsRepository.create(userId, fields, now()));
    },

    /** Replaces the budget; without a threshold it keeps its own. 404 for another user's id. */
    async update(
      userId: number,
      id: number,
      fields: Omit<BudgetFields, "alertThresholdBp"> & {
        alertThresholdBp?: number | undefined;
      },
    ): Promise<BudgetWithSpending> {
      const updated = await budgetsRepository.update(userId, id, fields, now());
      if (!updated) throw notFound("Budget");
      return one(userId, updated);
    },

    /**
     * The budget's last `count` windows of its own period, newest first (the current one cut at
     * today), each with its spending by the rule every budget uses and its status against the
     * budget's amount and threshold — one grouped read for all of them. 404 for another user's id.
     */
    async history(
      userId: number,
      id: number,
      count: number,
      facts?: RequestFacts,
    ): Promise<BudgetPeriodFigures[]> {
      const budget = await budgetsRepository.get(userId, id);
      if (!budget) throw notFound("Budget");
      const today = await usersService.today(userId, facts);
      const windows = recentWindows(budget.period, today, count);
      const oldest =
        windows[windows.length - 1] ?? periodWindow(budget.period, today);
      const grouping = GROUPING_OF[budget.period];
      const answer = await transactionsService.query(
        userId,
        {
          startDate: oldest.startDate,
          endDate: today,
          categories: [budget.category],
        },
        { measure: "spending", groupBy: grouping },
        facts,
      );
      const spent = new Map(answer.groups.map((g) => [g.key, g.value]));
      return windows.map((window) => {
        const spentCents = toCents(
          spent.get(periodKey(window.startDate, grouping)) ?? 0,
        );
        return {
          ...window,
          amountCents: budget.amountCents,
          spentCents,
          status: budgetStatus(
            spentCents,
            budget.amountCents,
            budget.alertThresholdBp,
          ),
        };
      });
    },

    async delete(userId: number, id: number): Promise<void> {
      const deleted = await budgetsRepository.delete(userId, id);
      if (!deleted) throw notFound("Budget");
    },
  };
}

/** The budgets service. */
export type BudgetsService = ReturnType<typeof createBudgetsService>;

function spendingOf<T>(
  byPeriod: Map<BudgetPeriod, T>,
  period: BudgetPeriod,
): T {
  const spending = byPeriod.get(period);
  // Every budget's period was queried above; a miss is a programming error.
  if (spending === undefined) throw new Error(`No window for ${period}`);
  return spending;
}
