import type { ChatResponse } from "@finch/contracts";
import type { AppConfig } from "../../platform/config";
import { analyze } from "./analyst/analyst";
import { runLlmTurn } from "./llm/llm-turn";
import {
  createSnapshotCache,
  loadSnapshot,
  type SnapshotSources,
} from "./snapshot-loader";

interface Dependencies extends SnapshotSources {
  ai: AppConfig["ai"];
  log?: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * The assistant's use case: load the user's data through the other features' services, let the
 * analyst read the question (always), then answer with the analyst or, when configured, with an
 * LLM driving the same tools; any provider failure falls back to the analyst's answer.
 */
export function createAssistantService(deps: Dependencies) {
  const cache = createSnapshotCache();
  return {
    async chat(
      userId: number,
      message: string,
      history: readonly string[],
    ): Promise<ChatResponse> {
      const snapshot = await loadSnapshot(deps, userId, cache);
      const { reply, frame } = await analyze(snapshot, message, history);
      const base: ChatResponse = {
        response: reply.text,
        links: reply.links,
        meta: {
          engine: "builtin",
          intent: reply.intent,
          period: reply.period
            ? {
                start: reply.period.start,
                end: reply.period.end,
                label: reply.period.label,
              }
            : null,
          sources: reply.tools,
          fallback: false,
        },
      };
      if (deps.ai.provider === "builtin") return base;
      const outcome = await runLlmTurn({
        ai: deps.ai,
        snapshot,
        message,
        frame,
      });
      if (outcome.ok) {
        return {
          response: outcome.text,
          links: reply.links,
          meta: {
            ...base.meta,
            engine: deps.ai.provider,
            sources: outcome.tools,
            fallback: false,
          },
        };
      }
      // A log line without the message text (docs/design/assistant.md §7, privacy).
      deps.log?.(
        { provider: deps.ai.provider, reason: outcome.reason },
        "assistant fell back to the analyst",
      );
      return { ...base, meta: { ...base.meta, fallback: true } };
    },
  };
}

/** The assistant service. */
export type AssistantService = ReturnType<typeof createAssistantService>;
