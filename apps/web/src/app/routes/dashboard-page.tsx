import { PageHeader } from "../../shared/ui/page-header";

/** The overview screen; its cards and panels arrive with the dashboard issue. */
export function DashboardPage() {
  return (
    <PageHeader
      title="Welcome back!"
      subtitle="Here's an overview of your finances today."
    />
  );
}
