import {
  answerOf,
  changePercent,
  countedWindow,
  periodWindow,
  monthToDateWindows,
  netWorth,
  toCents,
  type Cents,
  type DateRange,
  type LedgerMeasure,
  type LedgerSums,
} from "@finch/domain";
import type { RequestFacts } from "../../platform/auth";
import type { AccountsService } from "../accounts/accounts.service";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";

interface Dependencies {
  usersService: UsersService;
  accountsService: AccountsService;
  transactionsService: TransactionsService;
}

/** A month-over-month change and the figure it compares with. */
export interface Trend {
  percent: number;
  previousCents: Cents;
}

/** What the dashboard shows beyond its four lists. */
export interface Summary {
  today: string;
  month: DateRange;
  totalBalanceCents: Cents;
  accountCount: number;
  monthlySpendingCents: Cents;
  monthlyIncomeCents: Cents;
  pendingCount: number;
  balanceTrend: Trend | undefined;
  spendingTrend: Trend | undefined;
}

/**
 * Cross-feature figures, computed over all of the user's data with the shared spending rules
 * (docs/architecture.md §5), so the dashboard agrees with the budgets page and the assistant.
 */
export function createInsightsService({
  usersService,
  accountsService,
  transactionsService,
}: Dependencies) {
  return {
    async summary(userId: number, facts?: RequestFacts): Promise<Summary> {
      const today = await usersService.today(userId, facts);
      const { previous } = monthToDateWindows(today);
      const month = periodWindow("monthly", today);
      // The month so far (the month-to-date stretch the trend compares): upcoming rows count on
      // their day (ADR 0032).
      const monthSoFar = countedWindow(month, today) ?? month;
      // Every figure through the ledger's read model, by the rule of its measure; the month's
      // spending, income and net are three measures of one read of its rows.
      const total = (sums: LedgerSums[], measure: LedgerMeasure) =>
        answerOf(sums, { measure }).total;
      const [accounts, monthSums, lastStretch, pendingCount, hasEarlier] =
        await Promise.all([
          accountsService.list(userId, facts),
          transactionsService.sums(userId, monthSoFar, undefined, facts),
          transactionsService
            .query(userId, previous, { measure: "spending" }, facts)
            .then((answer) => answer.total),
          transactionsService
            .query(
              userId,
              { ...monthSoFar, isPending: true },
              { measure: "count" },
              facts,
            )
            .then((answer) => answer.total),
          transactionsService.hasRowsBefore(userId, month.startDate),
        ]);
      const monthSpending = total(monthSums, "spending");
      const monthIncome = total(monthSums, "income");
      // What this month's rows did to balances: credits less debits, by the net measure.
      const flow = total(monthSums, "net");
      // Net worth by the one rule the Accounts page and the assistant use: a liability's
      // balance is an amount owed, whichever sign it was entered with.
      const totalBalanceCents = netWorth(accounts).netWorthCents;
      // With no transaction before this month there is no last month to compare with.
      const balanceTrend = hasEarlier
        ? trend(totalBalanceCents, toCents(totalBalanceCents - flow))
        : undefined;
      return {
        today,
        month,
        totalBalanceCents,
        accountCount: accounts.length,
        monthlySpendingCents: toCents(monthSpending),
        monthlyIncomeCents: toCents(monthIncome),
        pendingCount,
        balanceTrend,
        spendingTrend: trend(toCents(monthSpending), toCents(lastStretch)),
      };
    },
  };
}

/** The insights service. */
export type InsightsService = ReturnType<typeof createInsightsService>;

function trend(current: Cents, previous: Cents): Trend | undefined {
  const percent = changePercent(current, previous);
  return percent === undefined
    ? undefined
    : { percent, previousCents: previous };
}
