import {
  addDays,
  answerOf,
  budgetAlert,
  budgetAlertLevel,
  cashFlowOf,
  CATEGORIES,
  MIN_BASELINE,
  outlierBaseline,
  goalMilestone,
  goalReminder,
  isWeeklyReportDue,
  notFound,
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATION_SWITCH,
  parseNotificationPreferences,
  syncProblem,
  todayIn,
  toCents,
  TRANSFER_CATEGORY,
  unusualTransaction,
  UNUSUAL_MIN_CENTS,
  weeklyReport,
  type NotificationMessage,
  type SyncProblemFacts,
} from "@finch/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { Jobs } from "../../platform/jobs/jobs";
import { maskedAddress, type Mailer } from "../../platform/mail";
import type {
  BudgetsService,
  BudgetWithSpending,
} from "../budgets/budgets.service";
import type { GoalsService } from "../goals/goals.service";
import type {
  LedgerFilters,
  Transaction,
  TransactionsService,
} from "../transactions/transactions.service";
import type { User, UsersService } from "../users/users.service";
import { notificationMail } from "./notification-mail";
import {
  createNotificationsRepository,
  type StoredNotification,
} from "./notifications.repository";

export type { StoredNotification } from "./notifications.repository";

/** What changed in a write, by the versions its request saw before and after. */
export interface WrittenParts {
  transactions: boolean;
  budgets: boolean;
  goals: boolean;
}

interface Dependencies {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Jobs;
  /** Undefined when the server has no mail (`SMTP_URL`): notifications stay in the app. */
  mailer: Mailer | undefined;
  /** Where the app is opened, for the links in mail. */
  appUrl: string;
  /** Seconds before a refused mail is first retried (doubling after). */
  mailRetryDelaySeconds?: number | undefined;
  usersService: Pick<UsersService, "get" | "everyone">;
  budgetsService: Pick<BudgetsService, "list" | "inCategories">;
  goalsService: Pick<GoalsService, "list">;
  transactionsService: Pick<
    TransactionsService,
    "writtenSince" | "rows" | "sums"
  >;
}

/** The queues and schedules of this feature (docs/design/notifications.md). */
export const NOTIFICATION_JOBS = {
  mail: "notification-mail",
  weeklyReports: "weekly-reports",
  goalReminders: "goal-reminders",
  cleanup: "notification-cleanup",
} as const;

/** What a row is known by: its merchant name, else its description (the read model's merchant). */
const merchantOf = (t: { merchantName: string | null; description: string }) =>
  t.merchantName ?? t.description;

/**
 * The rows of one write read back (newest first): enough for any typed or edited row, and for a
 * recent statement's last week; an import of years is history, not news.
 */
const WRITTEN_ROWS_READ = 50;
/** The newest earlier purchases a purchase is measured against. */
const EARLIER_PURCHASES = 100;
/** Only rows dated this recently are news worth a notification (a statement of last month is). */
const UNUSUAL_RECENT_DAYS = 31;

/**
 * Notifications (docs/design/notifications.md): each event is stored once per person (a unique
 * key), when the person's switch lets its kind through, and mailed by a job when they asked for
 * mail and the server has it. The checks run after every write that can change what they look
 * at, and from the scheduled jobs; what each one says comes from the domain.
 */
export function createNotificationsService(deps: Dependencies) {
  const { db, clock, log, jobs, mailer, usersService } = deps;
  const repository = createNotificationsRepository(db);
  const nowIso = () => clock.now().toISOString();

  /** Stores `message` for `user` unless their switch is off or it was told; mails it if asked. */
  async function notify(
    user: User,
    message: NotificationMessage,
  ): Promise<StoredNotification | undefined> {
    const preferences = parseNotificationPreferences(
      user.notificationPreferences,
    );
    const gate = NOTIFICATION_SWITCH[message.type];
    if (gate !== null && !preferences[gate]) return undefined;
    const stored = await repository.insertOnce({
      userId: user.id,
      type: message.type,
      dedupeKey: message.key,
      title: message.title,
      body: message.body,
      link: message.link,
      createdAt: nowIso(),
    });
    if (stored && mailer && preferences.emailNotifications)
      await jobs.send(NOTIFICATION_JOBS.mail, { id: stored.id });
    return stored;
  }

  async function checkBudgets(
    user: User,
    budgets: readonly BudgetWithSpending[],
  ): Promise<void> {
    for (const budget of budgets) {
      const level = budgetAlertLevel(
        budget.spentCents,
        budget.amountCents,
        budget.alertThresholdBp,
      );
      if (level === undefined) continue;
      // Passing the limit also passes the threshold: a budget that jumps past both in one write
      // is told both, the threshold first, so the two never depend on which write came first.
      await notify(user, budgetAlert(budget, "threshold", user.currency));
      if (level === "exceeded")
        await notify(user, budgetAlert(budget, "exceeded", user.currency));
    }
  }

  /** Milestones reached, and reminders for goals due soon and behind (also the hourly job's). */
  async function checkGoals(user: User, now: Date): Promise<void> {
    const today = todayIn(now, user.timezone);
    for (const goal of await deps.goalsService.list(user.id)) {
      const milestone = goalMilestone(goal, user.currency);
      if (milestone) await notify(user, milestone);
      const reminder = goalReminder(goal, today, user.currency);
      if (reminder) await notify(user, reminder);
    }
  }

  /**
   * The purchases a write brought that are far above the person's usual (`outlierBaseline`, the
   * rule the assistant's unusual transactions use): against the merchant's earlier purchases of
   * the last year when there are enough, otherwise against the category's.
   */
  async function checkUnusual(
    user: User,
    rows: readonly Transaction[],
  ): Promise<void> {
    const preferences = parseNotificationPreferences(
      user.notificationPreferences,
    );
    if (!preferences.anomalyDetection) return;
    const today = todayIn(clock.now(), user.timezone);
    const recent = addDays(today, -UNUSUAL_RECENT_DAYS);
    const written = rows.filter(
      (t) =>
        t.transactionType === "debit" &&
        !t.isPending &&
        t.category !== TRANSFER_CATEGORY &&
        t.amountCents >= UNUSUAL_MIN_CENTS &&
        t.transactionDate >= recent &&
        t.transactionDate <= today,
    );
    // Each purchase against the newest earlier purchases of its last year, at the merchant and,
    // when too few, in the category: bounded reads however long the ledger.
    const earlier = async (t: Transaction, filter: LedgerFilters) =>
      (
        await deps.transactionsService.rows(
          user.id,
          {
            startDate: addDays(t.transactionDate, -365),
            endDate: t.transactionDate,
            transactionType: "debit",
            isPending: false,
            ...filter,
          },
          "date",
          EARLIER_PURCHASES,
        )
      )
        // Earlier: a day before, or the same day and recorded before it.
        .filter(
          (o) =>
            o.transactionDate < t.transactionDate ||
            (o.transactionDate === t.transactionDate && o.id < t.id),
        )
        .map((o) => o.amountCents);
    for (const t of written) {
      const atMerchant = await earlier(t, {
        categories: CATEGORIES.filter((c) => c !== TRANSFER_CATEGORY),
        merchants: [merchantOf(t)],
      });
      const usualOf =
        atMerchant.length >= MIN_BASELINE ? "merchant" : "category";
      const baseline =
        usualOf === "merchant"
          ? atMerchant
          : await earlier(t, { categories: [t.category] });
      const usualCents = outlierBaseline(t.amountCents, baseline);
      if (usualCents === undefined) continue;
      await notify(
        user,
        unusualTransaction(
          {
            id: t.id,
            merchant: merchantOf(t),
            category: t.category,
            amountCents: t.amountCents,
            date: t.transactionDate,
            usualCents,
            usualOf,
          },
          user.currency,
        ),
      );
    }
  }

  /** Last week's report for `user`, if it is Monday morning where they are. */
  async function weeklyReportFor(user: User, now: Date): Promise<void> {
    if (!isWeeklyReportDue(now, user.timezone)) return;
    if (
      !parseNotificationPreferences(user.notificationPreferences).weeklyReports
    )
      return;
    const today = todayIn(now, user.timezone);
    const week = { startDate: addDays(today, -7), endDate: addDays(today, -1) };
    const [sums, budgets] = await Promise.all([
      deps.transactionsService.sums(user.id, week, "category"),
      deps.budgetsService.list(user.id),
    ]);
    const flow = cashFlowOf(sums);
    const top = answerOf(sums, {
      measure: "spending",
      groupBy: "category",
      limit: 3,
    }).groups.filter((g) => g.value > 0);
    await notify(
      user,
      weeklyReport(
        {
          week,
          incomeCents: flow.incomeCents,
          spendingCents: flow.spendingCents,
          topCategories: top.map((g) => ({
            category: g.key,
            cents: toCents(g.value),
          })),
          budgets: {
            overNames: budgets
              .filter((b) => b.status === "over_budget")
              .map((b) => b.name),
            nearCount: budgets.filter((b) => b.status === "near_limit").length,
            total: budgets.length,
          },
        },
        user.currency,
      ),
    );
  }

  /** Runs `work` for every user, one at a time; one person's failure never stops the rest. */
  async function forEveryone(
    job: string,
    work: (user: User) => Promise<void>,
  ): Promise<void> {
    for await (const user of usersService.everyone()) {
      try {
        await work(user);
      } catch (error) {
        log.error(
          { err: error, userId: user.id, job },
          "notification job failed for a user",
        );
      }
    }
  }

  async function sendMail(id: number): Promise<void> {
    if (!mailer) return;
    const notification = await repository.get(id);
    if (!notification) return;
    const user = await usersService.get(notification.userId);
    if (
      !parseNotificationPreferences(user.notificationPreferences)
        .emailNotifications
    )
      return;
    try {
      await mailer.send({
        to: user.email,
        ...notificationMail(notification, user, deps.appUrl),
      });
      log.info(
        { notificationId: id, to: maskedAddress(user.email) },
        "notification mailed",
      );
    } catch (error) {
      log.warn(
        {
          notificationId: id,
          to: maskedAddress(user.email),
          reason:
            error instanceof Error
              ? error.message.replaceAll(user.email, maskedAddress(user.email))
              : "unknown",
        },
        "notification mail failed; it will be retried",
      );
      throw new Error("mail refused");
    }
  }

  jobs.work<{ id: number }>(
    NOTIFICATION_JOBS.mail,
    (data) => sendMail(data.id),
    {
      retryLimit: 6,
      retryDelaySeconds: deps.mailRetryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 120,
    },
  );
  jobs.work(NOTIFICATION_JOBS.weeklyReports, async () => {
    const now = clock.now();
    await forEveryone(NOTIFICATION_JOBS.weeklyReports, (user) =>
      weeklyReportFor(user, now),
    );
  });
  jobs.work(NOTIFICATION_JOBS.goalReminders, async () => {
    const now = clock.now();
    await forEveryone(NOTIFICATION_JOBS.goalReminders, (user) =>
      checkGoals(user, now),
    );
  });
  jobs.work(NOTIFICATION_JOBS.cleanup, async () => {
    const before = new Date(
      clock.now().getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000,
    ).toISOString();
    const removed = await repository.deleteOlderThan(before);
    if (removed > 0) log.info({ removed }, "old notifications removed");
  });
  // Hourly, so Monday morning comes in every time zone; daily for the rest.
  jobs.schedule(NOTIFICATION_JOBS.weeklyReports, "5 * * * *");
  jobs.schedule(NOTIFICATION_JOBS.goalReminders, "15 * * * *");
  jobs.schedule(NOTIFICATION_JOBS.cleanup, "30 3 * * *");

  return {
    /** Whether notifications are also mailed by this server (`SMTP_URL` is set). */
    hasMail: mailer !== undefined,

    async list(
      userId: number,
      isUnreadOnly: boolean,
      page: { skip: number; limit: number },
    ) {
      return repository.list(userId, isUnreadOnly, page);
    },

    async markRead(userId: number, id: number): Promise<StoredNotification> {
      const row = await repository.markRead(userId, id, nowIso());
      if (!row) throw notFound("Notification");
      return row;
    },

    markAllRead(userId: number): Promise<number> {
      return repository.markAllRead(userId, nowIso());
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repository.delete(userId, id, nowIso())))
        throw notFound("Notification");
    },

    /**
     * The checks after a write: budgets when transactions or budgets changed, unusual amounts
     * among the rows written since `since`, goal milestones when goals changed. Never throws: the
     * write has happened, and a failed check is logged.
     */
    async afterWrite(
      userId: number,
      parts: WrittenParts,
      since: string,
    ): Promise<void> {
      try {
        const user = await usersService.get(userId);
        const written = parts.transactions
          ? await deps.transactionsService.writtenSince(
              user.id,
              since,
              WRITTEN_ROWS_READ,
            )
          : [];
        // Spending rises only in the categories of the rows written (created or edited): their
        // budgets are read alone. A budget edit, a delete (a refund removed raises spending) or
        // a write too large to list reads every budget.
        const isNarrow =
          !parts.budgets &&
          written.length > 0 &&
          written.length < WRITTEN_ROWS_READ;
        if (parts.budgets || parts.transactions)
          await checkBudgets(
            user,
            isNarrow
              ? await deps.budgetsService.inCategories(
                  user.id,
                  new Set(written.map((t) => t.category)),
                )
              : await deps.budgetsService.list(user.id),
          );
        if (written.length > 0) await checkUnusual(user, written);
        if (parts.goals) await checkGoals(user, clock.now());
      } catch (error) {
        log.error({ err: error, userId }, "notification checks failed");
      }
    },

    /** A linked bank that needs signing in again or keeps failing; always shown in the app. */
    async syncProblem(
      userId: number,
      problem: SyncProblemFacts,
    ): Promise<void> {
      try {
        await notify(await usersService.get(userId), syncProblem(problem));
      } catch (error) {
        log.error({ err: error, userId }, "sync problem notification failed");
      }
    },

    /** The scheduled jobs' work, for a moment `now` (tests move the clock). */
    weeklyReports: (now: Date) =>
      forEveryone(NOTIFICATION_JOBS.weeklyReports, (user) =>
        weeklyReportFor(user, now),
      ),
    goalReminders: (now: Date) =>
      forEveryone(NOTIFICATION_JOBS.goalReminders, (user) =>
        checkGoals(user, now),
      ),
  };
}

/** The notifications service. */
export type NotificationsService = ReturnType<
  typeof createNotificationsService
>;
