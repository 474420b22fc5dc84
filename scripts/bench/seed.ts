/**
 * The benchmark's only writer of data: one heavy user (6 accounts, 15 budgets, 5 goals and up to
 * a million transactions over 5 years) and lighter users beside it, so every query runs among
 * other people's rows as in production. It writes through today's repositories; when they
 * change, this module is the one place to adapt. Everything else reads what `seed` returns.
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
import { dialectOf, type Db } from "../../apps/server/src/platform/db/database";
import { ACCOUNTS, transactionBatches } from "./generator";

/** How much to generate. */
export interface SeedPlan {
  today: string;
  heavyTransactions: number;
  lightUsers: number;
  lightTransactions: number;
  passwordHash: string;
}

/** What the benchmark knows about a seeded user: the ids its sessions refer to. */
export interface SeededUser {
  id: number;
  email: string;
  accountIds: number[];
  budgetIds: number[];
  goalIds: number[];
  transactions: number;
}

/** Everyone seeded, and the distinct texts their ledgers hold. */
export interface SeededData {
  heavy: SeededUser;
  light: SeededUser[];
  ledgerTexts: { descriptions: string[]; merchants: string[] };
}

interface Texts {
  descriptions: Set<string>;
  merchants: Set<string>;
}

/** Rows generated and handed to the repository at a time (it writes them 500 to a statement). */
const BATCH = 5_000;

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

/**
 * Light users seeded this many at a time on PostgreSQL, where each of their ~90 statements waits for a round
 * trip (one at a time, 200 of them took minutes); SQLite has one writer anyway.
 */
const POSTGRES_CONCURRENCY = 8;

/** Seeds the heavy user and the light users; one database transaction per user. */
export async function seed(db: Db, plan: SeedPlan): Promise<SeededData> {
  const texts: Texts = { descriptions: new Set(), merchants: new Set() };
  const heavy = await seedUser(db, plan, texts, {
    email: "heavy@bench.finch",
    seedNumber: 1,
    transactions: plan.heavyTransactions,
  });
  const light: SeededUser[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < plan.lightUsers; n = next++)
      light[n] = await seedUser(db, plan, texts, {
        email: `light-${String(n)}@bench.finch`,
        seedNumber: 100 + n,
        transactions: plan.lightTransactions,
      });
  };
  const workers = dialectOf(db) === "postgres" ? POSTGRES_CONCURRENCY : 1;
  await Promise.all(Array.from({ length: workers }, worker));
  return {
    heavy,
    light,
    ledgerTexts: {
      descriptions: [...texts.descriptions].sort(),
      merchants: [...texts.merchants].sort(),
    },
  };
}

async function seedUser(
  db: Db,
  plan: SeedPlan,
  texts: Texts,
  user: { email: string; seedNumber: number; transactions: number },
): Promise<SeededUser> {
  const nowIso = new Date().toISOString();
  // Before any seeded transaction.
  const OPENED_ON = "2000-01-01";
  return db.transaction().execute(async (trx) => {
    const { id } = await createUsersRepository(trx).create({
      email: user.email,
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
    for (const account of ACCOUNTS)
      accountIds.push(
        await createAccountsRepository(trx).create(
          id,
          {
            name: account.name,
            accountType: account.type,
            institutionName: "Bench Bank",
            // The opening balance, stated before the whole seeded history: every row moves
            // it (ADR 0032), the costliest balance to work out.
            balanceCents: toCents(account.openingCents),
            isActive: true,
          },
          OPENED_ON,
          nowIso,
          nowIso,
        ),
      );
    const transactions = createTransactionsRepository(trx);
    const batches = transactionBatches(
      user.seedNumber,
      user.transactions,
      plan.today,
      5,
      BATCH,
    );
    for (const batch of batches) {
      for (const row of batch) {
        texts.descriptions.add(row.description);
        if (row.merchantName !== null) texts.merchants.add(row.merchantName);
      }
      await transactions.createMany(
        id,
        batch.map(({ accountIndex, ...fields }) => ({
          ...fields,
          accountId: accountIds[accountIndex] ?? 0,
        })),
        nowIso,
      );
    }
    const budgetIds = await seedBudgets(trx, id, nowIso);
    const goalIds = await seedGoals(trx, id, plan.today, nowIso);
    return {
      id,
      email: user.email,
      accountIds,
      budgetIds,
      goalIds,
      transactions: user.transactions,
    };
  });
}

async function seedBudgets(
  db: Db,
  userId: number,
  nowIso: string,
): Promise<number[]> {
  const budgets = createBudgetsRepository(db);
  const ids: number[] = [];
  for (const [n, category] of BUDGET_CATEGORIES.entries()) {
    const budget = await budgets.create(
      userId,
      {
        name: `Budget ${String(n + 1)}`,
        category,
        amountCents: toCents(20_000 + n * 7_500),
        period: BUDGET_PERIODS[n % BUDGET_PERIODS.length] ?? "monthly",
        alertThresholdBp: 8_000,
      },
      nowIso,
    );
    ids.push(budget.id);
  }
  return ids;
}

async function seedGoals(
  db: Db,
  userId: number,
  today: string,
  nowIso: string,
): Promise<number[]> {
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
