import type { FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config";

/**
 * pino with secrets redacted wherever they could appear (docs/design/security.md LOG-3). Request
 * bodies are never logged; these paths cover headers and any object a handler logs on purpose.
 */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "*.password",
  "*.current_password",
  "*.new_password",
  "*.access_token",
  "*.accessToken",
  "*.passwordHash",
  "*.secret",
];

/** Fastify logger options for the configured level and destination. */
export function loggerOptions(
  level: AppConfig["logLevel"],
  destination: boolean | { stream: NodeJS.WritableStream } | undefined,
): NonNullable<FastifyServerOptions["logger"]> {
  if (destination === false) return false;
  const base = { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } };
  return typeof destination === "object"
    ? { ...base, stream: destination.stream }
    : base;
}
