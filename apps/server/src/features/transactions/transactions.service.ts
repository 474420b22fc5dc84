import {
  addCents,
  balanceEffect,
  negateCents,
  notFound,
  toCents,
  type Cents,
  type DateRange,
} from "@finch/domain";
import { isForeignKeyViolation } from "../../platform/db/db-errors";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { AccountsService } from "../accounts/accounts.service";
import { createFiguresCache } from "./figures-cache";
import { createTransactionTotalsRepository } from "./transaction-totals.repository";
import {
  createTransactionsRepository,
  type Transaction,
  type TransactionFields,
  type TransactionFilters,
} from "./transactions.repository";

interface Dependencies {
  db: Db;
  accountsService: AccountsService;
  clock: Clock;
}

/**
 * Transaction use cases. Every write runs in one database transaction with the balance move of
 * its manual account(s), so a transaction and its balance effect land together or not at all.
 */
export function createTransactionsService({
  db,
  accountsService,
  clock,
}: Dependencies) {
  const now = () => clock.now().toISOString();
  const totals = createTransactionTotalsRepository(db);
  const keptFor = createFiguresCache((userId) => totals.version(userId));

  async function getOwned(
    executor: Db,
    userId: number,
    id: number,
  ): Promise<Transaction> {
    const transaction = await createTransactionsRepository(executor).get(
      userId,
      id,
    );
    if (!transaction) throw notFound("Transaction");
    return transaction;
  }

  async function lockOwned(executor: Db, userId: number, id: number) {
    const locked = await createTransactionsRepository(executor).lockForWrite(
      userId,
      id,
      now(),
    );
    if (!locked) throw notFound("Transaction");
    return locked;
  }

  /** Runs a write in one database transaction; an account deleted meanwhile is a 404, not a 500. */
  async function inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound("Account");
      throw error;
    }
  }

  return {
    /**
     * The version of the user's transactions: it changes with every write to them, by any
     * feature or instance (kept by triggers, migration 0010). Readers that keep rows in memory
     * read it first and reuse their copy while it holds.
     */
    version(userId: number): Promise<number> {
      return totals.version(userId);
    },

    /**
     * One page of the list and its total. A deep page's monthly counts are kept like the
     * figures below (a few hundred grouped rows read once per version, not once per page).
     */
    list(
      userId: number,
      filters: TransactionFilters,
      page: { skip: number; limit: number },
    ) {
      const repository = createTransactionsRepository(db);
      const kept = keptFor(userId);
      return repository.list(userId, filters, page, (owner, category) =>
        kept(`month counts ${category ?? "all"}`, () =>
          repository.monthCounts(owner, category),
        ),
      );
    },

    /** Every filtered transaction in list order, a page at a time (the CSV export). */
    async *listAllPages(
      userId: number,
      filters: TransactionFilters,
    ): AsyncGenerator<Transaction[]> {
      const repository = createTransactionsRepository(db);
      let after: Transaction | undefined;
      for (;;) {
        const page = await repository.listAfter(userId, filters, after, 1000);
        if (page.length === 0) return;
        yield page;
        after = page[page.length - 1];
      }
    },

    /**
     * The sums other features read over the user's transactions, for one read (a request): kept
     * in memory while the user's transactions version holds, which the view looks up once.
     */
    figures(userId: number) {
      const kept = keptFor(userId);
      return {
        /** Debit and credit sums per category over an inclusive window (see `domain/spending`). */
        categoryTotals: (range: DateRange) =>
          kept(`category totals ${range.startDate} ${range.endDate}`, () =>
            totals.categoryTotals(userId, range),
          ),
        /** The sum of balance effects of transactions dated after `date`. */
        netFlowAfter: (date: string) =>
          kept(`net flow after ${date}`, () =>
            totals.netFlowAfter(userId, date),
          ),
        /** Pending count inside the window and whether any transaction predates it. */
        windowFacts: (range: DateRange) =>
          kept(`window facts ${range.startDate} ${range.endDate}`, () =>
            totals.windowFacts(userId, range),
          ),
      };
    },

    async create(
      userId: number,
      fields: TransactionFields,
    ): Promise<Transaction> {
      return inTransaction(async (trx) => {
        const account = await accountsService.get(
          userId,
          fields.accountId,
          trx,
        );
        const id = await createTransactionsRepository(trx).create(
          userId,
          fields,
          now(),
        );
        await accountsService.moveManualBalance(
          trx,
          userId,
          fields.accountId,
          balanceEffect(fields),
        );
        // The row is what was just written: no read back (one statement fewer while the
        // account's row is locked on PostgreSQL).
        return { id, accountName: account.name, ...fields };
      });
    },

    async update(
      userId: number,
      id: number,
      fields: TransactionFields,
    ): Promise<Transaction> {
      return inTransaction(async (trx) => {
        const previous = await lockOwned(trx, userId, id);
        await accountsService.get(userId, fields.accountId, trx);
        await createTransactionsRepository(trx).update(
          userId,
          id,
          fields,
          now(),
        );
        const moves = balanceMoves([
          {
            accountId: previous.accountId,
            deltaCents: negateCents(balanceEffect(previous)),
          },
          { accountId: fields.accountId, deltaCents: balanceEffect(fields) },
        ]);
        for (const move of moves) {
          await accountsService.moveManualBalance(
            trx,
            userId,
            move.accountId,
            move.deltaCents,
          );
        }
        return getOwned(trx, userId, id);
      });
    },

    async delete(userId: number, id: number): Promise<void> {
      await inTransaction(async (trx) => {
        const previous = await lockOwned(trx, userId, id);
        await createTransactionsRepository(trx).delete(userId, id);
        await accountsService.moveManualBalance(
          trx,
          userId,
          previous.accountId,
          negateCents(balanceEffect(previous)),
        );
      });
    },
  };
}

/** The transactions service. */
export type TransactionsService = ReturnType<typeof createTransactionsService>;

/**
 * Balance changes merged per account and ordered by account id. Two edits moving transactions
 * between the same accounts in opposite directions then lock the account rows in the same
 * order, so PostgreSQL cannot deadlock them (SQLite runs one writer at a time anyway).
 */
function balanceMoves(
  moves: { accountId: number; deltaCents: Cents }[],
): { accountId: number; deltaCents: Cents }[] {
  const merged = new Map<number, Cents>();
  for (const { accountId, deltaCents } of moves) {
    merged.set(
      accountId,
      addCents(merged.get(accountId) ?? toCents(0), deltaCents),
    );
  }
  return [...merged]
    .sort(([a], [b]) => a - b)
    .map(([accountId, deltaCents]) => ({ accountId, deltaCents }));
}
