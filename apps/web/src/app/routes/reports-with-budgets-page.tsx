import { todayIn } from "@finch/domain";
import { useQuery } from "@tanstack/react-query";
import { budgetsQueryOptions } from "../../features/budgets/api/budget-queries";
import { summaryQueryOptions } from "../../features/insights/api/insight-queries";
import { ReportsPage } from "../../features/reports/routes/reports-page";
import { useUserPreferences } from "../../shared/user-preferences";

/**
 * /analytics: the reports, handed today and the budgets by the features that read them. Today is
 * the server's, in the profile's time zone (the dashboard summary's), so the ranges are the days
 * the server counts; if the summary cannot be read, today on this device's clock in that zone.
 */
export function ReportsWithBudgetsPage() {
  const summary = useQuery(summaryQueryOptions());
  const budgets = useQuery(budgetsQueryOptions());
  const { timeZone } = useUserPreferences();
  const today =
    summary.data?.today ??
    (summary.isError ? todayIn(new Date(), timeZone) : undefined);
  return <ReportsPage today={today} budgets={budgets} />;
}
