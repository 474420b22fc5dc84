import {
  INCOME_CATEGORIES,
  searchTextOf,
  toCents,
  TRANSFER_CATEGORY,
  type Category,
  type CategorySource,
  type Cents,
  type TransactionType,
} from "@finch/domain";
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from "kysely";
import {
  dialectOf,
  type Database,
  type Db,
  type Dialect,
} from "../../platform/db/database";
import { inBatches } from "../../platform/db/batches";
import { prepared, preparedShapes } from "../../platform/db/prepared";
import { textSortKey } from "../../platform/db/text-order";
import {
  knownRowsOf,
  seekPage,
  type KnownRow,
  type PageSeek,
} from "./page-seek";

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
  /** A bank sent it: its amount, direction, date and account follow the bank. */
  isSynced: boolean;
  /** Where the category came from (migration 0027). */
  categorySource: CategorySource;
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
  /**
   * Who chose the category of a new row: the person (`user`, the default) or, when they left it
   * to Finch, a rule or a suggestion. An edit that changes the category makes it `user`.
   */
  categorySource?: CategorySource;
}

/** The order of the list: a column and a direction (newest first unless asked). */
export interface TransactionSort {
  by: "date" | "description" | "merchant" | "category" | "account" | "amount";
  order: "asc" | "desc";
}

/** Newest first: the list's order unless another is asked for. */
export const NEWEST_FIRST: TransactionSort = { by: "date", order: "desc" };

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
  categorySource?: CategorySource | undefined;
  /** Only the rows a spending or an income figure counts (`TRANSACTION_FLOWS`). */
  flow?: "spending" | "income" | undefined;
}

/** The columns of a transaction as the API shows it, but its account's name. */
export const TRANSACTION_COLUMNS = [
  "transactions.id",
  "transactions.accountId",
  "transactions.description",
  "transactions.merchantName",
  "transactions.category",
  "transactions.amountCents",
  "transactions.transactionType",
  "transactions.transactionDate",
  "transactions.isPending",
  "transactions.providerTransactionId",
  "transactions.categorySource",
] as const;

/** The columns of a transaction as the API shows it, its account's name joined. */
function selectTransactionsOf(db: Db) {
  return db
    .selectFrom("transactions")
    .innerJoin("accounts", "accounts.id", "transactions.accountId")
    .select([...TRANSACTION_COLUMNS, "accounts.name as accountName"]);
}

/** A row of `transactions` as `POST /transactions` writes it. */
interface NewTransactionRow extends TransactionFields {
  userId: number;
  searchText: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * One new row (the API's `POST /transactions`), written only if its account is the user's: one
 * statement, which is the whole write (the account's count and a manual balance move in its
 * triggers, migration 0016). Its id and its account's name come back, or nothing when the user
 * has no such account. On PostgreSQL the account row is locked first, as every transaction write
 * does (`lockAccounts`).
 */
const insertOwnedTransaction = preparedShapes(
  (db: Db, _: "insert", row: NewTransactionRow) =>
    db
      .insertInto("transactions")
      .columns([
        "userId",
        "accountId",
        "description",
        "merchantName",
        "category",
        "categorySource",
        "amountCents",
        "transactionType",
        "transactionDate",
        "isPending",
        "searchText",
        "createdAt",
        "updatedAt",
      ])
      .expression((eb) =>
        eb
          .selectFrom("accounts")
          .select([
            eb.val(row.userId).as("userId"),
            "accounts.id",
            eb.val(row.description).as("description"),
            eb.val(row.merchantName).as("merchantName"),
            eb.val(row.category).as("category"),
            eb.val(row.categorySource).as("categorySource"),
            eb.val(row.amountCents).as("amountCents"),
            eb.val(row.transactionType).as("transactionType"),
            eb.val(row.transactionDate).as("transactionDate"),
            eb.val(row.isPending).as("isPending"),
            eb.val(row.searchText).as("searchText"),
            eb.val(row.createdAt).as("createdAt"),
            eb.val(row.updatedAt).as("updatedAt"),
          ])
          .where("accounts.id", "=", row.accountId)
          .where("accounts.userId", "=", row.userId)
          .$if(dialectOf(db) === "postgres", (account) =>
            account.forNoKeyUpdate(),
          ),
      )
      .returning((eb) => ["transactions.id", accountNameOf(eb)]),
);

/**
 * How many of the user's accounts among `ids` there are (a scalar subquery), locking them on
 * PostgreSQL first, in id order, before the write's own row, its foreign-key check and its
 * triggers touch them: two writes sharing accounts then wait for each other instead of each
 * holding one the other needs (ADR 0014). Counted, not tested with EXISTS, which would stop at
 * the first row and leave the others to be locked later in any order. SQLite runs one writer at a
 * time.
 */
function lockAccounts(
  eb: ExpressionBuilder<Database, "transactions">,
  dialect: Dialect,
  userId: number,
  ids: (number | Expression<number>)[],
) {
  const accounts = eb
    .selectFrom("accounts")
    .select("accounts.id")
    .where("accounts.userId", "=", userId)
    .where("accounts.id", "in", ids)
    .orderBy("accounts.id")
    .$if(dialect === "postgres", (query) => query.forNoKeyUpdate());
  return eb
    .selectFrom(accounts.as("locked"))
    .select((count) => count.fn.countAll<number>().as("n"))
    .$asScalar();
}

/** The account a transaction is on as the statement starts (a subquery). */
function accountOf(
  eb: ExpressionBuilder<Database, "transactions">,
  userId: number,
  id: number,
) {
  return eb
    .selectFrom("transactions as current")
    .select("current.accountId")
    .where("current.id", "=", id)
    .where("current.userId", "=", userId)
    .$asScalar();
}

/** The name of a transaction's account, for a write's RETURNING clause. */
function accountNameOf(eb: ExpressionBuilder<Database, "transactions">) {
  return eb
    .selectFrom("accounts")
    .select("accounts.name")
    .whereRef("accounts.id", "=", "transactions.accountId")
    .$asScalar()
    .$notNull()
    .as("accountName");
}

/**
 * How many transactions the user has, or one of their accounts has, from the accounts' kept
 * counts (migration 0009).
 */
const selectAccountsTotal = preparedShapes(
  (db: Db, _: "total", p: { userId: number; accountId?: number | undefined }) =>
    db
      .selectFrom("accounts")
      .where("accounts.userId", "=", p.userId)
      .$if(p.accountId !== undefined, (query) =>
        query.where("accounts.id", "=", p.accountId ?? 0),
      )
      .select(
        sql<number>`cast(coalesce(sum(accounts.transaction_count), 0) as bigint)`.as(
          "total",
        ),
      ),
);

/** How many rows pass the filters, counted. */
const selectCount = preparedShapes((db: Db, _: "count", p: FilterParams) =>
  db
    .selectFrom("transactions")
    .where(matching(p))
    .select((eb) => eb.fn.countAll<number>().as("total")),
);

/** Where a page starts: `seekPage`'s key and direction, as parameters. */
interface PageParams extends FilterParams {
  limit: number;
  skip?: number | undefined;
  fromDate?: string | undefined;
  fromId?: number | undefined;
}

/**
 * One page of the filtered set from a key (`seekPage`): `newest` reads rows older than the key
 * newest first, `oldest` rows newer than it oldest first (for pages nearer the end). `first`:
 * straight off the (user, date, id) index. `offset`: a deferred join — the offset walks the index
 * alone and only the page's rows are read and joined. `matched-rows`: for a rare text, the few
 * matching rows come from the (user, search text) index and are sorted, rather than walking
 * every date to find them.
 */
const selectPage = preparedShapes(
  (
    db: Db,
    variant: `${"first" | "offset" | "matched-rows"} ${"newest" | "oldest"}`,
    p: PageParams,
  ) => {
    const [plan, direction] = variant.split(" ");
    const order = direction === "newest" ? "desc" : "asc";
    const where = (eb: ExpressionBuilder<Database, "transactions">) => {
      const filters = matching(p)(eb);
      if (p.fromDate === undefined || p.fromId === undefined) return filters;
      return eb.and([
        filters,
        eb(
          eb.refTuple("transactions.transactionDate", "transactions.id"),
          direction === "newest" ? "<" : ">",
          eb.tuple(p.fromDate, p.fromId),
        ),
      ]);
    };
    const inOrder = selectTransactionsOf(db)
      .orderBy("transactions.transactionDate", order)
      .orderBy("transactions.id", order);
    if (plan === "first") return inOrder.where(where).limit(p.limit);
    const ids = db
      .selectFrom("transactions")
      .where(where)
      .select("transactions.id");
    if (plan === "matched-rows")
      return inOrder
        .where("transactions.id", "in", ids)
        .limit(p.limit)
        .offset(p.skip ?? 0);
    return inOrder.where(
      "transactions.id",
      "in",
      ids
        .orderBy("transactions.transactionDate", order)
        .orderBy("transactions.id", order)
        .limit(p.limit)
        .offset(p.skip ?? 0),
    );
  },
);

/** How many of the user's rows carry a text matching the pattern, and how many rows in all. */
const selectTextSizes = prepared((db: Db, userId: number, pattern: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom("transactionSearchTexts")
      .where("transactionSearchTexts.userId", "=", userId)
      .where(searchTextLike(pattern))
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
  ]),
);

/** The rows of one list whose places are known, and where to tell the places a page shows. */
export interface PagePlaces {
  known: readonly KnownRow[];
  learn(rows: readonly KnownRow[]): void;
}

/** No known places: pages are read from the start or the end. */
const NO_PLACES: PagePlaces = { known: [], learn: () => undefined };

/** Transactions table access; every query is scoped to its owner. */
export function createTransactionsRepository(db: Db) {
  const selectTransactions = () => selectTransactionsOf(db);

  /**
   * The size of the filtered set. Unfiltered, or filtered by account only, it is the sum of the
   * accounts' trigger-kept counts (migration 0009): one indexed read instead of counting every
   * row the user has. Otherwise the rows are counted.
   */
  async function countMatching(
    userId: number,
    filters: TransactionFilters,
  ): Promise<number> {
    if (usesOnly(filters, "accountId")) {
      const [row] = await selectAccountsTotal(db, "total", {
        userId,
        accountId: filters.accountId,
      });
      return row?.total ?? 0;
    }
    const [row] = await selectCount(db, "count", filterParams(userId, filters));
    return row?.total ?? 0;
  }

  /**
   * How to find the matching rows of a text search. The user's distinct search texts (migration
   * 0012) say how many rows match before any row is read: none means no page to read, and with
   * no other filter it is the total. Then the cheaper way to the page: walking the dates finds
   * `walk + limit` matches after reading about (walk + limit) × all ÷ matched rows; reading the
   * matched rows by their text and sorting them costs about twice their number.
   */
  async function textPlan(
    userId: number,
    filters: TransactionFilters & { text: string },
  ) {
    const [sizes] = await selectTextSizes(
      db,
      userId,
      likePattern(filters.text),
    );
    const matched = sizes?.matched ?? 0;
    const all = sizes?.all ?? 0;
    return {
      matched,
      plan: (seek: PageSeek) =>
        2 * matched < ((seek.offset + seek.limit) * all) / matched
          ? ("matched-rows" as const)
          : ("walk-dates" as const),
    };
  }

  /** One page from where `seek` says, in list order (newest first). */
  async function readPage(
    userId: number,
    filters: TransactionFilters,
    seek: PageSeek,
    plan: "walk-dates" | "matched-rows",
  ) {
    const variant =
      plan === "matched-rows" ? plan : seek.offset === 0 ? "first" : "offset";
    const rows = await selectPage(db, `${variant} ${seek.direction}`, {
      ...filterParams(userId, filters),
      limit: seek.limit,
      skip: variant === "first" ? undefined : seek.offset,
      fromDate: seek.from?.transactionDate,
      fromId: seek.from?.id,
    });
    if (seek.direction === "oldest") rows.reverse();
    return rows.map(toTransaction);
  }

  /** A page in another order than newest first: by the column, then by id, by an offset. */
  function sortedPage(
    userId: number,
    filters: TransactionFilters,
    page: { skip: number; limit: number },
    sort: TransactionSort,
  ) {
    // Text sorts by one key on both dialects (ASCII case folded, then code points: their
    // `lower()` and collations differ), and a missing merchant as empty text (their places for
    // NULL differ).
    const key = {
      date: sql`transactions.transaction_date`,
      description: textSortKey(db, sql`transactions.description`),
      merchant: textSortKey(db, sql`coalesce(transactions.merchant_name, '')`),
      category: sql`transactions.category`,
      account: textSortKey(db, sql`accounts.name`),
      amount: sql`transactions.amount_cents`,
    }[sort.by];
    return selectTransactions()
      .where(matching(filterParams(userId, filters)))
      .orderBy(key, sort.order)
      .orderBy("transactions.id", sort.order)
      .limit(page.limit)
      .offset(page.skip)
      .execute();
  }

  return {
    /**
     * One page, newest first (date, then id), and the size of the whole filtered set. The page
     * is read from the nearest row whose place is known (`seekPage`): the start, the end, or a
     * row of a page shown before (`places`, which learns the rows of this one).
     */
    async list(
      userId: number,
      filters: TransactionFilters,
      page: { skip: number; limit: number },
      places: PagePlaces = NO_PLACES,
      sort: TransactionSort = NEWEST_FIRST,
    ) {
      if (sort.by !== "date" || sort.order !== "desc") {
        const [rows, total] = await Promise.all([
          sortedPage(userId, filters, page, sort),
          countMatching(userId, filters),
        ]);
        return { transactions: rows.map(toTransaction), total };
      }
      const text = filters.text
        ? await textPlan(userId, { ...filters, text: filters.text })
        : undefined;
      if (text?.matched === 0) return { transactions: [], total: 0 };
      const planOf = (seek: PageSeek) => text?.plan(seek) ?? "walk-dates";
      const count = () =>
        text && usesOnly(filters, "text")
          ? text.matched
          : countMatching(userId, filters);
      if (page.skip === 0) {
        // The first page needs no place: read it beside the count.
        const seek = {
          direction: "newest",
          offset: 0,
          limit: page.limit,
        } as const;
        const [transactions, total] = await Promise.all([
          readPage(userId, filters, seek, planOf(seek)),
          count(),
        ]);
        places.learn(knownRowsOf(0, transactions));
        return { transactions, total };
      }
      const total = await count();
      const seek = seekPage(page, total, places.known);
      if (!seek) return { transactions: [], total };
      const plan = planOf(seek);
      // The few matched rows are read by their text and sorted whole: a key would only make
      // the database walk the dates to honour it (47 ms a page at 100,000 rows on SQLite).
      const transactions = await readPage(
        userId,
        filters,
        plan === "matched-rows"
          ? { direction: "newest", offset: page.skip, limit: seek.limit }
          : seek,
        plan,
      );
      places.learn(knownRowsOf(page.skip, transactions));
      return { transactions, total };
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
      let query = selectTransactions().where(
        matching(filterParams(userId, filters)),
      );
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

    /**
     * Writes a new transaction to one of the user's accounts; `undefined` when the account is
     * not theirs.
     */
    async create(
      userId: number,
      fields: TransactionFields,
      nowIso: string,
    ): Promise<Transaction | undefined> {
      const [row] = await insertOwnedTransaction(db, "insert", {
        userId,
        accountId: fields.accountId,
        description: fields.description,
        merchantName: fields.merchantName,
        category: fields.category,
        categorySource: fields.categorySource ?? "user",
        amountCents: fields.amountCents,
        transactionType: fields.transactionType,
        transactionDate: fields.transactionDate,
        isPending: fields.isPending,
        searchText: searchTextOf(fields),
        createdAt: nowIso,
        updatedAt: nowIso,
      });
      return (
        row && {
          id: row.id,
          accountName: row.accountName,
          ...fields,
          categorySource: fields.categorySource ?? "user",
          isSynced: false,
        }
      );
    },

    /**
     * Inserts many of one user's transactions in one statement per 500 rows (bulk loads: the
     * benchmark's generator). Like every write, they move manual balances (migration 0016).
     */
    async createMany(
      userId: number,
      rows: readonly TransactionFields[],
      nowIso: string,
    ): Promise<void> {
      await inBatches(rows, (batch) =>
        db
          .insertInto("transactions")
          .values(
            batch.map((fields) => ({
              userId,
              ...fields,
              searchText: searchTextOf(fields),
              createdAt: nowIso,
              updatedAt: nowIso,
            })),
          )
          .execute(),
      );
    },

    /**
     * Replaces the fields of one of the user's transactions, moving it only to one of their
     * accounts. One statement, which is the whole edit: balances and counts move in its
     * triggers. The row as now stored, or `undefined` when the transaction or the account it
     * names is not the user's.
     */
    async update(
      userId: number,
      id: number,
      fields: TransactionFields,
      nowIso: string,
    ): Promise<Transaction | undefined> {
      const row = await db
        .updateTable("transactions")
        .set({
          ...fields,
          searchText: searchTextOf(fields),
          // A category the user changes is theirs: a bank sync keeps it
          // (docs/design/bank-linking.md §3).
          categorySource: sql<string>`case when category = ${fields.category} then category_source else 'user' end`,
          // Moved to another account, the row is recorded there now: on the day that account's
          // balance was stated, it moves that balance (ADR 0053).
          createdAt: sql<string>`case when account_id = ${fields.accountId} then created_at else ${nowIso} end`,
          updatedAt: nowIso,
        })
        .where("transactions.id", "=", id)
        .where("transactions.userId", "=", userId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("accounts")
              .select("accounts.id")
              .where("accounts.id", "=", fields.accountId)
              .where("accounts.userId", "=", userId),
          ),
        )
        .where(
          (eb) =>
            lockAccounts(eb, dialectOf(db), userId, [
              fields.accountId,
              accountOf(eb, userId, id),
            ]),
          ">",
          0,
        )
        .returning((eb) => [...TRANSACTION_COLUMNS, accountNameOf(eb)])
        .executeTakeFirst();
      return row && toTransaction(row);
    },

    /** Deletes one of the user's transactions (its balance effect undone by triggers); false when not theirs. */
    async delete(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("transactions")
        .where("transactions.id", "=", id)
        .where("transactions.userId", "=", userId)
        .where(
          (eb) =>
            lockAccounts(eb, dialectOf(db), userId, [
              accountOf(eb, userId, id),
            ]),
          ">",
          0,
        )
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

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

/**
 * The filters as query parameters: unset ones undefined, the text as its LIKE pattern (lower
 * case, with % and _ typed by the user escaped so they match themselves).
 */
interface FilterParams {
  userId: number;
  accountId?: number | undefined;
  category?: string | undefined;
  transactionType?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  textPattern?: string | undefined;
  minAmountCents?: number | undefined;
  maxAmountCents?: number | undefined;
  categorySource?: string | undefined;
  /**
   * The rows spending counts: set to the transfer category, which they are not in (a parameter,
   * so the prepared shape binds it); absent otherwise.
   */
  spendingNotCategory?: Category | undefined;
  /** The rows income counts: set to `credit`, their direction; absent otherwise. */
  incomeType?: TransactionType | undefined;
}

function filterParams(userId: number, f: TransactionFilters): FilterParams {
  return {
    userId,
    accountId: f.accountId,
    category: f.category,
    transactionType: f.transactionType,
    startDate: f.startDate,
    endDate: f.endDate,
    textPattern: f.text ? likePattern(f.text) : undefined,
    minAmountCents: f.minAmountCents,
    maxAmountCents: f.maxAmountCents,
    categorySource: f.categorySource,
    spendingNotCategory: f.flow === "spending" ? TRANSFER_CATEGORY : undefined,
    incomeType: f.flow === "income" ? "credit" : undefined,
  };
}

/**
 * The rows of `userId` that pass every filter set in `filters`: the list's filters, which the
 * ledger's read model (`ledger-query.repository.ts`) applies too.
 */
export function matchingFilters(userId: number, filters: TransactionFilters) {
  return matching(filterParams(userId, filters));
}

/** The rows that pass every filter set in `p` (it decides by presence, never by value). */
function matching(p: FilterParams) {
  return (eb: ExpressionBuilder<Database, "transactions">) => {
    const conditions: Expression<SqlBool>[] = [
      eb("transactions.userId", "=", p.userId),
    ];
    if (p.accountId !== undefined)
      conditions.push(eb("transactions.accountId", "=", p.accountId));
    if (p.category !== undefined)
      conditions.push(eb("transactions.category", "=", p.category));
    if (p.transactionType !== undefined)
      conditions.push(
        eb("transactions.transactionType", "=", p.transactionType),
      );
    if (p.categorySource !== undefined)
      conditions.push(eb("transactions.categorySource", "=", p.categorySource));
    if (p.startDate !== undefined)
      conditions.push(eb("transactions.transactionDate", ">=", p.startDate));
    if (p.endDate !== undefined)
      conditions.push(eb("transactions.transactionDate", "<=", p.endDate));
    if (p.minAmountCents !== undefined)
      conditions.push(eb("transactions.amountCents", ">=", p.minAmountCents));
    if (p.maxAmountCents !== undefined)
      conditions.push(eb("transactions.amountCents", "<=", p.maxAmountCents));
    // The rows the one rule of spending or of income counts (`spending.ts` in the domain).
    if (p.spendingNotCategory !== undefined)
      conditions.push(
        eb.and([
          eb("transactions.category", "!=", p.spendingNotCategory),
          eb.or([
            eb("transactions.transactionType", "=", "debit"),
            eb("transactions.category", "not in", [...INCOME_CATEGORIES]),
          ]),
        ]),
      );
    if (p.incomeType !== undefined)
      conditions.push(
        eb.and([
          eb("transactions.transactionType", "=", p.incomeType),
          eb("transactions.category", "in", [...INCOME_CATEGORIES]),
        ]),
      );
    if (p.textPattern !== undefined)
      // Rows whose text is one of the user's distinct texts that match (migration 0012): the
      // pattern is tested against a few hundred texts, not every row, and the rows come from
      // the (user, search text) index when few match.
      conditions.push(
        eb(
          "transactions.searchText",
          "in",
          eb
            .selectFrom("transactionSearchTexts")
            .where("transactionSearchTexts.userId", "=", p.userId)
            .where(searchTextLike(p.textPattern))
            .select("transactionSearchTexts.searchText"),
        ),
      );
    return eb.and(conditions);
  };
}

/** `text` as a LIKE pattern: contained anywhere, lower case, % _ and \ escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A distinct search text matches the LIKE `pattern` (escape character \). */
function searchTextLike(pattern: string) {
  return sql<boolean>`transaction_search_texts.search_text like ${pattern} escape '\\'`;
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
  providerTransactionId: string | null;
  categorySource: string;
}

export function toTransaction({
  providerTransactionId,
  ...row
}: TransactionRow): Transaction {
  return {
    ...row,
    isSynced: providerTransactionId !== null,
    // CHECK constraints admit only the 14 categories and the two directions.
    category: row.category as Category,
    transactionType: row.transactionType as TransactionType,
    categorySource: row.categorySource as CategorySource,
    amountCents: toCents(row.amountCents),
  };
}
