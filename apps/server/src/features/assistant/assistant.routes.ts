import {
  chatBodySchema,
  chatResponseSchema,
  errorBodySchema,
  validationErrorBodySchema,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth";
import type { AssistantService } from "./assistant.service";

/** `/ai/*`: the chat assistant, `perMinute` messages a minute per user (`RATE_LIMIT_CHAT_PER_MINUTE`). */
export function assistantRoutes(
  assistantService: AssistantService,
  perMinute: number,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      "/ai/chat",
      {
        config: {
          rateLimit: {
            max: perMinute,
            timeWindow: "1 minute",
            keyGenerator: (r) => `ai-chat:${r.user ? String(r.user.id) : r.ip}`,
          },
        },
        schema: {
          tags: ["assistant"],
          body: chatBodySchema,
          response: {
            200: chatResponseSchema,
            401: errorBodySchema,
            422: validationErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { context, history: earlier } = request.body;
        const history = (context ?? earlier ?? [])
          .filter((turn) => turn.role === "user")
          .map((turn) => turn.content);
        return assistantService.chat(
          currentUser(request).id,
          request.body.message,
          history,
        );
      },
    );
    done();
  };
}
