/**
 * The one error type of Finch (docs/style.md §5). Domain and services throw it; the server's single
 * error handler maps `code` to an HTTP status. Nothing here knows about HTTP.
 */

/** The closed set of error kinds. */
export type AppErrorCode =
  | "validation_failed"
  | "unauthenticated"
  | "not_found"
  | "conflict"
  | "rule_violation"
  | "rate_limited"
  | "provider_failed";

/** One invalid field: where (`['body', 'amount']`), a readable sentence, and a stable word. */
export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Options beyond the code and the message. */
export interface AppErrorOptions {
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** An expected failure whose `message` is safe to show the user (it becomes `detail`). */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(
      message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** '<Thing> not found' — also for ids that belong to someone else. */
export function notFound(thing: string): AppError {
  return new AppError("not_found", `${thing} not found`);
}

/** A conflict with existing data, such as a duplicate email. */
export function conflict(message: string): AppError {
  return new AppError("conflict", message);
}

/** A business rule the request breaks (400). */
export function ruleViolation(message: string): AppError {
  return new AppError("rule_violation", message);
}

/** Invalid input, one entry per field. */
export function invalid(fieldErrors: FieldError[]): AppError {
  return new AppError(
    "validation_failed",
    fieldErrors.map((e) => e.msg).join(", "),
    { fieldErrors },
  );
}

/** A missing, invalid, expired or revoked credential. */
export function unauthenticated(message = "Not authenticated"): AppError {
  return new AppError("unauthenticated", message);
}

/** Too many attempts; the caller may retry after the given number of seconds. */
export function rateLimited(
  message: string,
  retryAfterSeconds: number,
): AppError {
  return new AppError("rate_limited", message, { retryAfterSeconds });
}

/** True for an AppError of the given code. */
export function isAppError(
  error: unknown,
  code?: AppErrorCode,
): error is AppError {
  return (
    error instanceof AppError && (code === undefined || error.code === code)
  );
}
