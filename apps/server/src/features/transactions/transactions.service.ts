import {
  answerOf,
  type Category,
  averagePer,
  invalid,
  notFound,
  upcomingBounds,
  type LedgerAnswer,
  type LedgerGrouping,
  type LedgerShape,
  type LedgerSums,
  type UpcomingFilter,
} from "@finch/domain";
import { isDeadlock, isForeignKeyViolation } from "../../platform/db/db-errors";
import type { RequestFacts } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { UsersService } from "../users/users.service";
import {
  createCategorisedTransactionsRepository,
  type RowChange,
  type TrainingTransaction,
} from "./categorised-transactions.repository";
import { createImportedTransactionsRepository } from "./imported-transactions.repository";
import {
  createLedgerQueryRepository,
  type LedgerFilters,
  type LedgerMerchant,
  type LedgerRowOrder,
} from "./ledger-query.repository";
import { createStatementTransactionsRepository } from "./statement-transactions.repository";
import { createSyncedTransactionsRepository } from "./synced-transactions.repository";
import { createKnownRows, type KnownRow } from "./page-seek";
import { transactionsCsv } from "./transactions-csv";
import { createTransactionTotalsRepository } from "./transaction-totals.repository";
import {
  createTransactionsRepository,
  NEWEST_FIRST,
  type Transaction,
  type TransactionSort,
  type TransactionFields,
  type TransactionFilters,
} from "./transactions.repository";

/** A transaction as the service returns it; other features take the type from here. */
export type { Transaction };
export type {
  LedgerFilters,
  LedgerMerchant,
  LedgerRowOrder,
} from "./ledger-query.repository";
export type { SyncedTransaction } from "./synced-transactions.repository";
export type {
  RowChange,
  TrainingTransaction,
} from "./categorised-transactions.repository";
export type {
  AccountTransaction,
  StatementTransaction,
} from "./statement-transactions.repository";

/** The users whose pages' places are kept (`createKnownRows`): a few dozen rows each. */
const KNOWN_ROWS_USERS = 2_000;

/** Runs of a write statement before a deadlock is reported as the server error it is. */
const DEADLOCK_ATTEMPTS = 3;

interface Dependencies {
  db: Db;
  clock: Clock;
  usersService: UsersService;
}

/**
 * Transaction use cases. Every write is one statement whose triggers move its account's balance
 * (manual accounts), so a transaction and its balance effect land together or not at all.
 */
export function createTransactionsService({
  db,
  clock,
  usersService,
}: Dependencies) {
  const now = () => clock.now().toISOString();
  const totals = createTransactionTotalsRepository(db);
  const repository = createTransactionsRepository(db);
  const ledger = createLedgerQueryRepository(db);
  const knownRows = createKnownRows(KNOWN_ROWS_USERS);

  /**
   * Runs one write statement. An account deleted by a concurrent request meanwhile is a 404, not a
   * 500. A statement PostgreSQL picked as a deadlock victim was rolled back whole, so it runs
   * again: writes lock the rows they touch in one order (ADR 0014), so a deadlock takes a rare
   * race (a transaction moved to another account by a concurrent edit as the write starts).
   */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound("Account");
        if (isDeadlock(error) && attempt < DEADLOCK_ATTEMPTS) continue;
        throw error;
      }
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

    /** The profile's day, against which rows are upcoming (ADR 0032). */
    today(userId: number, facts?: RequestFacts): Promise<string> {
      return usersService.today(userId, facts);
    },

    /**
     * One page of the list and its total, upcoming rows (dated after `today`) kept, left out or
     * alone as `upcoming` says. Read from the database each time: keeping pages in memory under
     * the transactions version bought nothing on the bench's realistic mix (ADR 0041).
     */
    async list(
      userId: number,
      listed: TransactionFilters & { upcoming?: UpcomingFilter },
      page: { skip: number; limit: number },
      facts?: RequestFacts,
      sort: TransactionSort = NEWEST_FIRST,
    ) {
      const { upcoming = "include", ...rest } = listed;
      const filters: TransactionFilters =
        upcoming === "include"
          ? rest
          : {
              ...rest,
              ...upcomingBounds(
                rest,
                upcoming,
                await usersService.today(userId, facts),
              ),
            };
      // The places pages have shown hold while the version the request started with does.
      const version = facts?.transactionsVersion;
      const list = JSON.stringify(filters);
      const places =
        version === undefined
          ? undefined
          : {
              known: knownRows.of(userId, version, list),
              learn: (rows: readonly KnownRow[]) => {
                knownRows.learn(userId, version, list, rows);
              },
            };
      return repository.list(userId, filters, page, places, sort);
    },

    /**
     * The ledger's read model: a measure over the rows the filters keep, optionally grouped,
     * ordered and limited (`answerOf` in the domain), added up in the database over every row —
     * never a capped part. Rows dated after today are left out (they count from their day,
     * ADR 0032).
     */
    async query(
      userId: number,
      filters: LedgerFilters,
      shape: LedgerShape,
      facts?: RequestFacts,
    ): Promise<LedgerAnswer> {
      const answer = answerOf(
        await this.sums(userId, filters, shape.groupBy, facts),
        shape,
      );
      const { startDate, endDate } = filters;
      if (shape.per && startDate && endDate)
        answer.average = averagePer(
          answer.total,
          startDate,
          endDate,
          shape.per,
        );
      return answer;
    },

    /**
     * The read model's sums before a measure is taken: what the filters keep, added up by
     * category and the grouping's key. A caller that takes several measures of the same rows
     * (spending, its purchases and refunds) reads them once and applies `answerOf` per measure.
     */
    async sums(
      userId: number,
      filters: LedgerFilters,
      groupBy: LedgerGrouping | undefined,
      facts?: RequestFacts,
      byDay = false,
    ): Promise<LedgerSums[]> {
      const today = await usersService.today(userId, facts);
      return ledger.sums(
        userId,
        { ...filters, ...upcomingBounds(filters, "exclude", today) },
        groupBy,
        byDay,
      );
    },

    /**
     * The read model's first `limit` rows of a filter (all without one), newest or largest
     * first; upcoming rows (dated after today) left out, or only those.
     */
    async rows(
      userId: number,
      filters: LedgerFilters,
      order: LedgerRowOrder,
      limit?: number,
      upcoming: "exclude" | "only" = "exclude",
    ): Promise<Transaction[]> {
      const today = await usersService.today(userId);
      return ledger.rows(
        userId,
        { ...filters, ...upcomingBounds(filters, upcoming, today) },
        order,
        limit,
      );
    },

    /** The day of each of the user's accounts' first row, for accounts that have one. */
    firstDates(
      userId: number,
      accountIds: readonly number[],
    ): Promise<Map<number, string>> {
      return ledger.firstDates(userId, accountIds);
    },

    /** The merchants the user's ledger names, each with its first and last day. */
    merchants(userId: number): Promise<LedgerMerchant[]> {
      return ledger.merchants(userId);
    },

    /** The CSV export of the filtered list, in the profile's currency (see `transactionsCsv`). */
    async exportCsv(
      userId: number,
      filters: TransactionFilters,
    ): Promise<AsyncGenerator<string>> {
      const { currency } = await usersService.get(userId);
      return transactionsCsv(this.listAllPages(userId, filters), currency);
    },

    /** Every filtered transaction in list order, a page at a time (the CSV export). */
    async *listAllPages(
      userId: number,
      filters: TransactionFilters,
    ): AsyncGenerator<Transaction[]> {
      let after: Transaction | undefined;
      for (;;) {
        const page = await repository.listAfter(userId, filters, after, 1000);
        if (page.length === 0) return;
        yield page;
        after = page[page.length - 1];
      }
    },

    /** Whether the user has any transaction dated before `date` (a month to compare with). */
    hasRowsBefore(userId: number, date: string): Promise<boolean> {
      return totals.hasRowsBefore(userId, date);
    },

    /**
     * Each write is one statement, so it needs no database transaction of its own: the account's
     * ownership is part of its WHERE clause, and the triggers of migrations 0009–0016 move the
     * account's count and a manual balance, the monthly figures and the version in the same
     * statement (ADR 0014).
     */
    async create(
      userId: number,
      fields: TransactionFields,
    ): Promise<Transaction> {
      const created = await write(() =>
        repository.create(userId, fields, now()),
      );
      if (!created) throw notFound("Account");
      return created;
    },

    /**
     * Edits a transaction. A bank-synced row keeps what the bank says — amount, direction, date,
     * account and pending state — because the next sync would put them back; its description,
     * merchant and category are the person's to change.
     */
    async update(
      userId: number,
      id: number,
      fields: TransactionFields,
    ): Promise<Transaction> {
      const current = await repository.get(userId, id);
      if (!current) throw notFound("Transaction");
      if (current.isSynced) assertBankFieldsKept(current, fields);
      const kept = current.isSynced
        ? { ...fields, isPending: current.isPending }
        : fields;
      const updated = await write(() =>
        repository.update(userId, id, kept, now()),
      );
      if (updated) return updated;
      // Nothing written: say which of the two ids is not the user's.
      if (!(await repository.get(userId, id))) throw notFound("Transaction");
      throw notFound("Account");
    },

    /**
     * The writes other features make to transactions — a bank sync's rows, a data import, a
     * statement import — run on their database transaction (`executor`). This feature owns the
     * table (ADR 0033): nothing else writes it.
     */
    writes(executor: Db) {
      return {
        synced: createSyncedTransactionsRepository(executor),
        imported: createImportedTransactionsRepository(executor),
        statement: createStatementTransactionsRepository(executor),
      };
    },

    /** One of the user's transactions; another user's id is a 404. */
    async get(userId: number, id: number): Promise<Transaction> {
      const found = await repository.get(userId, id);
      if (!found) throw notFound("Transaction");
      return found;
    },

    /** Every row of the user, newest first: what a rule is previewed and applied over. */
    all(userId: number): Promise<Transaction[]> {
      return createCategorisedTransactionsRepository(db).all(userId);
    },

    /**
     * The user's rows a write created or edited at or after `since` (newest first, at most
     * `limit`): what the notifications check after a write.
     */
    writtenSince(
      userId: number,
      since: string,
      limit: number,
    ): Promise<Transaction[]> {
      return createCategorisedTransactionsRepository(db).writtenSince(
        userId,
        since,
        limit,
      );
    },

    /** The user's latest `limit` rows whose category they set or confirmed (suggestions learn). */
    training(userId: number, limit: number): Promise<TrainingTransaction[]> {
      return createCategorisedTransactionsRepository(db).training(
        userId,
        limit,
      );
    },

    /**
     * Rules' changes to the user's rows, in one database transaction. A category the person
     * chose is never replaced by a change that is not theirs. Answers how many rows changed.
     */
    async change(userId: number, changes: readonly RowChange[]) {
      if (changes.length === 0) return 0;
      return db
        .transaction()
        .execute((trx) =>
          createCategorisedTransactionsRepository(trx).change(
            userId,
            changes,
            now(),
          ),
        );
    },

    /**
     * `POST /transactions/bulk`: one edit of many rows, all or nothing. An id that is not the
     * user's makes the whole call a 404 and changes nothing. A category set here is the
     * person's (`user`); `accept` makes each row's suggested category theirs.
     */
    async bulk(
      userId: number,
      ids: readonly number[],
      edit:
        | { set: { category?: Category; merchantName?: string | null } }
        | { delete: true }
        | { accept: true },
    ): Promise<{ updated: number; deleted: number }> {
      const unique = [...new Set(ids)];
      return db.transaction().execute(async (trx) => {
        const rows = createCategorisedTransactionsRepository(trx);
        const found = await rows.byIds(userId, unique);
        if (found.length !== unique.length) throw notFound("Transaction");
        if ("delete" in edit)
          return { updated: 0, deleted: await rows.deleteMany(userId, unique) };
        if ("accept" in edit)
          return {
            updated: await rows.acceptSuggestions(userId, unique, now()),
            deleted: 0,
          };
        const { category, merchantName } = edit.set;
        const changes = found.map((row): RowChange => ({
          id: row.id,
          ...(category !== undefined && {
            category,
            categorySource: "user",
          }),
          ...(merchantName !== undefined && {
            texts: { description: row.description, merchantName },
          }),
        }));
        return {
          updated: await rows.change(userId, changes, now()),
          deleted: 0,
        };
      });
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await write(() => repository.delete(userId, id))))
        throw notFound("Transaction");
    },
  };
}

/** What the bank decides on a synced row, by the wire name a client sends it under. */
const BANK_FIELDS = [
  ["amount", "amount", (t: TransactionFields) => t.amountCents],
  ["transaction_type", "direction", (t) => t.transactionType],
  ["transaction_date", "date", (t) => t.transactionDate],
  ["account_id", "account", (t) => t.accountId],
] as const satisfies readonly (readonly [
  string,
  string,
  (t: TransactionFields) => unknown,
])[];

/** A 422 naming each bank-set field an edit of a synced transaction would change. */
function assertBankFieldsKept(current: Transaction, fields: TransactionFields) {
  const changed = BANK_FIELDS.filter(([, , of]) => of(current) !== of(fields));
  if (changed.length > 0)
    throw invalid(
      changed.map(([wire, noun]) => ({
        loc: ["body", wire],
        msg: `Your bank sets the ${noun} of a synced transaction; change its description, merchant or category instead`,
        type: "set_by_bank",
      })),
    );
}

/** The transactions service. */
export type TransactionsService = ReturnType<typeof createTransactionsService>;
