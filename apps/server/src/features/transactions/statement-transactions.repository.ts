import {
  searchTextOf,
  toCents,
  type Category,
  type Cents,
  type TransactionType,
} from "@finch/domain";
import { inBatches } from "../../platform/db/batches";
import type { Db } from "../../platform/db/database";

/** A statement's row as the import writes it into one account. */
export interface StatementTransaction {
  transactionDate: string;
  amountCents: Cents;
  transactionType: TransactionType;
  description: string;
  merchantName: string | null;
  category: Category;
  /** The file's category (`file`), or one the person's rules or a suggestion gave it. */
  categorySource: "file" | "rule" | "suggested";
  /** The statement's id of the row (OFX FITID, CAMT entry reference, a CSV id column). */
  externalId: string | null;
}

/** An account's transaction as the import's duplicate rule compares it. */
export interface AccountTransaction {
  id: number;
  transactionDate: string;
  amountCents: Cents;
  transactionType: TransactionType;
  description: string;
  merchantName: string | null;
  externalId: string | null;
}

/**
 * The reads and writes a statement import makes to transactions (the transactions feature owns
 * the table: ADR 0033), on the import's database transaction, so a commit or an undo lands whole
 * or not at all (docs/design/imports.md §4). The triggers of the table keep its version, counts
 * and search texts as for any other write; balances are worked out from the rows (ADR 0032).
 */
export function createStatementTransactionsRepository(db: Db) {
  return {
    /**
     * The account's rows dated from `from` to `to`, whoever wrote them (typed, synced, imported),
     * that a statement's rows are compared with.
     */
    async between(
      userId: number,
      accountId: number,
      from: string,
      to: string,
    ): Promise<AccountTransaction[]> {
      const rows = await db
        .selectFrom("transactions")
        .select([
          "id",
          "transactionDate",
          "amountCents",
          "transactionType",
          "description",
          "merchantName",
          "externalId",
        ])
        .where("userId", "=", userId)
        .where("accountId", "=", accountId)
        .where("transactionDate", ">=", from)
        .where("transactionDate", "<=", to)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...row,
        amountCents: toCents(row.amountCents),
        transactionType: row.transactionType as TransactionType,
      }));
    },

    /**
     * Writes the rows into the account in file order, marked with the import that wrote them,
     * each with where its category came from (never `user`: rules may still change it).
     */
    async insert(
      userId: number,
      accountId: number,
      importId: number,
      rows: readonly StatementTransaction[],
      nowIso: string,
    ): Promise<void> {
      await inBatches(rows, async (batch) => {
        await db
          .insertInto("transactions")
          .values(
            batch.map((row) => ({
              userId,
              accountId,
              description: row.description,
              merchantName: row.merchantName,
              category: row.category,
              categorySource: row.categorySource,
              amountCents: row.amountCents,
              transactionType: row.transactionType,
              transactionDate: row.transactionDate,
              searchText: searchTextOf(row),
              importId,
              externalId: row.externalId,
              createdAt: nowIso,
              updatedAt: nowIso,
            })),
          )
          .execute();
      });
    },

    /** Removes every row the import wrote (an undo); answers how many. */
    async deleteImported(userId: number, importId: number): Promise<number> {
      const result = await db
        .deleteFrom("transactions")
        .where("userId", "=", userId)
        .where("importId", "=", importId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
