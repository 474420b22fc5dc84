import {
  createTransactionsRepository,
  type TransactionFields,
} from "../src/features/transactions/transactions.repository";
import type { TestDatabase } from "./test-database";

/**
 * Stores many transactions for `userId` at once, through the transactions repository's batched
 * insert (the triggers run as for any write): for tests of other features that need more rows
 * than requests would write quickly. Features' own code never reaches into this repository.
 */
export function bulkTransactions(database: TestDatabase) {
  const repository = createTransactionsRepository(database.db);
  return {
    create: (userId: number, rows: readonly TransactionFields[]) =>
      repository.createMany(userId, rows, new Date().toISOString()),
  };
}
