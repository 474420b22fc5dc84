import {
  CATEGORY_LABELS,
  accountLabels,
  answerOf,
  cashFlowOf,
  isCategory,
  monthsBack,
  netWorthHistory,
  periodKey,
  ratioPercent,
  spendingRowCount,
  splitRange,
  toCents,
  type CashFlow,
  type Cents,
  type DateRange,
  type DayFlow,
  type LedgerSums,
  type NetWorthPoint,
  type ReportInterval,
} from "@finch/domain";
import type { RequestFacts } from "../../platform/auth";
import type { AccountsService } from "../accounts/accounts.service";
import type { TransactionsService } from "../transactions/transactions.service";
import type { UsersService } from "../users/users.service";

interface Dependencies {
  usersService: Pick<UsersService, "today">;
  accountsService: Pick<AccountsService, "list" | "get">;
  transactionsService: Pick<TransactionsService, "sums" | "firstDates">;
}

/** What a report was asked for: a range (either end may be left to the default) and its cut. */
export interface ReportRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** One period of the cash-flow report. */
export interface CashFlowPeriod extends DateRange, CashFlow {}

/** The cash-flow report. */
export interface CashFlowReport {
  range: DateRange;
  interval: ReportInterval;
  periods: CashFlowPeriod[];
  totals: CashFlow;
}

/** What the spending report groups by. */
export type SpendingGrouping = "category" | "merchant" | "account";

/** One group of the spending report. */
export interface SpendingGroup {
  key: string;
  label: string;
  amountCents: Cents;
  count: number;
  share: number;
  series?: { start: string; amountCents: Cents }[] | undefined;
}

/** The spending report. */
export interface SpendingReport {
  range: DateRange;
  groupBy: SpendingGrouping;
  interval: ReportInterval | undefined;
  totalCents: Cents;
  groups: SpendingGroup[];
}

/** The net-worth report. */
export interface NetWorthReport {
  range: DateRange;
  interval: "week" | "month";
  points: NetWorthPoint[];
}

/**
 * Reports (docs/design/reports.md): cash flow, spending by category, merchant or account, and net worth
 * over time. Every figure is a measure of the ledger's read model by the one rule of that measure
 * (`cashFlowOf`, `answerOf`, `netWorthHistory` in the domain), so a report agrees with the
 * dashboard, the budgets page and the assistant for the same window. Nothing is stored.
 */
export function createReportsService({
  usersService,
  accountsService,
  transactionsService,
}: Dependencies) {
  /** The asked range, or the last 12 months to today by default (from the 1st, 11 months ago). */
  async function rangeOf(
    userId: number,
    asked: ReportRange,
    facts?: RequestFacts,
  ): Promise<{ range: DateRange; today: string }> {
    const today = await usersService.today(userId, facts);
    const endDate = asked.endDate ?? today;
    const startDate = asked.startDate ?? monthsBack(endDate, 11);
    // Only a start after the default end moves the end: a range stays in order.
    return {
      range: {
        startDate,
        endDate: startDate > endDate ? startDate : endDate,
      },
      today,
    };
  }

  return {
    async cashFlow(
      userId: number,
      asked: ReportRange & {
        interval: ReportInterval;
        accountId?: number | undefined;
      },
      facts?: RequestFacts,
    ): Promise<CashFlowReport> {
      const { range } = await rangeOf(userId, asked, facts);
      // Another user's account is a 404, as everywhere.
      if (asked.accountId !== undefined)
        await accountsService.get(userId, asked.accountId);
      const sums = await transactionsService.sums(
        userId,
        {
          ...range,
          accountIds:
            asked.accountId === undefined ? undefined : [asked.accountId],
        },
        "day",
        facts,
      );
      const byPeriod = groupByPeriod(sums, asked.interval, (row) => row.key);
      return {
        range,
        interval: asked.interval,
        periods: splitRange(range, asked.interval).map((period) => ({
          ...period,
          ...cashFlowOf(
            byPeriod.get(periodKey(period.startDate, asked.interval)) ?? [],
          ),
        })),
        totals: cashFlowOf(sums),
      };
    },

    async spending(
      userId: number,
      asked: ReportRange & {
        groupBy: SpendingGrouping;
        interval?: ReportInterval | undefined;
        limit?: number | undefined;
      },
      facts?: RequestFacts,
    ): Promise<SpendingReport> {
      const { range } = await rangeOf(userId, asked, facts);
      const { groupBy, interval } = asked;
      const [sums, labels] = await Promise.all([
        transactionsService.sums(
          userId,
          range,
          groupBy,
          facts,
          interval !== undefined,
        ),
        groupBy === "account"
          ? accountsService
              .list(userId, facts)
              .then((accounts) => accountLabels(accounts))
          : undefined,
      ]);
      const total = toCents(answerOf(sums, { measure: "spending" }).total);
      const keyOf = (row: LedgerSums) =>
        groupBy === "category" ? row.category : row.key;
      const answer = answerOf(sums, {
        measure: "spending",
        groupBy,
        limit: asked.limit,
      });
      const periods = interval === undefined ? [] : splitRange(range, interval);
      const rowsOf = new Map<string, LedgerSums[]>();
      for (const row of sums) {
        const list = rowsOf.get(keyOf(row)) ?? [];
        list.push(row);
        rowsOf.set(keyOf(row), list);
      }
      return {
        range,
        groupBy,
        interval,
        totalCents: total,
        groups: answer.groups.map((group) => {
          const amountCents = toCents(group.value);
          const byPeriod =
            interval === undefined
              ? undefined
              : groupByPeriod(
                  rowsOf.get(group.key) ?? [],
                  interval,
                  (row) => row.day ?? "",
                );
          return {
            key: group.key,
            label: labelOf(groupBy, group.key, labels),
            amountCents,
            count: spendingRowCount(rowsOf.get(group.key) ?? []),
            share: ratioPercent(amountCents, total),
            series:
              byPeriod &&
              periods.map((period) => ({
                start: period.startDate,
                amountCents: toCents(
                  answerOf(
                    byPeriod.get(
                      periodKey(period.startDate, interval ?? "month"),
                    ) ?? [],
                    { measure: "spending" },
                  ).total,
                ),
              })),
          };
        }),
      };
    },

    async netWorth(
      userId: number,
      asked: ReportRange & { interval: "week" | "month" },
      facts?: RequestFacts,
    ): Promise<NetWorthReport> {
      const { range, today } = await rangeOf(userId, asked, facts);
      const [accounts, sums] = await Promise.all([
        accountsService.list(userId, facts),
        // The range's rows up to today, by account and day: a point's balance is today's less
        // the rows after it.
        transactionsService.sums(
          userId,
          { startDate: range.startDate, endDate: today },
          "account",
          facts,
          true,
        ),
      ]);
      const firstDates = await transactionsService.firstDates(
        userId,
        accounts.map((account) => account.id),
      );
      const flows = new Map<string, DayFlow>();
      for (const row of sums) {
        const accountId = Number(row.key);
        const date = row.day ?? today;
        const id = `${row.key}|${date}`;
        const flow = flows.get(id) ?? {
          accountId,
          date,
          debitCents: toCents(0),
          creditCents: toCents(0),
        };
        flows.set(id, {
          ...flow,
          debitCents: toCents(flow.debitCents + row.debitCents),
          creditCents: toCents(flow.creditCents + row.creditCents),
        });
      }
      // A point at the end of each period, none after today: the last is today's net worth,
      // the Accounts page's figure.
      const dates = splitRange(range, asked.interval)
        .map((period) => (period.endDate < today ? period.endDate : today))
        .filter(
          (date, i, all) => date >= range.startDate && all.indexOf(date) === i,
        );
      return {
        range,
        interval: asked.interval,
        points: netWorthHistory(
          accounts.map((account) => ({
            id: account.id,
            accountType: account.accountType,
            balanceCents: account.balanceCents,
            anchorCents: account.balanceAnchor.balanceCents,
            // It exists from its adding or its first row, whichever came first.
            addedOn: [
              account.createdAt.slice(0, 10),
              firstDates.get(account.id) ?? account.createdAt,
            ].sort()[0] as string,
          })),
          [...flows.values()],
          dates,
        ),
      };
    },
  };
}

/** The reports service. */
export type ReportsService = ReturnType<typeof createReportsService>;

/** Sums grouped by the period their day falls in. */
function groupByPeriod(
  rows: readonly LedgerSums[],
  interval: ReportInterval,
  dayOf: (row: LedgerSums) => string,
): Map<string, LedgerSums[]> {
  const byPeriod = new Map<string, LedgerSums[]>();
  for (const row of rows) {
    const key = periodKey(dayOf(row), interval);
    const list = byPeriod.get(key) ?? [];
    list.push(row);
    byPeriod.set(key, list);
  }
  return byPeriod;
}

function labelOf(
  groupBy: SpendingGrouping,
  key: string,
  accounts: Map<number, string> | undefined,
): string {
  if (groupBy === "category")
    return isCategory(key) ? CATEGORY_LABELS[key] : key;
  if (groupBy === "account") return accounts?.get(Number(key)) ?? key;
  return key;
}
