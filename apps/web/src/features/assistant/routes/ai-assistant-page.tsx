import { PageHeader } from "../../../shared/ui/page-header";

/** The AI Assistant screen; for now only its title. */
export function AiAssistantPage() {
  return <PageHeader title="AI Assistant" />;
}
