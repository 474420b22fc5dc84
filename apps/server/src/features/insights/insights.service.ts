import {
  changePercent,
  countedWindow,
  periodWindow,
  monthToDateWindows,
  netWorth,
  toCents,
  type Cents,
  type DateRange,
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
      const { current, previous } = monthToDateWindows(today);
      const month = periodWindow("monthly", today);
      // The month so far: upcoming rows count on their day (ADR 0032).
      const monthSoFar = countedWindow(month, today) ?? month;
      // Every sum through the ledger's read model, by the rule of its measure.
      const measure = (
        window: DateRange,
        what: "spending" | "income",
      ): Promise<number> =>
        transactionsService
          .query(userId, window, { measure: what }, facts)
          .then((answer) => answer.total);
      const [
        accounts,
        monthSpending,
        monthIncome,
        thisStretch,
        lastStretch,
        pendingCount,
        flow,
        hasEarlier,
      ] = await Promise.all([
        accountsService.list(userId, facts),
        measure(monthSoFar, "spending"),
        measure(monthSoFar, "income"),
        measure(current, "spending"),
        measure(previous, "spending"),
        transactionsService
          .query(
            userId,
            { ...monthSoFar, isPending: true },
            { measure: "count" },
            facts,
          )
          .then((answer) => answer.total),
        // What this month's rows did to balances: credits less debits, by the net measure.
        transactionsService
          .query(userId, monthSoFar, { measure: "net" }, facts)
          .then((answer) => answer.total),
        transactionsService.hasRowsBefore(userId, month.startDate),
      ]);
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
        spendingTrend: trend(toCents(thisStretch), toCents(lastStretch)),
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
