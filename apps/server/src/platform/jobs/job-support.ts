/** What the job mechanism logs through (the app's pino logger fits). */
export interface JobsLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The wait before retry `retries + 1` of a job that failed `retries + 1` times: the queue's delay,
 * or with backoff pg-boss's own formula (delay × 2^retries × a random factor between 1 and 2), so
 * both implementations space retries alike (docs/design/jobs.md §2).
 */
export function retryDelayMs(
  retries: number,
  delaySeconds: number,
  hasBackoff: boolean,
): number {
  if (!hasBackoff) return delaySeconds * 1000;
  const base = Math.max(delaySeconds, 1) * 2 ** Math.min(16, retries);
  return base * (1 + Math.random()) * 1000;
}

/**
 * What a failed job's log line says about its error: its class and message, never the job's data
 * (which may name a person) and never a nested cause (a provider error's request holds secrets).
 */
export function safeError(error: unknown): {
  errorName: string;
  errorMessage: string;
} {
  return error instanceof Error
    ? { errorName: error.name, errorMessage: error.message }
    : { errorName: typeof error, errorMessage: "non-error thrown" };
}
