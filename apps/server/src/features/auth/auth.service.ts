import type { RegisterBody } from "@finch/contracts";
import {
  AppError,
  invalid,
  normalizeEmail,
  type FieldError,
  rateLimited,
  ruleViolation,
  unauthenticated,
} from "@finch/domain";
import type { Clock } from "../../platform/clock";
import type { RateLimits } from "../../platform/config";
import type { TokenService } from "../../platform/auth";
import type { User, UsersService } from "../users/users.service";
import type { AuthRepository } from "./auth.repository";
import type { PasswordHasher } from "./password-hasher";
import {
  assertPasswordNotCommon,
  commonPasswordProblems,
} from "./password-policy";

/** What happened at a sign-in, for the security log. */
export type LoginOutcome =
  | { kind: "success"; userId: number; accessToken: string }
  | { kind: "failure"; userId: number | null; locked: boolean }
  | { kind: "locked"; retryAfterSeconds: number };

/** What happened at a password change, for the security log. */
export type PasswordChangeOutcome =
  | { kind: "success"; accessToken: string }
  | { kind: "failure"; locked: boolean }
  | { kind: "locked"; retryAfterSeconds: number };

interface Dependencies {
  usersService: UsersService;
  authRepository: AuthRepository;
  hasher: PasswordHasher;
  tokens: TokenService;
  clock: Clock;
  limits: RateLimits;
}

const INCORRECT_CREDENTIALS = "Incorrect email or password";
const INCORRECT_CURRENT_PASSWORD = "Current password is incorrect";

/** Sign-up and sign-in. */
export function createAuthService(deps: Dependencies) {
  const { usersService, authRepository, hasher, tokens, clock, limits } = deps;

  /**
   * Counts a password attempt for the email before argon2 runs; answers the lockout when the
   * email is locked or this attempt is one too many, else how many have failed so far.
   */
  async function admitAttempt(
    emailKey: string,
    now: Date,
  ): Promise<
    | { kind: "locked"; retryAfterSeconds: number }
    | { kind: "admitted"; failedCount: number }
  > {
    const attempt = await authRepository.recordAttempt(
      emailKey,
      now.toISOString(),
    );
    const lockedFor = secondsUntil(attempt.lockedUntil, now);
    if (lockedFor > 0) return { kind: "locked", retryAfterSeconds: lockedFor };
    if (attempt.failedCount > limits.failedLoginsBeforeLock) {
      await authRepository.lock(emailKey, lockUntil(now, limits));
      return { kind: "locked", retryAfterSeconds: limits.lockMinutes * 60 };
    }
    return { kind: "admitted", failedCount: attempt.failedCount };
  }

  /** A wrong password: locks the email when this was the last attempt allowed. */
  async function failedAttempt(
    emailKey: string,
    now: Date,
    failedCount: number,
  ): Promise<boolean> {
    const locked = failedCount >= limits.failedLoginsBeforeLock;
    if (locked) await authRepository.lock(emailKey, lockUntil(now, limits));
    return locked;
  }

  return {
    /**
     * Creates an account with the profile defaults; the email is normalized, the password checked.
     * `invalidBody` is the schema's verdict on the body when it failed: the password and email
     * checks still run on what can be read, so one answer names every field that is wrong. A
     * taken email alone is the 409 it always was.
     */
    async register(
      body: RegisterBody,
      invalidBody: Error | undefined,
    ): Promise<User> {
      const schemaErrors = fieldErrorsOf(invalidBody);
      const bad = new Set(schemaErrors.map((e) => e.loc[1]));
      // With a failed schema the body is whatever arrived: maybe not even an object.
      const raw: Partial<Record<keyof RegisterBody, unknown>> =
        typeof body === "object" && (body as unknown) !== null ? body : {};
      const problems = [...schemaErrors];
      if (!bad.has("password") && typeof raw.password === "string")
        problems.push(
          ...(await commonPasswordProblems(raw.password, "password")),
        );
      if (problems.length > 0) {
        if (
          !bad.has("email") &&
          typeof raw.email === "string" &&
          (await usersService.getCredentials(normalizeEmail(raw.email)))
        )
          problems.push({
            loc: ["body", "email"],
            msg: "Email already registered",
            type: "already_registered",
          });
        throw invalid(problems);
      }
      return usersService.create({
        email: normalizeEmail(body.email),
        passwordHash: await hasher.hash(body.password),
        fullName: body.full_name,
      });
    },

    /**
     * Checks a password. The attempt is counted before argon2 runs, so at most
     * `failedLoginsBeforeLock` verifications reach the hasher per lock window, even under
     * concurrent guesses; unknown emails spend the same work and get the same answer.
     */
    async login(username: string, password: string): Promise<LoginOutcome> {
      const emailKey = normalizeEmail(username);
      const now = clock.now();
      const attempt = await admitAttempt(emailKey, now);
      if (attempt.kind === "locked") return attempt;

      const credentials = await usersService.getCredentials(emailKey);
      const valid = credentials
        ? await hasher.verify(credentials.passwordHash, password)
        : await hasher.verifyDummy(password);
      if (!credentials || !valid)
        return {
          kind: "failure",
          userId: credentials?.id ?? null,
          locked: await failedAttempt(emailKey, now, attempt.failedCount),
        };

      await authRepository.reset(emailKey);
      if (hasher.needsRehash(credentials.passwordHash)) {
        await usersService.updatePasswordHash(
          credentials.id,
          await hasher.hash(password),
        );
      }
      return {
        kind: "success",
        userId: credentials.id,
        accessToken: await tokens.issue(
          credentials.id,
          credentials.tokenVersion,
        ),
      };
    },

    /**
     * Changes the password of a signed-in user (docs/design/security.md AUTH-5). The current
     * password is checked like a sign-in: the attempt counts toward the email's lockout before
     * argon2 runs, and a wrong one is a failed sign-in. Success stores the new hash, moves the
     * token version on (every older token gets 401) and issues a fresh token for the caller.
     */
    async changePassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
    ): Promise<PasswordChangeOutcome> {
      await assertPasswordNotCommon(newPassword, "new_password");
      const record = await usersService.getPasswordRecord(userId);
      const emailKey = normalizeEmail(record.email);
      const now = clock.now();
      const attempt = await admitAttempt(emailKey, now);
      if (attempt.kind === "locked") return attempt;
      if (!(await hasher.verify(record.passwordHash, currentPassword)))
        return {
          kind: "failure",
          locked: await failedAttempt(emailKey, now, attempt.failedCount),
        };
      await authRepository.reset(emailKey);
      const version = await usersService.replacePassword(
        userId,
        await hasher.hash(newPassword),
      );
      return {
        kind: "success",
        accessToken: await tokens.issue(userId, version),
      };
    },

    /** The error a refused password change answers with: 400, or 429 once the email is locked. */
    passwordChangeError(
      outcome: Exclude<PasswordChangeOutcome, { kind: "success" }>,
    ): Error {
      if (outcome.kind === "failure" && !outcome.locked)
        return ruleViolation(INCORRECT_CURRENT_PASSWORD);
      const seconds =
        outcome.kind === "locked"
          ? outcome.retryAfterSeconds
          : limits.lockMinutes * 60;
      return rateLimited(lockMessage(seconds), seconds);
    },

    /** The error a failed or locked sign-in answers with. */
    loginError(outcome: Exclude<LoginOutcome, { kind: "success" }>): Error {
      if (outcome.kind === "failure" && !outcome.locked)
        return unauthenticated(INCORRECT_CREDENTIALS);
      const seconds =
        outcome.kind === "locked"
          ? outcome.retryAfterSeconds
          : limits.lockMinutes * 60;
      return rateLimited(lockMessage(seconds), seconds);
    },
  };
}

/** The auth service. */
export type AuthService = ReturnType<typeof createAuthService>;

function secondsUntil(instant: string | null, now: Date): number {
  if (!instant) return 0;
  return Math.max(0, Math.ceil((Date.parse(instant) - now.getTime()) / 1000));
}

function lockUntil(now: Date, limits: RateLimits): string {
  return new Date(now.getTime() + limits.lockMinutes * 60_000).toISOString();
}

function lockMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Try again in ${String(minutes)} minute${minutes === 1 ? "" : "s"}.`;
}

/** The field errors of a failed schema check (the validator's AppError), or none. */
function fieldErrorsOf(error: Error | undefined): FieldError[] {
  if (error === undefined) return [];
  if (error instanceof AppError && error.fieldErrors) return error.fieldErrors;
  throw error;
}
