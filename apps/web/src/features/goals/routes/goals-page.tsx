import { PageHeader } from "../../../shared/ui/page-header";

/** The Savings Goals screen; for now only its title. */
export function GoalsPage() {
  return <PageHeader title="Savings Goals" />;
}
