import type { Clock } from "../src/platform/clock";
import type { Db } from "../src/platform/db/database";
import {
  createSnapshotCache,
  ledgerOf,
} from "../src/features/assistant/snapshot-loader";
import type { Snapshot } from "../src/features/assistant/snapshot";
import { instanceServices } from "./instance-services";

/**
 * One user's ledger as the assistant reads it — the transactions service's read model over the
 * test database, on the day `clock` says — for tests that give the assistant's tools a snapshot
 * of their own accounts, budgets and goals.
 */
export async function assistantLedger(
  db: Db,
  clock: Clock,
  userId: number,
): Promise<Pick<Snapshot, "today" | "ledger" | "merchants" | "firstDate">> {
  const { usersService, transactionsService } = instanceServices(db, clock);
  const today = await usersService.today(userId);
  const sources = { transactionsService };
  const words = await createSnapshotCache().words(sources, userId, today);
  return {
    today,
    ledger: ledgerOf(sources, userId, words),
    merchants: [...words.named.keys()],
    firstDate: words.firstDate,
  };
}
