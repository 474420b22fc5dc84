import Stack from "@mui/material/Stack";
import { useState } from "react";
import { PageHeader } from "../../../shared/ui/page-header";
import { AssistantInfoCards } from "../components/assistant-info-cards";
import { ChatPanel } from "../components/chat-panel";
import { SuggestedQuestions } from "../components/suggested-questions";
import { useChat } from "../hooks/use-chat";

/**
 * The AI Assistant screen (docs/product.md §2): chat panel, suggested questions and information
 * cards.
 */
export function AiAssistantPage() {
  const chat = useChat();
  const [input, setInput] = useState("");
  return (
    <>
      <PageHeader
        title="AI Assistant"
        subtitle="Ask questions about your spending, budgets, goals and accounts"
      />
      <Stack spacing={3}>
        <ChatPanel chat={chat} input={input} onInputChange={setInput} />
        <SuggestedQuestions onChoose={setInput} />
        <AssistantInfoCards />
      </Stack>
    </>
  );
}
