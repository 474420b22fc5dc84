import { chatResponseSchema, type ChatBody } from "@finch/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";

/** Sends one chat message, `POST /ai/chat`; the answer is read from `response`. */
export function useSendChatMessage() {
  return useMutation({
    mutationFn: (body: ChatBody) =>
      apiRequest("/ai/chat", {
        method: "POST",
        body,
        schema: chatResponseSchema,
      }),
  });
}
