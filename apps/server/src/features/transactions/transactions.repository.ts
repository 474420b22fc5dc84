import {
  daysInMonth,
  toCents,
  type Category,
  type Cents,
  type TransactionType,
} from "@finch/domain";
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from "kysely";
import type { Database, Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** A transaction as the server sees it. */
export interface Transaction {
  id: number;
  accountId: number;
  accountName: string;
  description: string;
  merchantName: string | null;
  category: Category;
  /** Always positive; `transactionType` says the direction. */
  amountCents: Cents;
  transactionType: TransactionType;
  transactionDate: string;
  isPending: boolean;
}

/** Fields a user sets. */
export interface TransactionFields {
  accountId: number;
  description: string;
  merchantName: string | null;
  category: Category;
  amountCents: Cents;
  transactionType: TransactionType;
  transactionDate: string;
  isPending: boolean;
}

/** What a write needs to know of the row it replaces or removes. */
export interface LockedTransaction {
  accountId: number;
  amountCents: Cents;
  transactionType: TransactionType;
}

/** The optional filters of the list. */
export interface TransactionFilters {
  accountId?: number | undefined;
  category?: Category | undefined;
  transactionType?: TransactionType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  text?: string | undefined;
  minAmountCents?: Cents | undefined;
  maxAmountCents?: Cents | undefined;
}

/** The columns of a transaction as the API shows it, its account's name joined. */
function selectTransactionsOf(db: Db) {
  return db
    .selectFrom("transactions")
    .innerJoin("accounts", "accounts.id", "transactions.accountId")
    .select([
      "transactions.id",
      "transactions.accountId",
      "accounts.name as accountName",
      "transactions.description",
      "transactions.merchantName",
      "transactions.category",
      "transactions.amountCents",
      "transactions.transactionType",
      "transactions.transactionDate",
      "transactions.isPending",
    ]);
}

/** The unfiltered first page, the list's and the dashboard's most frequent read. */
const selectFirstPage = prepared((db: Db, userId: number, limit: number) =>
  selectTransactionsOf(db)
    .where("transactions.userId", "=", userId)
    .orderBy("transactions.transactionDate", "desc")
    .orderBy("transactions.id", "desc")
    .limit(limit),
);

/** How many transactions the user has, from the accounts' kept counts (migration 0009). */
const selectUserTotal = prepared((db: Db, userId: number) =>
  db
    .selectFrom("accounts")
    .where("accounts.userId", "=", userId)
    .select(
      sql<number>`cast(coalesce(sum(accounts.transaction_count), 0) as bigint)`.as(
        "total",
      ),
    ),
);

/** Transactions table access; every query is scoped to its owner. */
export function createTransactionsRepository(db: Db) {
  const selectTransactions = () => selectTransactionsOf(db);

  /**
   * The size of the filtered set. Unfiltered, or filtered by account only, it is the sum of the
   * accounts' trigger-kept counts (migration 0009): one indexed read instead of counting up to
   * every row the user has.
   */
  async function countMatching(
    userId: number,
    filters: TransactionFilters,
  ): Promise<number> {
    if (usesOnly(filters, "accountId") && filters.accountId === undefined)
      return (await selectUserTotal(db, userId))[0]?.total ?? 0;
    if (usesOnly(filters, "accountId")) {
      let query = db
        .selectFrom("accounts")
        .where("accounts.userId", "=", userId)
        .select(
          sql<number>`cast(coalesce(sum(accounts.transaction_count), 0) as bigint)`.as(
            "total",
          ),
        );
      if (filters.accountId !== undefined)
        query = query.where("accounts.id", "=", filters.accountId);
      return (await query.executeTakeFirstOrThrow()).total;
    }
    const row = await db
      .selectFrom("transactions")
      .where(matching(userId, filters))
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** One page of the filtered set, newest first, by an offset. */
  function readPage(
    userId: number,
    filters: TransactionFilters,
    page: { skip: number; limit: number },
    plan: "walk-dates" | "matched-rows",
  ) {
    const newestFirst = selectTransactions()
      .orderBy("transactions.transactionDate", "desc")
      .orderBy("transactions.id", "desc");
    if (page.skip === 0 && plan === "walk-dates" && usesOnly(filters))
      return selectFirstPage(db, userId, page.limit);
    if (page.skip === 0 && plan === "walk-dates")
      return newestFirst
        .where(matching(userId, filters))
        .limit(page.limit)
        .execute();
    // Only the page's rows are read and joined. Walking the dates, the offset reads the (user,
    // date, id) index alone (reading every skipped row made skip=50,000 cost a join of 50,000
    // rows). For a rare text, the few matching rows come from the (user, search text) index
    // and are sorted, rather than walking every date to find them.
    const ids = db
      .selectFrom("transactions")
      .where(matching(userId, filters))
      .select("transactions.id");
    return newestFirst
      .where(
        "transactions.id",
        "in",
        plan === "matched-rows"
          ? ids
          : ids
              .orderBy("transactions.transactionDate", "desc")
              .orderBy("transactions.id", "desc")
              .limit(page.limit)
              .offset(page.skip),
      )
      .$if(plan === "matched-rows", (query) =>
        query.limit(page.limit).offset(page.skip),
      )
      .execute();
  }

  /**
   * A page of a text search. The user's distinct search texts (migration 0012) say how many
   * rows match before any row is read: none means no page to read, and with no other filter
   * it is the total. Then the cheaper way to the page: walking the dates finds `skip + limit`
   * matches after reading about (skip + limit) × all ÷ matched rows, reading the matched rows
   * by their text and sorting them costs about twice their number.
   */
  async function listMatchingText(
    userId: number,
    filters: TransactionFilters & { text: string },
    page: { skip: number; limit: number },
  ) {
    const sizes = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("transactionSearchTexts")
          .where("transactionSearchTexts.userId", "=", userId)
          .where(searchTextContains(filters.text))
          .select(
            sql<number>`cast(coalesce(sum(transaction_search_texts.transaction_count), 0) as bigint)`.as(
              "matched",
            ),
          )
          .as("matched"),
        eb
          .selectFrom("accounts")
          .where("accounts.userId", "=", userId)
          .select(
            sql<number>`cast(coalesce(sum(accounts.transaction_count), 0) as bigint)`.as(
              "all",
            ),
          )
          .as("all"),
      ])
      .executeTakeFirstOrThrow();
    const matched = Number(sizes.matched);
    if (matched === 0) return { transactions: [], total: 0 };
    const walked = ((page.skip + page.limit) * Number(sizes.all)) / matched;
    const plan = 2 * matched < walked ? "matched-rows" : "walk-dates";
    const [rows, total] = await Promise.all([
      readPage(userId, filters, page, plan),
      usesOnly(filters, "text") ? matched : countMatching(userId, filters),
    ]);
    return { transactions: rows.map(toTransaction), total };
  }

  /**
   * For a deep page of the whole list or of one category, the month holding the page's first
   * row, found from the kept monthly counts (migration 0013): the page then walks that month's
   * rows only, not the `skip` newer ones. Also the list's total, the sum of those counts.
   */
  async function seekMonth(
    userId: number,
    filters: TransactionFilters,
    skip: number,
  ): Promise<{ endDate: string; skip: number; total: number } | undefined> {
    if (!usesOnly(filters, "category") || skip < SEEK_FROM) return undefined;
    const months = await db
      .selectFrom("monthlyCategoryTotals")
      .where("monthlyCategoryTotals.userId", "=", userId)
      .$if(filters.category !== undefined, (query) =>
        query.where(
          "monthlyCategoryTotals.category",
          "=",
          filters.category as Category,
        ),
      )
      .groupBy("monthlyCategoryTotals.month")
      .select([
        "monthlyCategoryTotals.month",
        sql<number>`cast(sum(monthly_category_totals.transaction_count) as bigint)`.as(
          "rows",
        ),
      ])
      .orderBy("monthlyCategoryTotals.month", "desc")
      .execute();
    const total = months.reduce((sum, month) => sum + month.rows, 0);
    let newer = 0;
    for (const { month, rows } of months) {
      if (newer + rows > skip) {
        const [year = 0, monthNumber = 0] = month.split("-").map(Number);
        const lastDay = String(daysInMonth(year, monthNumber)).padStart(2, "0");
        return { endDate: `${month}-${lastDay}`, skip: skip - newer, total };
      }
      newer += rows;
    }
    return undefined;
  }

  return {
    /** One page, newest first (date, then id), and the size of the whole filtered set. */
    async list(
      userId: number,
      filters: TransactionFilters,
      page: { skip: number; limit: number },
    ) {
      if (filters.text)
        return listMatchingText(
          userId,
          { ...filters, text: filters.text },
          page,
        );
      const seek = await seekMonth(userId, filters, page.skip);
      if (seek) {
        const rows = await readPage(
          userId,
          { ...filters, endDate: seek.endDate },
          { skip: seek.skip, limit: page.limit },
          "walk-dates",
        );
        return { transactions: rows.map(toTransaction), total: seek.total };
      }
      const [rows, total] = await Promise.all([
        readPage(userId, filters, page, "walk-dates"),
        countMatching(userId, filters),
      ]);
      return { transactions: rows.map(toTransaction), total };
    },

    /**
     * Up to `limit` filtered rows after `after` in list order (newest first), by keyset on
     * (date, id) rather than an offset, so the CSV export reads any number of pages at the same
     * cost each.
     */
    async listAfter(
      userId: number,
      filters: TransactionFilters,
      after: { transactionDate: string; id: number } | undefined,
      limit: number,
    ): Promise<Transaction[]> {
      let query = selectTransactions().where(matching(userId, filters));
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb("transactions.transactionDate", "<", after.transactionDate),
            eb.and([
              eb("transactions.transactionDate", "=", after.transactionDate),
              eb("transactions.id", "<", after.id),
            ]),
          ]),
        );
      const rows = await query
        .orderBy("transactions.transactionDate", "desc")
        .orderBy("transactions.id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toTransaction);
    },

    /** One of the user's transactions, or undefined when it is not theirs. */
    async get(userId: number, id: number): Promise<Transaction | undefined> {
      const row = await selectTransactions()
        .where("transactions.userId", "=", userId)
        .where("transactions.id", "=", id)
        .executeTakeFirst();
      return row && toTransaction(row);
    },

    async create(
      userId: number,
      fields: TransactionFields,
      nowIso: string,
    ): Promise<number> {
      const row = await db
        .insertInto("transactions")
        .values({
          userId,
          ...fields,
          searchText: searchTextOf(fields),
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Inserts many of one user's transactions in one statement per 500 rows (bulk loads: the
     * benchmark's generator). Balances are the caller's business, as with `create`.
     */
    async createMany(
      userId: number,
      rows: readonly TransactionFields[],
      nowIso: string,
    ): Promise<void> {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        await db
          .insertInto("transactions")
          .values(
            rows.slice(start, start + BATCH_ROWS).map((fields) => ({
              userId,
              ...fields,
              searchText: searchTextOf(fields),
              createdAt: nowIso,
              updatedAt: nowIso,
            })),
          )
          .execute();
      }
    },

    /**
     * Locks the row for the rest of the database transaction and returns what it held: an UPDATE
     * takes the row lock on PostgreSQL (a concurrent edit waits, then sees this one's result),
     * and SQLite runs one writer at a time. Portable, unlike SELECT … FOR UPDATE.
     */
    async lockForWrite(
      userId: number,
      id: number,
      nowIso: string,
    ): Promise<LockedTransaction | undefined> {
      const row = await db
        .updateTable("transactions")
        .set({ updatedAt: nowIso })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .returning(["accountId", "amountCents", "transactionType"])
        .executeTakeFirst();
      return (
        row && {
          accountId: row.accountId,
          amountCents: toCents(row.amountCents),
          transactionType: row.transactionType as TransactionType,
        }
      );
    },

    async update(
      userId: number,
      id: number,
      fields: TransactionFields,
      nowIso: string,
    ): Promise<void> {
      await db
        .updateTable("transactions")
        .set({
          ...fields,
          searchText: searchTextOf(fields),
          // A category the user changes is theirs: a bank sync keeps it (bank-linking design §3).
          categorySource: sql<string>`case when category = ${fields.category} then category_source else 'user' end`,
          updatedAt: nowIso,
        })
        .where("id", "=", id)
        .where("userId", "=", userId)
        .execute();
    },

    async delete(userId: number, id: number): Promise<void> {
      await db
        .deleteFrom("transactions")
        .where("id", "=", id)
        .where("userId", "=", userId)
        .execute();
    },
  };
}

/** From this offset on, a page of the whole list starts from its month's kept count (`seekMonth`). */
const SEEK_FROM = 2_000;

/** Rows per INSERT in `createMany`: 500 × 12 parameters stays under every driver's limit. */
const BATCH_ROWS = 500;

/** The transactions repository. */
export type TransactionsRepository = ReturnType<
  typeof createTransactionsRepository
>;

/** True when no filter but `allowed` (if any) is set. */
function usesOnly(
  filters: TransactionFilters,
  allowed?: keyof TransactionFilters,
): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === allowed || value === undefined || value === "",
  );
}

function matching(userId: number, f: TransactionFilters) {
  return (eb: ExpressionBuilder<Database, "transactions">) => {
    const conditions: Expression<SqlBool>[] = [
      eb("transactions.userId", "=", userId),
    ];
    if (f.accountId !== undefined)
      conditions.push(eb("transactions.accountId", "=", f.accountId));
    if (f.category !== undefined)
      conditions.push(eb("transactions.category", "=", f.category));
    if (f.transactionType !== undefined)
      conditions.push(
        eb("transactions.transactionType", "=", f.transactionType),
      );
    if (f.startDate !== undefined)
      conditions.push(eb("transactions.transactionDate", ">=", f.startDate));
    if (f.endDate !== undefined)
      conditions.push(eb("transactions.transactionDate", "<=", f.endDate));
    if (f.minAmountCents !== undefined)
      conditions.push(eb("transactions.amountCents", ">=", f.minAmountCents));
    if (f.maxAmountCents !== undefined)
      conditions.push(eb("transactions.amountCents", "<=", f.maxAmountCents));
    if (f.text)
      // Rows whose text is one of the user's distinct texts that match (migration 0012): the
      // pattern is tested against a few hundred texts, not every row, and the rows come from
      // the (user, search text) index when few match.
      conditions.push(
        eb(
          "transactions.searchText",
          "in",
          eb
            .selectFrom("transactionSearchTexts")
            .where("transactionSearchTexts.userId", "=", userId)
            .where(searchTextContains(f.text))
            .select("transactionSearchTexts.searchText"),
        ),
      );
    return eb.and(conditions);
  };
}

/**
 * A distinct search text contains `text`: LIKE on lower-cased text with the pattern escaped, so
 * % and _ typed by the user match themselves.
 */
function searchTextContains(text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`transaction_search_texts.search_text like ${pattern} escape '\\'`;
}

/** What the text filter searches: description and merchant, lower-cased (Unicode-aware). */
export function searchTextOf(
  fields: Pick<TransactionFields, "description" | "merchantName">,
): string {
  return `${fields.description}\n${fields.merchantName ?? ""}`.toLowerCase();
}

interface TransactionRow {
  id: number;
  accountId: number;
  accountName: string;
  description: string;
  merchantName: string | null;
  category: string;
  amountCents: number;
  transactionType: string;
  transactionDate: string;
  isPending: boolean;
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    ...row,
    // CHECK constraints admit only the 14 categories and the two directions.
    category: row.category as Category,
    transactionType: row.transactionType as TransactionType,
    amountCents: toCents(row.amountCents),
  };
}
