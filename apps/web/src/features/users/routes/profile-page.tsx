import { PageHeader } from "../../../shared/ui/page-header";

/** The Profile Settings screen; for now only its title. */
export function ProfilePage() {
  return <PageHeader title="Profile Settings" />;
}
