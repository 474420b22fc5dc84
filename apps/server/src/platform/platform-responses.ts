import { errorBodySchema } from "@finch/contracts";
import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Fastify 5 parses a body for every method but these, DELETE included, whether or not the route
 * has a body schema: any other route can answer 413 and 415 (and 422 for malformed JSON, which
 * routes declare themselves).
 */
const BODYLESS_METHODS = new Set(["GET", "HEAD", "TRACE"]);

/** The statuses the platform answers before a route's handler runs (docs/style.md §5, ADR 0007). */
const TOO_LARGE = {
  description:
    "Request body too large: it exceeds this route's body limit (1 MiB unless the route sets its own).",
  content: { "application/json": { schema: errorBodySchema } },
};
const UNSUPPORTED_TYPE = {
  description:
    "Unsupported content type: the body's media type is not one this route accepts (JSON unless the route lists others).",
  content: { "application/json": { schema: errorBodySchema } },
};
const TOO_MANY = {
  description:
    "Too many requests: a rate limit, or the route's own lockout, was reached.",
  content: { "application/json": { schema: errorBodySchema } },
  // Plain JSON Schema: OpenAPI response headers, kept in the document by `openapi.ts`.
  headers: {
    "Retry-After": {
      type: "integer",
      description: "Seconds to wait before trying again.",
    },
  },
};

/**
 * Completes every documented route's `response` with the statuses the platform can really answer
 * on it, so the OpenAPI document and the serializer cover them and a new route gets them without
 * anyone writing them:
 * - 413 and 415 on every method Fastify parses a body for (the body limit; no parser for the type);
 * - 429 on every API route the rate limiters cover (`security.ts`: everything under `/api/`
 *   except routes whose config says `rateLimit: false`, i.e. `/health`).
 * Routes declare only what their own handler answers. Call before the routes are registered.
 */
export function declarePlatformResponses(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response;
    if (!route.schema || !isRecord(response)) return;
    const platform: Record<number, unknown> = {};
    if (parsesBody(route)) {
      platform[413] = TOO_LARGE;
      platform[415] = UNSUPPORTED_TYPE;
    }
    if (isRateLimited(route)) platform[429] = TOO_MANY;
    // New objects: never mutate a schema or response map another route may share.
    route.schema = { ...route.schema, response: { ...response, ...platform } };
  });
}

function parsesBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => !BODYLESS_METHODS.has(method));
}

/** The limiters' own rule (`@fastify/rate-limit` global, its allow list in `security.ts`). */
function isRateLimited(route: RouteOptions): boolean {
  return route.url.startsWith("/api/") && route.config?.rateLimit !== false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
