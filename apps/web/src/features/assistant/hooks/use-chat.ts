import type { ChatResponse } from "@finch/contracts";
import { useRef, useState } from "react";
import { ApiError } from "../../../shared/api-client";
import { useSendChatMessage } from "../api/chat-mutations";

/** A chat message as the page keeps it (docs/product.md §3: never sent as an entity). */
export interface ChatMessage {
  id: number;
  isUser: boolean;
  message: string;
  timestamp: Date;
  links?: ChatResponse["links"];
}

/** The assistant's first message, and the one Clear Chat returns to. */
export const GREETING =
  "Hello! I'm your AI financial assistant. I can help you understand your spending, check your budgets and goals, and answer questions about your finances. What would you like to know?";

/** The assistant's message when a request fails (docs/product.md §8). */
export const APOLOGY =
  "I'm sorry, I couldn't process your request right now. The AI service may be unavailable; please try again in a moment.";

/** The contract's fallback alert text for a failed chat call. */
export const CHAT_FAILED = "Failed to get AI response";

/** The turns sent as context: the last six questions and their answers (a chain of follow-ups). */
const HISTORY_TURNS = 12;

/** The conversation: messages, sending (blocked when empty or in flight), errors and Clear Chat. */
export function useChat() {
  const nextId = useRef(1);
  const greeting = (): ChatMessage => ({
    id: 0,
    isUser: false,
    message: GREETING,
    timestamp: new Date(),
  });
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [error, setError] = useState<string | undefined>();
  const send = useSendChatMessage();

  const append = (message: Omit<ChatMessage, "id" | "timestamp">) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id, timestamp: new Date() }]);
  };

  return {
    messages,
    error,
    isSending: send.isPending,
    dismissError: () => setError(undefined),
    clear: () => {
      setMessages([greeting()]);
      setError(undefined);
    },
    /** Sends the text; false when it was blocked (empty after trimming, or a request in flight). */
    submit(text: string): boolean {
      const message = text.trim();
      if (!message || send.isPending) return false;
      const context = messages
        .filter((m) => m.id !== 0)
        .slice(-HISTORY_TURNS)
        .map((m) => ({
          role: m.isUser ? ("user" as const) : ("assistant" as const),
          content: m.message.slice(0, 2000),
        }));
      append({ isUser: true, message });
      setError(undefined);
      send.mutate(
        { message, context },
        {
          onSuccess: (answer) =>
            append({
              isUser: false,
              message: answer.response,
              links: answer.links,
            }),
          onError: (failure) => {
            setError(
              failure instanceof ApiError && failure.detail
                ? failure.detail
                : CHAT_FAILED,
            );
            append({ isUser: false, message: APOLOGY });
          },
        },
      );
      return true;
    },
  };
}
