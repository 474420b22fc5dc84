import { randomUUID } from "node:crypto";
import { unauthenticated, type Timezone } from "@finch/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
} from "jose";
import type { Clock } from "./clock";
import { LruCache } from "./lru-cache";

/**
 * What the auth check reads about the user in the same statement as the token version (ADR
 * 0016): the reads most requests make next, so they cost no statement of their own.
 */
export interface RequestFacts {
  /** The profile's time zone, which says what "today" is for the user. */
  timezone: Timezone;
  /**
   * The user's transactions version (migration 0010) as the request started. Copies of the
   * user's rows kept under it are current; a write after this read only makes them newer.
   */
  transactionsVersion: number;
  /** The user's budgets version (migration 0018) as the request started, likewise. */
  budgetsVersion: number;
  /** The user's accounts version (migration 0019) as the request started, likewise. */
  accountsVersion: number;
  /** The user's goals version (migration 0019) as the request started, likewise. */
  goalsVersion: number;
}

/** The signed-in user a verified token names. */
export interface AuthUser {
  id: number;
  facts: RequestFacts;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook on every protected route; `null` on public ones. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Marks a route reachable without a token (login, register, health, webhooks). */
    public?: boolean;
  }
}

const ISSUER = "finch";
const AUDIENCE = "finch-api";
/** 12 hours: NIST AAL2's re-authentication bound; the contract has no refresh (ADR 0004). */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const CLOCK_SKEW_SECONDS = 60;
/** Header parameters that let a token choose its own key; we use one pinned secret, so none is allowed. */
const KEY_SELECTING_HEADERS = [
  "jku",
  "jwk",
  "kid",
  "x5u",
  "x5c",
  "x5t",
  "crit",
] as const;

/** Issues and verifies access tokens: HS256 pinned, issuer/audience/typ checked, version-bound. */
export interface TokenService {
  issue(userId: number, tokenVersion: number): Promise<string>;
  /** The user the token names, or an `unauthenticated` error. */
  verify(token: string): Promise<{ userId: number; tokenVersion: number }>;
}

/** A token service over the configured secret. */
export function createTokenService(
  secret: Uint8Array,
  clock: Clock,
): TokenService {
  // Tokens whose signature and claims were verified, with their expiry. Checking an HS256
  // signature through WebCrypto was a tenth of the server's CPU per request (issue 9 profile);
  // the same bytes verify the same way, so only the expiry is checked again. Revocation is not
  // affected: the token version is compared with the user's on every request.
  const verified = new LruCache<
    string,
    { userId: number; tokenVersion: number; exp: number }
  >(10_000);
  return {
    async issue(userId, tokenVersion) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
        .setJti(randomUUID())
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        const now = Math.floor(clock.now().getTime() / 1000);
        // jose's rule: expired once now - tolerance >= exp.
        if (now - CLOCK_SKEW_SECONDS < known.exp)
          return { userId: known.userId, tokenVersion: known.tokenVersion };
        verified.delete(token);
        throw unauthenticated();
      }
      try {
        const header = decodeProtectedHeader(token);
        if (KEY_SELECTING_HEADERS.some((name) => name in header))
          throw unauthenticated();
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: "JWT",
          clockTolerance: CLOCK_SKEW_SECONDS,
          currentDate: clock.now(),
          requiredClaims: ["sub", "exp", "iat", "ver"],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (
          !Number.isSafeInteger(userId) ||
          userId <= 0 ||
          typeof tokenVersion !== "number"
        )
          throw unauthenticated();
        if (typeof payload.exp === "number")
          verified.set(token, { userId, tokenVersion, exp: payload.exp });
        return { userId, tokenVersion };
      } catch (error) {
        if (
          error instanceof joseErrors.JOSEError ||
          error instanceof TypeError ||
          error instanceof SyntaxError
        )
          throw unauthenticated();
        throw error;
      }
    },
  };
}

/** What the auth check reads about a signed-in user, in one statement: the token version and facts. */
export type Session = RequestFacts & { tokenVersion: number };

/** Looks up the user's session; `undefined` when the user no longer exists. */
export type SessionLookup = (userId: number) => Promise<Session | undefined>;

/**
 * Default deny: every `/api/v1/` route needs a valid bearer token unless its config says `public`.
 * The token's version must equal the user's current one, so a password change revokes every
 * older token on the next request (one indexed lookup, which also reads the request's facts).
 */
export function registerAuthHook(
  app: FastifyInstance,
  tokens: TokenService,
  sessionOf: SessionLookup,
): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (
      !request.url.startsWith("/api/v1/") ||
      request.routeOptions.config.public === true
    )
      return;
    // Unknown API routes answer the JSON 404 without asking for credentials.
    if (request.is404) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await tokens.verify(token);
    const session = await sessionOf(claims.userId);
    if (session === undefined || session.tokenVersion !== claims.tokenVersion) {
      request.log.info(
        { event: "authn_token_revoked", userId: claims.userId },
        "security event",
      );
      throw unauthenticated();
    }
    request.user = {
      id: claims.userId,
      facts: {
        timezone: session.timezone,
        transactionsVersion: session.transactionsVersion,
        budgetsVersion: session.budgetsVersion,
        accountsVersion: session.accountsVersion,
        goalsVersion: session.goalsVersion,
      },
    };
  });
}

/** The signed-in user of a protected route; throws if called on a public one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(header.trim());
  return match?.[1];
}
