import Box from "@mui/material/Box";
import { PageHeader } from "../../../shared/ui/page-header";
import {
  BudgetPerformanceSection,
  type BudgetsRead,
} from "../components/budget-performance-section";
import { CashFlowSection } from "../components/cash-flow-section";
import { NetWorthSection } from "../components/net-worth-section";
import { RangeSelector } from "../components/range-selector";
import { ReportLoading } from "../components/report-loading";
import { SpendingSection } from "../components/spending-section";
import { useReportSearch } from "../hooks/use-report-search";

/** What the page is handed by the app (web features never import each other). */
export interface ReportsPageProps {
  /** Today in the profile's time zone; undefined until it is known. */
  today: string | undefined;
  /** The user's budgets, for their performance. */
  budgets: BudgetsRead;
}

/**
 * The Reports screen (/analytics): one range, kept in the URL, for cash flow, spending and net
 * worth, and each budget's recent periods. Every figure opens the transactions behind it.
 */
export function ReportsPage({ today, budgets }: ReportsPageProps) {
  const search = useReportSearch(today);
  const { range, interval } = search;
  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Where your money comes from and where it goes, over any range."
      />
      <RangeSelector search={search} />
      {range === undefined || interval === undefined ? (
        <ReportLoading label="Loading reports" />
      ) : (
        <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
          <CashFlowSection range={range} interval={interval} />
          <SpendingSection
            range={range}
            interval={interval}
            groupBy={search.groupBy}
            onGroupBy={search.setGroupBy}
          />
          <NetWorthSection range={range} interval={interval} />
          <BudgetPerformanceSection budgets={budgets} today={today} />
        </Box>
      )}
    </>
  );
}
