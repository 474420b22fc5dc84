import { LruCache } from "../../platform/lru-cache";
import type { AccountsService } from "../accounts/accounts.service";
import type { BudgetsService } from "../budgets/budgets.service";
import type { GoalsService } from "../goals/goals.service";
import type {
  Transaction,
  TransactionsService,
} from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";
import { canonicalMerchant } from "./analyst/merchants";
import type { AssistantTransaction, Snapshot } from "./snapshot";

/** The services the assistant reads through (never another feature's repository). */
export interface SnapshotSources {
  usersService: Pick<UsersService, "get" | "today">;
  accountsService: Pick<AccountsService, "list">;
  transactionsService: Pick<TransactionsService, "list" | "version">;
  budgetsService: Pick<BudgetsService, "list">;
  goalsService: Pick<GoalsService, "list">;
}

/** A personal ledger is small; this bounds the read if one is not. */
const MAX_TRANSACTIONS = 50_000;

/** Users whose transactions are kept between questions, least recently asked dropped first. */
const CACHED_USERS = 4;

/**
 * The users' transactions as the assistant reads them, with the version they were read at. Every
 * question reads the version (one key lookup) and reuses the copy while it holds: a follow-up
 * question of a user with 50,000 transactions skips re-reading and re-mapping all of them (about
 * 200 ms). One per app, so test apps on other databases never share it.
 */
export function createSnapshotCache() {
  const entries = new LruCache<
    number,
    { version: number; transactions: readonly AssistantTransaction[] }
  >(CACHED_USERS);
  return {
    async transactions(
      sources: SnapshotSources,
      userId: number,
    ): Promise<readonly AssistantTransaction[]> {
      // The version is read before the rows: a write in between only makes the copy newer than
      // its version, and the next question reads it again.
      const version = await sources.transactionsService.version(userId);
      const cached = entries.get(userId);
      if (cached?.version === version) return cached.transactions;
      const page = await sources.transactionsService.list(
        userId,
        {},
        { skip: 0, limit: MAX_TRANSACTIONS },
      );
      const transactions = Object.freeze(page.transactions.map(toAssistant));
      entries.set(userId, { version, transactions });
      return transactions;
    },
  };
}

/** The assistant's copy of users' transactions. */
export type SnapshotCache = ReturnType<typeof createSnapshotCache>;

/** Loads one user's data as the screens show it: same services, same spending rules. */
export async function loadSnapshot(
  sources: SnapshotSources,
  userId: number,
  cache: SnapshotCache = createSnapshotCache(),
): Promise<Snapshot> {
  const [user, today, accounts, transactions, budgets, goals] =
    await Promise.all([
      sources.usersService.get(userId),
      sources.usersService.today(userId),
      sources.accountsService.list(userId),
      cache.transactions(sources, userId),
      sources.budgetsService.list(userId),
      sources.goalsService.list(userId),
    ]);
  return {
    today,
    currency: user.currency,
    accounts: accounts.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.accountType,
      balanceCents: a.balanceCents,
      isActive: a.isActive,
    })),
    transactions,
    budgets: budgets.map((b) => ({
      name: b.name,
      category: b.category,
      period: b.period,
      startDate: b.window.startDate,
      endDate: b.window.endDate,
      limitCents: b.amountCents,
      spentCents: b.spentCents,
      remainingCents: b.remainingCents,
      percentUsed: b.percentUsed,
      status: b.status,
    })),
    goals: goals.map((g) => ({
      name: g.name,
      targetCents: g.targetCents,
      currentCents: g.currentCents,
      remainingCents: g.remainingCents,
      progressPercent: g.progressPercent,
      targetDate: g.targetDate,
      daysLeft: g.daysLeft,
      isCompleted: g.isCompleted,
      requiredPerMonthCents: g.requiredPerMonthCents,
      projectedCompletionDate: g.projectedCompletionDate,
    })),
  };
}

function toAssistant(t: Transaction): AssistantTransaction {
  return {
    id: t.id,
    date: t.transactionDate,
    description: t.description,
    merchant: canonicalMerchant(t.merchantName, t.description),
    category: t.category,
    amountCents: t.amountCents,
    type: t.transactionType,
    isPending: t.isPending,
    accountId: t.accountId,
    accountName: t.accountName,
  };
}
