import { categoryLabel } from "./categories";
import { formatCount } from "./counts";
import { dayLabel, rangeLabel } from "./date-labels";
import { goalRemaining } from "./goals";
import { reportsPathFor, transactionsPath } from "./links";
import { formatMoney, toCents, type Cents, type Currency } from "./money";
import { basisPointsToPercent, formatPercent } from "./percent";
import { daysBetween, type BudgetPeriod, type DateRange } from "./periods";
import type { NotificationKey } from "./profile";

/**
 * Notifications (docs/design/notifications.md): what the bell and the mail say, and which of the
 * profile's switches lets each kind through. The server decides when; this module says what.
 */
export const NOTIFICATION_TYPES = [
  "budget_threshold",
  "budget_exceeded",
  "goal_milestone",
  "goal_reminder",
  "unusual_transaction",
  "sync_problem",
  "weekly_report",
] as const;

/** A kind of notification. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The profile switch that lets each kind into the app; `null` is always shown (a bank that
 * stopped syncing is never silenced). `emailNotifications` then decides about mail for all.
 */
export const NOTIFICATION_SWITCH: Readonly<
  Record<NotificationType, NotificationKey | null>
> = {
  budget_threshold: "budgetAlerts",
  budget_exceeded: "budgetAlerts",
  goal_milestone: "goalReminders",
  goal_reminder: "goalReminders",
  unusual_transaction: "anomalyDetection",
  sync_problem: null,
  weekly_report: "weeklyReports",
};

/** How long a notification is kept before the cleanup job removes it. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** What a notification says and opens; the server adds who and when. */
export interface NotificationMessage {
  type: NotificationType;
  /** The event it is about: one notification per user and key (a budget's period and limit…). */
  key: string;
  title: string;
  body: string;
  /** The app path it opens. */
  link: string;
}

/** Where a budget stands against its alert: past its limit, at its threshold, or neither. */
export type BudgetAlertLevel = "exceeded" | "threshold";

/**
 * `exceeded` once spending passes the limit (the budgets page's "over budget"), `threshold` once
 * it reaches the alert threshold (basis points of the limit) — at, not only above it: a person who
 * asked to hear at 75 % hears at 75 %. Nothing spent is no alert, even at a 0 % threshold.
 */
export function budgetAlertLevel(
  spentCents: Cents,
  limitCents: Cents,
  alertThresholdBp: number,
): BudgetAlertLevel | undefined {
  if (spentCents <= 0) return undefined;
  if (spentCents > limitCents) return "exceeded";
  if (spentCents * 10_000 >= limitCents * alertThresholdBp) return "threshold";
  return undefined;
}

const PERIOD_WORDS: Readonly<Record<BudgetPeriod, string>> = {
  weekly: "this week",
  monthly: "this month",
  quarterly: "this quarter",
  yearly: "this year",
};

/** What a budget alert reads of its budget. */
export interface BudgetAlertFacts {
  id: number;
  name: string;
  period: BudgetPeriod;
  amountCents: Cents;
  alertThresholdBp: number;
  spentCents: Cents;
  /** The period's window the spending is in. */
  window: DateRange;
}

/**
 * The alert for a budget at `level`. Its key holds the period and the limit and threshold it was
 * measured against, so each alert comes once per period, and editing the budget's amount or
 * threshold re-arms it.
 */
export function budgetAlert(
  budget: BudgetAlertFacts,
  level: BudgetAlertLevel,
  currency: Currency,
): NotificationMessage {
  const money = (cents: number) => formatMoney(toCents(cents), currency);
  const spent = `You've spent ${money(budget.spentCents)} of ${money(budget.amountCents)} ${PERIOD_WORDS[budget.period]}`;
  const left = budget.amountCents - budget.spentCents;
  const measure = `${budget.window.startDate}:${String(budget.amountCents)}`;
  if (level === "exceeded")
    return {
      type: "budget_exceeded",
      key: `budget_exceeded:${String(budget.id)}:${measure}`,
      title: `${budget.name} is over budget`,
      body: `${spent}, ${money(-left)} over.`,
      link: "/budgets",
    };
  return {
    type: "budget_threshold",
    key: `budget_threshold:${String(budget.id)}:${measure}:${String(budget.alertThresholdBp)}`,
    title: `${budget.name} has reached ${formatPercent(basisPointsToPercent(budget.alertThresholdBp))} of its budget`,
    body:
      left >= 0
        ? `${spent}, ${money(left)} left.`
        : `${spent}, ${money(-left)} over.`,
    link: "/budgets",
  };
}

/** The goal milestones that notify, in percent of the target. */
export const GOAL_MILESTONES = [25, 50, 75, 100] as const;

/** What goal notifications read of a goal. */
export interface GoalNoticeFacts {
  id: number;
  name: string;
  currentCents: Cents;
  targetCents: Cents;
  targetDate: string;
}

/**
 * The notice for the highest milestone a goal has reached, if any. Only the highest: a goal that
 * jumps from 10 % to 80 % hears about 75 %, not three times.
 */
export function goalMilestone(
  goal: GoalNoticeFacts,
  currency: Currency,
): NotificationMessage | undefined {
  if (goal.targetCents <= 0) return undefined;
  const reached = GOAL_MILESTONES.filter(
    (m) => goal.currentCents * 100 >= goal.targetCents * m,
  ).at(-1);
  if (reached === undefined) return undefined;
  const money = (cents: Cents) => formatMoney(cents, currency);
  return {
    type: "goal_milestone",
    key: `goal_milestone:${String(goal.id)}:${String(reached)}`,
    title:
      reached === 100
        ? `You reached your goal: ${goal.name}`
        : `${goal.name} is ${String(reached)}% of the way there`,
    body: `${money(goal.currentCents)} of ${money(goal.targetCents)} saved.`,
    link: "/goals",
  };
}

/** A goal due within this many days that falls behind gets a reminder. */
export const GOAL_REMINDER_DAYS = 30;

/**
 * The reminder for a goal due within 30 days (today included) that is behind the pace it needs:
 * at the last 90 days' pace (`pacePerMonthCents`) it would not be reached by its date. Once per
 * goal and target date.
 */
export function goalReminder(
  goal: GoalNoticeFacts & {
    pacePerMonthCents: Cents;
    requiredPerMonthCents: Cents | undefined;
  },
  today: string,
  currency: Currency,
): NotificationMessage | undefined {
  const days = daysBetween(today, goal.targetDate);
  const remaining = goalRemaining(goal.currentCents, goal.targetCents);
  if (days < 0 || days > GOAL_REMINDER_DAYS || remaining <= 0) return undefined;
  const required = goal.requiredPerMonthCents ?? remaining;
  if (goal.pacePerMonthCents >= required) return undefined;
  const due =
    days === 0
      ? "today"
      : `in ${formatCount(days, "day")}, on ${dayLabel(goal.targetDate)}`;
  return {
    type: "goal_reminder",
    key: `goal_reminder:${String(goal.id)}:${goal.targetDate}`,
    title: `${goal.name} is due ${days === 0 ? "today" : `in ${formatCount(days, "day")}`}`,
    body: `${formatMoney(remaining, currency)} is still to save to reach ${formatMoney(goal.targetCents, currency)} ${due}.`,
    link: "/goals",
  };
}

/** Under 2,000 of the currency's smallest unit ($20, €20, ¥2,000) no purchase is worth an unusual-amount alert. */
export const UNUSUAL_MIN_CENTS = 2000;

/** What an unusual-transaction notice reads of the row and the usual amount it is far above. */
export interface UnusualFacts {
  id: number;
  merchant: string;
  category: string;
  amountCents: Cents;
  date: string;
  usualCents: Cents;
  /** Whose usual: the merchant's (five earlier purchases or more), else the category's. */
  usualOf: "merchant" | "category";
}

/**
 * The notice for a purchase far above the person's usual (`outlierBaseline`): at that merchant
 * when they have bought there enough, otherwise in that category.
 */
export function unusualTransaction(
  row: UnusualFacts,
  currency: Currency,
): NotificationMessage {
  const usual = formatMoney(row.usualCents, currency);
  return {
    type: "unusual_transaction",
    key: `unusual_transaction:${String(row.id)}`,
    title: `Unusual amount at ${row.merchant}`,
    body:
      row.usualOf === "merchant"
        ? `${formatMoney(row.amountCents, currency)} on ${dayLabel(row.date)}; you usually spend about ${usual} there.`
        : `${formatMoney(row.amountCents, currency)} on ${dayLabel(row.date)}; your ${categoryLabel(row.category)} purchases are usually about ${usual}.`,
    link: transactionsPath(
      { startDate: row.date, endDate: row.date },
      { q: row.merchant },
    ),
  };
}

/** What a sync-problem notice reads of the bank connection. */
export interface SyncProblemFacts {
  itemId: number;
  institutionName: string;
  /** `needs_reauth`, `revoked` or `error`. */
  status: string;
  /** When it last synced well (the problem's episode), or null. */
  lastSuccessfulSync: string | null;
}

/**
 * The notice for a bank connection that needs signing in again or keeps failing; once per
 * problem: a connection that recovers and fails again notifies again.
 */
export function syncProblem(problem: SyncProblemFacts): NotificationMessage {
  const needsSignIn =
    problem.status === "needs_reauth" || problem.status === "revoked";
  return {
    type: "sync_problem",
    key: `sync_problem:${String(problem.itemId)}:${problem.status}:${problem.lastSuccessfulSync ?? "never"}`,
    title: needsSignIn
      ? `${problem.institutionName} needs you to sign in again`
      : `${problem.institutionName} isn't syncing`,
    body: needsSignIn
      ? "Until you reconnect it on Accounts, its new transactions won't arrive."
      : `We couldn't update it${problem.lastSuccessfulSync ? ` since ${dayLabel(problem.lastSuccessfulSync.slice(0, 10))}` : ""}. You can retry from Accounts.`,
    link: "/accounts",
  };
}

/** Last week's figures for the weekly report. */
export interface WeeklyFacts {
  week: DateRange;
  incomeCents: Cents;
  spendingCents: Cents;
  /** The largest spending categories, largest first. */
  topCategories: readonly { category: string; cents: Cents }[];
  budgets: { overNames: readonly string[]; nearCount: number; total: number };
}

/** The Monday report of the week before: income, spending, top categories and budgets. */
export function weeklyReport(
  facts: WeeklyFacts,
  currency: Currency,
): NotificationMessage {
  const money = (cents: Cents) => formatMoney(cents, currency);
  const parts = [
    `Income ${money(facts.incomeCents)}, spending ${money(facts.spendingCents)}.`,
  ];
  if (facts.topCategories.length > 0)
    parts.push(
      `Top categories: ${facts.topCategories.map((c) => `${categoryLabel(c.category)} ${money(c.cents)}`).join(", ")}.`,
    );
  const { overNames, nearCount, total } = facts.budgets;
  if (total > 0)
    parts.push(
      overNames.length > 0
        ? `Over budget: ${overNames.join(", ")}.`
        : nearCount > 0
          ? `${formatCount(nearCount, "budget")} near the limit, none over.`
          : "Every budget is on track.",
    );
  return {
    type: "weekly_report",
    key: `weekly_report:${facts.week.startDate}`,
    title: `Your week: ${rangeLabel(facts.week.startDate, facts.week.endDate)}`,
    body: parts.join(" "),
    link: reportsPathFor(facts.week),
  };
}

/** The local hour from which Monday's weekly report is sent (not in the middle of the night). */
export const WEEKLY_REPORT_HOUR = 8;

const weekdayHourFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether the weekly report is due at `now` for someone in `timeZone`: it is Monday there, from
 * 8 in the morning. The report covers the Monday-to-Sunday week before, once (its key).
 */
export function isWeeklyReportDue(now: Date, timeZone: string): boolean {
  let format = weekdayHourFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      hourCycle: "h23",
    });
    weekdayHourFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const weekday = parts.find((p) => p.type === "weekday")?.value;
  const hour = Number(parts.find((p) => p.type === "hour")?.value);
  return weekday === "Mon" && hour >= WEEKLY_REPORT_HOUR;
}
