import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useQueries } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { CREATE_PARAM, paths } from "../../../shared/paths";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import {
  BUDGET_HISTORY_PERIODS,
  budgetHistoryQueryOptions,
  type BudgetHistoryPeriod,
  type BudgetRef,
} from "../api/budget-history-queries";
import { BudgetHistoryCard } from "./budget-history-card";
import { BudgetLegend } from "./budget-legend";
import { DownloadCsvButton } from "./download-csv-button";
import { budgetPerformanceCsv } from "./report-csv";
import { ReportLoading } from "./report-loading";
import { ReportQueryState } from "./report-query-state";
import { ReportSection } from "./report-section";

/** The budgets list, as the page is handed it (web features never import each other). */
export interface BudgetsRead {
  data: readonly BudgetRef[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * Budget performance: each budget's spending against its amount over its own last periods,
 * whatever range the other reports cover.
 */
export function BudgetPerformanceSection({
  budgets,
  today,
}: {
  budgets: BudgetsRead;
  today: string | undefined;
}) {
  const list = budgets.data ?? [];
  const histories = useQueries({
    queries: list.map((budget) => budgetHistoryQueryOptions(budget.id)),
  });
  const loaded = list.flatMap((budget, index) => {
    const periods = histories[index]?.data;
    return periods === undefined ? [] : [{ budget, periods }];
  });
  const failed = histories.find((history) => history.isError);
  return (
    <ReportSection
      title="Budget performance"
      subtitle={`Each budget's spending against its amount over its last ${String(BUDGET_HISTORY_PERIODS)} periods, whatever the range above. Earlier periods are measured against today's amount.`}
      actions={
        <DownloadCsvButton
          fileName={`finch-budget-performance-${today ?? "latest"}.csv`}
          rows={() => budgetPerformanceCsv(loaded)}
          isDisabled={list.length === 0 || loaded.length < list.length}
        />
      }
    >
      <ReportQueryState
        query={budgets}
        errorFallback="Failed to load budgets"
        loadingLabel="Loading budgets"
      >
        {(all) =>
          all.length === 0 ? (
            <NoBudgets />
          ) : (
            <>
              {failed && (
                <QueryErrorAlert
                  query={{
                    ...failed,
                    refetch: () =>
                      Promise.all(histories.map((h) => h.refetch())),
                  }}
                  fallback="Failed to load budget history"
                />
              )}
              {loaded.length < all.length && failed === undefined ? (
                <ReportLoading label="Loading budget history" />
              ) : (
                <BudgetCards items={loaded} />
              )}
            </>
          )
        }
      </ReportQueryState>
    </ReportSection>
  );
}

function BudgetCards({
  items,
}: {
  items: readonly {
    budget: BudgetRef;
    periods: readonly BudgetHistoryPeriod[];
  }[];
}) {
  return (
    <>
      <BudgetLegend />
      <Box sx={gridSx}>
        {items.map(({ budget, periods }) => (
          <BudgetHistoryCard
            key={budget.id}
            budget={budget}
            periods={periods}
          />
        ))}
      </Box>
    </>
  );
}

function NoBudgets() {
  return (
    <EmptyState
      headingLevel="h3"
      icon={<SavingsOutlined />}
      title="No budgets set"
      description="Create budgets to track your spending"
      action={
        <Button
          component={RouterLink}
          to={`${paths.budgets}?${CREATE_PARAM.name}=${CREATE_PARAM.value}`}
          variant="outlined"
        >
          Create Budget
        </Button>
      }
    />
  );
}

const gridSx = {
  display: "grid",
  gridTemplateColumns: {
    xs: "minmax(0, 1fr)",
    md: "repeat(2, minmax(0, 1fr))",
  },
  gap: 2,
} as const;
