import {
  aboutResponseSchema,
  healthResponseSchema,
  healthUnavailableSchema,
} from "@finch/contracts";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import type { Db } from "./db/database";
import type { RateLimitMode } from "./rate-limit-store";

/**
 * `GET /health`: 200 after a database round trip, with where the rate limits are counted (a
 * Redis outage is reported, never a failed check: the limits still hold per instance); 503 when
 * the database does not answer.
 */
export function healthRoutes(
  db: Db,
  rateLimitMode: () => RateLimitMode,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/health",
      {
        config: { public: true, rateLimit: false },
        schema: {
          tags: ["health"],
          security: [],
          response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
        },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: "ok" as const, rate_limits: rateLimitMode() };
        } catch (error) {
          request.log.error(
            { err: error },
            "health check: database unreachable",
          );
          return reply.code(503).send({
            status: "unavailable" as const,
            detail: "Database unavailable",
          });
        }
      },
    );
    done();
  };
}

/** `GET /about`: public facts the screens show, such as whom to write to for support. */
export function aboutRoutes(
  supportEmail: string | undefined,
  sendsEmail: boolean,
): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      "/about",
      {
        config: { public: true },
        schema: {
          tags: ["health"],
          security: [],
          response: { 200: aboutResponseSchema },
        },
      },
      () => ({ support_email: supportEmail ?? null, sends_email: sendsEmail }),
    );
    done();
  };
}
