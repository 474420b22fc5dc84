import { sumCents, type Cents } from "@finch/domain";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useQueries } from "@tanstack/react-query";
import { accountsQueryOptions } from "../../features/accounts/api/account-queries";
import { budgetsQueryOptions } from "../../features/budgets/api/budget-queries";
import { goalsQueryOptions } from "../../features/goals/api/goal-queries";
import { summaryQueryOptions } from "../../features/insights/api/insight-queries";
import { transactionsQueryOptions } from "../../features/transactions/api/transaction-queries";
import { PageHeader } from "../../shared/ui/page-header";
import { QueryErrorAlert } from "../../shared/ui/query-error-alert";
import { BudgetProgressPanel } from "./dashboard/budget-progress-panel";
import {
  AssistantCard,
  QuickActionsPanel,
} from "./dashboard/quick-actions-panel";
import {
  RECENT_TRANSACTIONS,
  RecentTransactionsPanel,
} from "./dashboard/recent-transactions-panel";
import { SavingsGoalsPanel } from "./dashboard/savings-goals-panel";
import { SpendingChartPanel } from "./dashboard/spending-chart-panel";
import { SummaryCards } from "./dashboard/summary-cards";

/**
 * The overview (docs/product.md §2): the four lists and the summary figures are read in parallel;
 * a spinner shows until they arrive, and a failure shows one dismissible alert. The spending chart
 * reads its own figures, and loads its code, once it comes near the screen.
 */
export function DashboardPage() {
  const [accounts, transactions, budgets, goals, summary] = useQueries({
    queries: [
      accountsQueryOptions(),
      // Recent means up to today: upcoming rows are not recent (docs/glossary.md).
      transactionsQueryOptions({
        page: 1,
        pageSize: RECENT_TRANSACTIONS,
        upcoming: "exclude",
      }),
      budgetsQueryOptions(),
      goalsQueryOptions(),
      summaryQueryOptions(),
    ],
  });
  const reads = [accounts, transactions, budgets, goals, summary];
  const failed = reads.find((read) => read.isError);
  const isLoading = reads.some((read) => read.isPending && read.isFetching);
  const activeGoals = (goals.data ?? []).filter(
    (goal) => goal.isActive && !goal.isCompleted,
  );

  return (
    <>
      <PageHeader
        title="Welcome back!"
        subtitle="Here's an overview of your finances today."
      />
      {failed && (
        <QueryErrorAlert
          query={{
            ...failed,
            refetch: () => Promise.all(reads.map((read) => read.refetch())),
          }}
          fallback="Failed to load dashboard data"
        />
      )}
      {isLoading ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading your dashboard" />
        </Box>
      ) : (
        <>
          {summary.data && (
            <SummaryCards
              summary={summary.data}
              budgets={budgets.data ?? []}
              activeGoalCount={activeGoals.length}
              totalSavedCents={sumSaved(goals.data ?? [])}
            />
          )}
          <Box sx={layoutSx}>
            <Box sx={columnSx}>
              <RecentTransactionsPanel
                transactions={transactions.data?.transactions ?? []}
              />
              <BudgetProgressPanel budgets={budgets.data ?? []} />
              {summary.data && (
                <SpendingChartPanel
                  monthStartDate={summary.data.monthStartDate}
                  today={summary.data.today}
                />
              )}
            </Box>
            <Box sx={columnSx}>
              <QuickActionsPanel />
              <AssistantCard />
              <SavingsGoalsPanel goals={goals.data ?? []} />
            </Box>
          </Box>
        </>
      )}
    </>
  );
}

function sumSaved(goals: readonly { currentCents: Cents }[]): Cents {
  return sumCents(goals.map((goal) => goal.currentCents));
}

const layoutSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
  gap: 3,
  alignItems: "start",
} as const;

const columnSx = {
  display: "grid",
  gap: 3,
  minWidth: 0,
} as const;
