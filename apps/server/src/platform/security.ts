import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import rateLimit from "@fastify/rate-limit";
import { rateLimited } from "@finch/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "./config";
import {
  createRateLimitCounters,
  type RateLimitMode,
} from "./rate-limit-store";

/** Stable names of security events (docs/design/security.md LOG-2). */
export type SecurityEvent =
  | "authn_login_success"
  | "authn_login_fail"
  | "authn_login_lock"
  | "authn_register"
  | "authn_password_change"
  | "authn_token_revoked"
  | "authz_fail"
  | "excess_rate_limit_exceeded"
  | "data_export";

/** Logs one security event as structured JSON with the request id, IP and user. */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  fields: {
    userId?: number | null;
    outcome: "success" | "failure";
    [key: string]: unknown;
  },
): void {
  request.log.info(
    {
      event,
      ip: request.ip,
      userId: request.user?.id ?? null,
      ...fields,
      at: new Date().toISOString(),
    },
    "security event",
  );
}

/**
 * Security headers on every response (helmet), a strict CSP for the SPA document, no-store on
 * API answers, and the global per-user (or per-IP when anonymous) rate limit. Answers where the
 * limits' counters are kept, for the health check.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
): Promise<{ rateLimitMode: () => RateLimitMode }> {
  const plaid = plaidLinkSources(config);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...plaid.script],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...plaid.connect],
        frameSrc: plaid.frame.length > 0 ? plaid.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    // HSTS only matters behind TLS, which a reverse proxy terminates; harmless on plain HTTP.
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/"))
      void reply.header("cache-control", "no-store");
  });

  const counters = await createRateLimitCounters(config.redisUrl, app.log);
  app.addHook("onClose", () => counters.close());
  await app.register(rateLimit, {
    ...(counters.store ? { store: counters.store } : {}),
    global: true,
    max: (request) =>
      request.user
        ? config.limits.perMinutePerUser
        : config.limits.perMinutePerIp,
    timeWindow: "1 minute",
    // After authentication, so signed-in users are counted by account rather than address, and
    // before validation, so a request refused as invalid (422) counts as much as a valid one.
    hook: "preValidation",
    // The limit guards the API. The SPA's document and assets are static files: a page load
    // fetches a dozen of them without a token, so counting them per address would lock out a
    // household behind one NAT address (and did, in the browser journeys) for no protection.
    allowList: (request) => !request.url.startsWith("/api/"),
    keyGenerator: (request) =>
      request.user ? `user:${String(request.user.id)}` : `ip:${request.ip}`,
    errorResponseBuilder: (request, context) => {
      logSecurityEvent(request, "excess_rate_limit_exceeded", {
        outcome: "failure",
        limit: context.max,
      });
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return rateLimited(
        `Too many requests. Try again in ${String(seconds)} seconds.`,
        seconds,
      );
    },
  });
  return { rateLimitMode: counters.mode };
}

/**
 * helmet's headers for `options`, worked out once. helmet is a per-request middleware, but
 * nothing in these options depends on the request, and @fastify/helmet rebuilt the whole
 * middleware (parsing the CSP directives again) on every request: 3 % of the server's CPU.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
}

/**
 * Plaid Link's script and frame come from Plaid's CDN (docs/design/bank-linking.md §2); the CSP
 * admits them only when the Plaid provider is configured, never with the built-in sandbox.
 */
function plaidLinkSources(config: AppConfig): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (config.bankProvider !== "plaid")
    return { script: [], frame: [], connect: [] };
  return {
    script: ["https://cdn.plaid.com"],
    frame: ["https://cdn.plaid.com"],
    connect: [`https://${config.plaid.env}.plaid.com`],
  };
}
