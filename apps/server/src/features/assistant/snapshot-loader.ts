import type { AccountsService } from "../accounts/accounts.service";
import type { BudgetsService } from "../budgets/budgets.service";
import type { GoalsService } from "../goals/goals.service";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";
import { canonicalMerchant } from "./analyst/merchants";
import type { Snapshot } from "./snapshot";

/** The services the assistant reads through (never another feature's repository). */
export interface SnapshotSources {
  usersService: Pick<UsersService, "get" | "today">;
  accountsService: Pick<AccountsService, "list">;
  transactionsService: Pick<TransactionsService, "list">;
  budgetsService: Pick<BudgetsService, "list">;
  goalsService: Pick<GoalsService, "list">;
}

/** A personal ledger is small; this bounds the read if one is not. */
const MAX_TRANSACTIONS = 50_000;

/** Loads one user's data as the screens show it: same services, same spending rules. */
export async function loadSnapshot(
  sources: SnapshotSources,
  userId: number,
): Promise<Snapshot> {
  const [user, today, accounts, page, budgets, goals] = await Promise.all([
    sources.usersService.get(userId),
    sources.usersService.today(userId),
    sources.accountsService.list(userId),
    sources.transactionsService.list(
      userId,
      {},
      { skip: 0, limit: MAX_TRANSACTIONS },
    ),
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
    transactions: page.transactions.map((t) => ({
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
    })),
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
