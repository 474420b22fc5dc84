import { z } from "zod";

/**
 * Request limits and the sign-in lockout (docs/design/security.md §Limits). Each has an environment
 * variable (README, Configuration); tests and the benchmark set them through the configuration.
 */
export interface RateLimits {
  /** API requests a minute per signed-in user, every route together. */
  perMinutePerUser: number;
  /** API requests a minute per address for requests without a (valid) token. */
  perMinutePerIp: number;
  loginPerMinutePerIp: number;
  registerPerHourPerIp: number;
  /** Bank syncs reach the bank: docs/design/security.md §Limits. */
  syncPerMinutePerUser: number;
  /** Assistant messages: each may run a model call. */
  chatPerMinutePerUser: number;
  /** Data exports stream every row the user has. */
  exportsPerHourPerUser: number;
  /** Failed sign-ins (or password changes) against one email before it is locked. */
  failedLoginsBeforeLock: number;
  lockMinutes: number;
}

/** The limits when no variable says otherwise. */
export const DEFAULT_LIMITS: RateLimits = {
  perMinutePerUser: 300,
  perMinutePerIp: 300,
  loginPerMinutePerIp: 20,
  registerPerHourPerIp: 10,
  syncPerMinutePerUser: 6,
  chatPerMinutePerUser: 20,
  exportsPerHourPerUser: 5,
  failedLoginsBeforeLock: 10,
  lockMinutes: 15,
};

/**
 * A positive integer in decimal digits, or `fallback` when unset. Stricter than `z.coerce`, which
 * would take "1e3", " 7" or "" (as 0): a limit an operator mistypes stops the server instead.
 */
function positiveInteger(fallback: number) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { error: "must be a positive integer" })
    .transform(Number)
    .default(fallback);
}

/** The variables of the limits, with today's values as defaults. */
export const limitsEnvShape = {
  RATE_LIMIT_USER_PER_MINUTE: positiveInteger(DEFAULT_LIMITS.perMinutePerUser),
  RATE_LIMIT_IP_PER_MINUTE: positiveInteger(DEFAULT_LIMITS.perMinutePerIp),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInteger(
    DEFAULT_LIMITS.loginPerMinutePerIp,
  ),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInteger(
    DEFAULT_LIMITS.registerPerHourPerIp,
  ),
  RATE_LIMIT_SYNC_PER_MINUTE: positiveInteger(
    DEFAULT_LIMITS.syncPerMinutePerUser,
  ),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInteger(
    DEFAULT_LIMITS.chatPerMinutePerUser,
  ),
  RATE_LIMIT_EXPORT_PER_HOUR: positiveInteger(
    DEFAULT_LIMITS.exportsPerHourPerUser,
  ),
  LOGIN_LOCK_FAILURES: positiveInteger(DEFAULT_LIMITS.failedLoginsBeforeLock),
  LOGIN_LOCK_MINUTES: positiveInteger(DEFAULT_LIMITS.lockMinutes),
};

type LimitsEnv = z.output<z.ZodObject<typeof limitsEnvShape>>;

/** The limits from their parsed variables. */
export function limitsFromEnv(e: LimitsEnv): RateLimits {
  return {
    perMinutePerUser: e.RATE_LIMIT_USER_PER_MINUTE,
    perMinutePerIp: e.RATE_LIMIT_IP_PER_MINUTE,
    loginPerMinutePerIp: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    registerPerHourPerIp: e.RATE_LIMIT_REGISTER_PER_HOUR,
    syncPerMinutePerUser: e.RATE_LIMIT_SYNC_PER_MINUTE,
    chatPerMinutePerUser: e.RATE_LIMIT_CHAT_PER_MINUTE,
    exportsPerHourPerUser: e.RATE_LIMIT_EXPORT_PER_HOUR,
    failedLoginsBeforeLock: e.LOGIN_LOCK_FAILURES,
    lockMinutes: e.LOGIN_LOCK_MINUTES,
  };
}
