import { z } from "zod";

/** Most characters a chat message may have after trimming (docs/design/security.md §Limits). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Earlier turns of a chat. */
const turnsSchema = z
  .array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4),
    }),
  )
  .max(20);

/** `POST /ai/chat` body: the message, and optionally the recent turns for follow-ups. */
export const chatBodySchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, { error: "Message must not be empty" })
    .max(CHAT_MESSAGE_MAX_LENGTH, {
      error: `Message must be at most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters`,
    }),
  /**
   * The previous turns the page holds, oldest first: a follow-up ("and the month before?")
   * refines the last question asked in them. Only user turns are read, the last few.
   */
  context: turnsSchema.optional(),
  /** The same as `context`, under its earlier name; `context` wins when both are sent. */
  history: turnsSchema.optional(),
});
/** A chat request. */
export type ChatBody = z.infer<typeof chatBodySchema>;

/** A link to one of the app's own routes (e.g. the filtered transactions list). */
export const chatLinkSchema = z.object({
  label: z.string(),
  href: z.string().regex(/^\/[a-z-]*(\?[^\s]*)?$/),
});

/** `POST /ai/chat` answer: the page reads `response`; `meta` says how it was made. */
export const chatResponseSchema = z
  .object({
    response: z.string(),
    links: z.array(chatLinkSchema),
    meta: z.object({
      engine: z.enum(["builtin", "openai", "anthropic"]),
      intent: z.string(),
      period: z
        .object({ start: z.string(), end: z.string(), label: z.string() })
        .nullable(),
      sources: z.array(z.string()),
      fallback: z.boolean(),
    }),
  })
  .meta({ id: "ChatResponse" });
/** A chat answer as clients see it. */
export type ChatResponse = z.infer<typeof chatResponseSchema>;
