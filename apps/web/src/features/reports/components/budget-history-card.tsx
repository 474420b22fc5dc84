import {
  BUDGET_STATUS_LABELS,
  CATEGORY_LABELS,
  toCents,
  type BudgetPeriod,
} from "@finch/domain";
import Card from "@mui/material/Card";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import type {
  BudgetHistoryPeriod,
  BudgetRef,
} from "../api/budget-history-queries";
import { ChartWithTable } from "./chart-with-table";
import { CHART_HEIGHTS } from "./chart-sizes";
import { axisLabel, periodName } from "./report-format";
import { transactionsLink } from "./report-links";
import { ReportTable } from "./report-table";
import { MoneyLink } from "./money-link";
import { NumericCell } from "./numeric-cell";

const BudgetHistoryChart = lazy(async () => ({
  default: (await import("./budget-history-chart")).BudgetHistoryChart,
}));

const INTERVAL_OF = {
  weekly: "week",
  monthly: "month",
  quarterly: "quarter",
  yearly: "year",
} as const satisfies Record<BudgetPeriod, string>;

const PERIOD_LABELS: Readonly<Record<BudgetPeriod, string>> = {
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  yearly: "Yearly",
};

/** One budget's last periods: a sentence, the bars against its amount, and the table. */
export function BudgetHistoryCard({
  budget,
  periods,
}: {
  budget: BudgetRef;
  periods: readonly BudgetHistoryPeriod[];
}) {
  const titleId = useId();
  const interval = INTERVAL_OF[budget.period];
  const amountCents = periods.at(-1)?.amountCents ?? toCents(0);
  const linkOf = (period: BudgetHistoryPeriod) =>
    transactionsLink(period, { category: budget.category });
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Typography
        id={titleId}
        variant="subtitle1"
        component="h3"
        sx={{ overflowWrap: "anywhere" }}
      >
        {budget.name}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        {`${CATEGORY_LABELS[budget.category]} · ${PERIOD_LABELS[budget.period]} · `}
        <MoneyText cents={amountCents} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {overSentence(periods, interval)}
      </Typography>
      <ChartWithTable
        label={`Bar chart of ${budget.name}'s spending in each of its last ${String(periods.length)} ${interval}s, against its amount`}
        height={CHART_HEIGHTS.budget}
        chart={
          <BudgetHistoryChart
            periods={periods}
            labels={periods.map((p) => axisLabel(p.startDate, interval))}
            linkOf={linkOf}
          />
        }
        table={
          <ReportTable
            label={`${budget.name} by ${interval}`}
            columns={[
              { label: "Period" },
              { label: "Spent", isNumeric: true },
              { label: "Budget", isNumeric: true },
              { label: "Status" },
            ]}
          >
            {periods.map((period) => (
              <TableRow key={period.startDate}>
                <TableCell>{periodName(period, interval)}</TableCell>
                <NumericCell>
                  <MoneyLink to={linkOf(period)} cents={period.spentCents} />
                </NumericCell>
                <NumericCell>
                  <MoneyText cents={period.amountCents} />
                </NumericCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {BUDGET_STATUS_LABELS[period.status]}
                </TableCell>
              </TableRow>
            ))}
          </ReportTable>
        }
      />
    </Card>
  );
}

/** 'Over budget in 2 of the last 6 months', 'Within budget in each of the last 6 weeks'. */
function overSentence(
  periods: readonly BudgetHistoryPeriod[],
  interval: string,
): string {
  const over = periods.filter((p) => p.status === "over_budget").length;
  const last = `the last ${String(periods.length)} ${interval}${periods.length === 1 ? "" : "s"}`;
  return over === 0
    ? `Within budget in each of ${last}.`
    : `Over budget in ${String(over)} of ${last}.`;
}
