import { AppError, type AppErrorCode, type FieldError } from "@finch/domain";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from "fastify";
import type { z } from "zod";
import { nulCharacterPaths } from "./nul-characters";

/** The one table from error code to HTTP status (docs/style.md §5). */
const STATUS_OF: Record<AppErrorCode, number> = {
  validation_failed: 422,
  unauthenticated: 401,
  not_found: 404,
  conflict: 409,
  rule_violation: 400,
  rate_limited: 429,
  provider_failed: 502,
};

/** The part of a request a schema validates, as the contract's `loc` names it. */
const LOC_OF_PART: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "header",
};

/**
 * Validates a request part with its zod schema and turns failures into an `AppError` whose field
 * errors carry `loc` = [part, ...path], a sentence a user can read and a stable `type` word.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({
  schema,
  httpPart,
}) => {
  const part = LOC_OF_PART[httpPart ?? "body"] ?? "body";
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return withoutNul(part, result.data);
    return {
      error: new AppError("validation_failed", "Invalid input", {
        fieldErrors: toFieldErrors(part, data, result.error),
      }),
    };
  };
};

function withoutNul(
  part: string,
  value: unknown,
  prefix: (string | number)[] = [],
): { value: unknown } | { error: AppError } {
  const paths = nulCharacterPaths(value, prefix);
  if (paths.length === 0) return { value };
  const fieldErrors = paths.map((path) => ({
    loc: [part, ...path],
    msg: `${labelOf(path)} must not contain a NUL character`,
    type: "nul_character",
  }));
  return {
    error: new AppError("validation_failed", "Invalid input", { fieldErrors }),
  };
}

/**
 * Validates one piece of a body that is read piece by piece (the data import reads its file as a
 * stream): `value` sits at `path` in the body. Answers as the whole-body validator would have
 * for that piece: the parsed value, or a thrown 422 whose `loc`s start ["body", ...path].
 * `mayHoldNul` false skips the NUL check (the caller saw no `\u0000` in the piece's JSON text).
 */
export function validateBodyPart<T extends z.ZodType>(
  schema: T,
  value: unknown,
  path: (string | number)[],
  mayHoldNul = true,
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError("validation_failed", "Invalid input", {
      fieldErrors: toFieldErrors("body", value, result.error, path),
    });
  if (!mayHoldNul) return result.data;
  const checked = withoutNul("body", result.data, path);
  if ("error" in checked) throw checked.error;
  return result.data;
}

function toFieldErrors(
  part: string,
  data: unknown,
  error: z.ZodError,
  prefix: (string | number)[] = [],
): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter(
      (p): p is string | number => typeof p !== "symbol",
    );
    const loc = [part, ...prefix, ...path];
    const value = valueAt(data, path);
    // Whatever a schema says about a field that is not there, the field is missing. Fastify hands
    // a request without a body to the validator as null.
    const missing =
      value === undefined || (path.length === 0 && value === null);
    if (missing && path.length === 0 && prefix.length === 0)
      return { loc, msg: "Request body is required", type: "missing" };
    if (missing && !issue.message.endsWith("is required")) {
      return {
        loc,
        msg: `${labelOf([...prefix, ...path])} is required`,
        type: "missing",
      };
    }
    return {
      loc,
      msg: issue.message,
      type: missing ? "missing" : typeOf(issue),
    };
  });
}

/** A custom check names its own type in `params.type`; otherwise zod's issue code is the type. */
function typeOf(issue: z.core.$ZodIssue): string {
  const custom =
    issue.code === "custom"
      ? (issue.params as { type?: unknown } | undefined)?.type
      : undefined;
  return typeof custom === "string" ? custom : issue.code;
}

function valueAt(data: unknown, path: (string | number)[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

function labelOf(path: (string | number)[]): string {
  const last =
    [...path].reverse().find((p): p is string => typeof p === "string") ??
    "Value";
  const words = last
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Fastify's router errors (a path that is not valid percent-encoded UTF-8, e.g. `%zz` or `%C0%AF`)
 * skip the error handler and would answer 400 in Fastify's own shape. Such a path names no
 * resource, so it gets the API's JSON 404 (found by the security fuzzer, issue 8).
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.code(404).send({ detail: "Not Found" });
}

/**
 * Installs the only error handler (the JSON 404 lives with the SPA fallback). Expected errors keep the contract's shape;
 * anything unexpected is logged with the request id and answered with that id alone.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    sendError(error, request, reply),
  );
}

function sendError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) return sendAppError(error, request, reply);
  const status = error.statusCode ?? 500;
  if (isBodyParseError(error)) {
    request.log.info(
      { event: "input_validation_fail", reason: error.code },
      "unparseable body",
    );
    return reply.code(422).send({
      detail: [
        {
          loc: ["body"],
          msg: "Request body is not valid JSON",
          type: "json_invalid",
        },
      ],
    });
  }
  if (status === 413 || status === 415) {
    // Refused input like any other (a body limit, a multipart part or field limit, a media type).
    request.log.info(
      { event: "input_validation_fail", reason: error.code },
      "refused body",
    );
    return reply.code(status).send({
      detail:
        status === 413
          ? "Request body is too large"
          : "Unsupported content type",
    });
  }
  if (status === 429)
    return reply
      .code(429)
      .send({ detail: "Too many requests. Please try again later." });
  if (
    status >= 400 &&
    status < 500 &&
    error.code !== "FST_ERR_RESPONSE_SERIALIZATION"
  ) {
    return reply.code(status).send({ detail: safeClientMessage(error) });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply
    .code(500)
    .send({ detail: "Internal server error", request_id: request.id });
}

function sendAppError(
  error: AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = STATUS_OF[error.code];
  if (error.code === "validation_failed") {
    request.log.info(
      {
        event: "input_validation_fail",
        fields: error.fieldErrors?.map((f) => f.loc.join(".")),
        // Why a parser refused the body (forms.ts keeps busboy's or the plugin's error as cause).
        ...(error.cause === undefined ? {} : { reason: reasonOf(error.cause) }),
      },
      "invalid input",
    );
    return reply.code(status).send({ detail: error.fieldErrors ?? [] });
  }
  if (error.retryAfterSeconds !== undefined)
    void reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.code(status).send({ detail: error.message });
}

/** A cause's stable code, else its message (the parsers' messages carry no input). */
function reasonOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? code : cause.message;
}

const BODY_PARSE_CODES = new Set([
  "FST_ERR_CTP_INVALID_JSON_BODY",
  "FST_ERR_CTP_EMPTY_JSON_BODY",
  "FST_ERR_CTP_BODY_TOO_LARGE_FOR_JSON",
]);

function isBodyParseError(error: FastifyError): boolean {
  if (BODY_PARSE_CODES.has(error.code)) return true;
  // secure-json-parse rejects __proto__ / constructor.prototype keys with a SyntaxError.
  return error.statusCode === 400 && error instanceof SyntaxError;
}

/** Fastify's own 4xx messages are safe, but never echo anything that looks like a path or stack. */
function safeClientMessage(error: FastifyError): string {
  const message = error.message || "Bad request";
  return /[/\\]|\bat\b.*:\d+/.test(message) ? "Bad request" : message;
}
