/**
 * Writes the benchmark's data straight into a migrated database through the repositories: one
 * heavy user (100,000 transactions over 5 years, 6 accounts, 15 budgets, 5 goals) and lighter
 * users beside it, so every query runs among other people's rows as in production.
 */
import {
  BUDGET_PERIODS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  addDays,
  serializeNotificationPreferences,
  toCents,
  type Category,
} from "@finch/domain";
import { createAccountsRepository } from "../../apps/server/src/features/accounts/accounts.repository";
import { createBudgetsRepository } from "../../apps/server/src/features/budgets/budgets.repository";
import { createGoalsRepository } from "../../apps/server/src/features/goals/goals.repository";
import { createTransactionsRepository } from "../../apps/server/src/features/transactions/transactions.repository";
import { createUsersRepository } from "../../apps/server/src/features/users/users.repository";
import type { Db } from "../../apps/server/src/platform/db/database";
import { ACCOUNTS, generateTransactions } from "./generator";

/** How much to generate. */
export interface SeedPlan {
  today: string;
  heavyTransactions: number;
  lightUsers: number;
  lightTransactions: number;
  passwordHash: string;
}

/** What the benchmark needs to know about the heavy user. */
export interface SeededUser {
  id: number;
  email: string;
  accountIds: number[];
  goalIds: number[];
}

const BUDGET_CATEGORIES: readonly Category[] = [
  "groceries",
  "food_dining",
  "transportation",
  "entertainment",
  "shopping",
  "utilities",
  "healthcare",
  "education",
  "travel",
  "subscription",
  "groceries",
  "food_dining",
  "shopping",
  "travel",
  "other",
];

/** Seeds the heavy user (returned) and the light users; one database transaction per user. */
export async function seed(db: Db, plan: SeedPlan): Promise<SeededUser> {
  const heavy = await seedUser(
    db,
    plan,
    "heavy@bench.finch",
    1,
    plan.heavyTransactions,
  );
  for (let n = 0; n < plan.lightUsers; n += 1)
    await seedUser(
      db,
      plan,
      `light-${String(n)}@bench.finch`,
      100 + n,
      plan.lightTransactions,
    );
  return heavy;
}

async function seedUser(
  db: Db,
  plan: SeedPlan,
  email: string,
  seedNumber: number,
  count: number,
): Promise<SeededUser> {
  const nowIso = new Date().toISOString();
  const rows = generateTransactions(seedNumber, count, plan.today, 5);
  return db.transaction().execute(async (trx) => {
    const user = await createUsersRepository(trx).create({
      email,
      passwordHash: plan.passwordHash,
      fullName: "Bench User",
      currency: "USD",
      timezone: "UTC",
      notificationPreferences: serializeNotificationPreferences(
        DEFAULT_NOTIFICATION_PREFERENCES,
      ),
      createdAt: nowIso,
    });
    const accountIds: number[] = [];
    for (const account of ACCOUNTS) {
      accountIds.push(
        await createAccountsRepository(trx).create(
          user.id,
          {
            name: account.name,
            accountType: account.type,
            institutionName: "Bench Bank",
            // Its transactions move it from there (migration 0016).
            balanceCents: toCents(account.openingCents),
            isActive: true,
          },
          nowIso,
        ),
      );
    }
    await createTransactionsRepository(trx).createMany(
      user.id,
      rows.map(({ accountIndex, ...fields }) => ({
        ...fields,
        accountId: accountIds[accountIndex] ?? 0,
      })),
      nowIso,
    );
    const budgets = createBudgetsRepository(trx);
    for (const [n, category] of BUDGET_CATEGORIES.entries())
      await budgets.create(
        user.id,
        {
          name: `Budget ${String(n + 1)}`,
          category,
          amountCents: toCents(20_000 + n * 7_500),
          period: BUDGET_PERIODS[n % BUDGET_PERIODS.length] ?? "monthly",
          alertThresholdBp: 8_000,
        },
        nowIso,
      );
    const goalIds = await seedGoals(trx, user.id, plan.today, nowIso);
    return { id: user.id, email, accountIds, goalIds };
  });
}

async function seedGoals(
  db: Db,
  userId: number,
  today: string,
  nowIso: string,
) {
  const goals = createGoalsRepository(db);
  const ids: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const goal = await goals.create(
      userId,
      {
        name: `Goal ${String(n + 1)}`,
        description: null,
        // Targets far above what the benchmark contributes, so no goal completes mid-run.
        targetCents: toCents(100_000_000 + n * 1_000_000),
        targetDate: addDays(today, 365 + n * 90),
      },
      nowIso,
    );
    for (let month = 1; month <= 6; month += 1) {
      const amount = toCents(10_000 + n * 2_500);
      await goals.addToSaved(userId, goal.id, amount, nowIso);
      await goals.recordContribution(
        userId,
        goal.id,
        amount,
        addDays(today, -30 * month),
        nowIso,
      );
    }
    ids.push(goal.id);
  }
  return ids;
}
