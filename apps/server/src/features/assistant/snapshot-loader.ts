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
  transactionsService: Pick<TransactionsService, "listAllPages" | "version">;
  budgetsService: Pick<BudgetsService, "list">;
  goalsService: Pick<GoalsService, "list">;
}

/** Users whose transactions are kept between questions, least recently asked dropped first. */
const CACHED_USERS = 4;

/**
 * The users' transactions as the assistant reads them — every one dated up to today (upcoming
 * rows count from their day, ADR 0032), never a capped part of the ledger — with the version and
 * day they were read at. Every question reads the version (one key lookup) and reuses the copy
 * while both hold: a follow-up question of a user with 50,000 transactions skips re-reading and
 * re-mapping all of them (about 200 ms). One per app, so test apps on other databases never
 * share it.
 */
export function createSnapshotCache() {
  const entries = new LruCache<
    number,
    { key: string; transactions: readonly AssistantTransaction[] }
  >(CACHED_USERS);
  return {
    async transactions(
      sources: SnapshotSources,
      userId: number,
      today: string,
    ): Promise<readonly AssistantTransaction[]> {
      // The version is read before the rows: a write in between only makes the copy newer than
      // its version, and the next question reads it again.
      const version = await sources.transactionsService.version(userId);
      const key = `${String(version)} ${today}`;
      const cached = entries.get(userId);
      if (cached?.key === key) return cached.transactions;
      const read: AssistantTransaction[] = [];
      for await (const page of sources.transactionsService.listAllPages(
        userId,
        { endDate: today },
      ))
        for (const t of page) read.push(toAssistant(t));
      const transactions = Object.freeze(read);
      entries.set(userId, { key, transactions });
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
  const today = await sources.usersService.today(userId);
  const [user, accounts, transactions, budgets, goals] = await Promise.all([
    sources.usersService.get(userId),
    sources.accountsService.list(userId),
    cache.transactions(sources, userId, today),
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
