import { PageHeader } from "../../../shared/ui/page-header";

/** The Budgets screen; for now only its title. */
export function BudgetsPage() {
  return <PageHeader title="Budgets" />;
}
