import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError, invalid } from "@finch/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentUser } from "./auth";
import type { Clock } from "./clock";
import type { Db } from "./db/database";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A create: it honours `Idempotency-Key` (ADR 0019). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, so its answer is kept when it is sent. */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

/** How long a key is honoured. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered after this long died with its instance. */
const ABANDONED_AFTER_MS = 60 * 1000;
/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_FOR_FIRST_MS = 15 * 1000;
const POLL_MS = 20;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on every create (ADR 0019): the first request with a key runs and its answer
 * is kept for 24 hours in the database; a repeat with the same key — a retry, a double click,
 * another instance — gets that answer back (with `Idempotent-Replayed: true`) instead of writing
 * again, after waiting for the first one if it is still running. The same key with a different
 * request is a 422. Server errors are not kept, so a retry after one runs again.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
): void {
  const store = createIdempotencyStore(db, clock);
  app.decorateRequest("idempotencyClaim", null);
  app.addHook("preHandler", async (request, reply) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const userId = currentUser(request).id;
    const outcome = await store.claim(userId, key, fingerprintOf(request));
    if (outcome.kind === "claimed") {
      request.idempotencyClaim = { userId, key };
      return;
    }
    return reply
      .code(outcome.statusCode)
      .header("idempotent-replayed", "true")
      .type("application/json; charset=utf-8")
      .send(outcome.body);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || typeof payload !== "string")
      await store.release(claim.userId, claim.key);
    else
      await store.complete(claim.userId, claim.key, reply.statusCode, payload);
    return payload;
  });
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !KEY_SHAPE.test(header))
    throw invalid([
      {
        loc: ["header", "Idempotency-Key"],
        msg: "Idempotency-Key must be 1 to 255 visible ASCII characters",
        type: "invalid_key",
      },
    ]);
  return header;
}

function fingerprintOf(request: FastifyRequest): string {
  const parts = [
    request.method,
    request.routeOptions.url ?? request.url,
    JSON.stringify(request.params ?? null),
    JSON.stringify(request.query ?? null),
    JSON.stringify(request.body ?? null),
  ];
  return createHash("sha256").update(parts.join("\n")).digest("base64url");
}

type ClaimOutcome =
  { kind: "claimed" } | { kind: "answered"; statusCode: number; body: string };

/** The `idempotency_keys` table (owned here): claim, complete, release. */
function createIdempotencyStore(db: Db, clock: Clock) {
  const table = "idempotencyKeys" as const;
  const ofKey = (userId: number, key: string) =>
    db
      .selectFrom(table)
      .select(["fingerprint", "statusCode", "responseBody", "createdAt"])
      .where("userId", "=", userId)
      .where("key", "=", key);
  const forget = (userId: number, key: string, createdAt: string) =>
    db
      .deleteFrom(table)
      .where("userId", "=", userId)
      .where("key", "=", key)
      .where("createdAt", "=", createdAt)
      .execute();

  async function tryInsert(userId: number, key: string, fingerprint: string) {
    const now = clock.now();
    const inserted = await db
      .insertInto(table)
      .values({ userId, key, fingerprint, createdAt: now.toISOString() })
      .onConflict((oc) => oc.columns(["userId", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted)
      await db
        .deleteFrom(table)
        .where("userId", "=", userId)
        .where(
          "createdAt",
          "<",
          new Date(now.getTime() - KEY_LIFETIME_MS).toISOString(),
        )
        .execute();
    return inserted !== undefined;
  }

  return {
    async claim(
      userId: number,
      key: string,
      fingerprint: string,
    ): Promise<ClaimOutcome> {
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        if (await tryInsert(userId, key, fingerprint))
          return { kind: "claimed" };
        const row = await ofKey(userId, key).executeTakeFirst();
        if (!row) continue; // released or expired meanwhile: claim it again
        const age = clock.now().getTime() - Date.parse(row.createdAt);
        if (
          age > KEY_LIFETIME_MS ||
          (row.statusCode === null && age > ABANDONED_AFTER_MS)
        ) {
          await forget(userId, key, row.createdAt);
          continue;
        }
        if (row.fingerprint !== fingerprint)
          throw invalid([
            {
              loc: ["header", "Idempotency-Key"],
              msg: "This Idempotency-Key was already used for a different request",
              type: "key_reused",
            },
          ]);
        if (row.statusCode !== null)
          return {
            kind: "answered",
            statusCode: row.statusCode,
            body: row.responseBody ?? "",
          };
        if (Date.now() > deadline)
          throw new AppError(
            "conflict",
            "A request with this Idempotency-Key is still in progress; try again shortly",
          );
        await sleep(POLL_MS);
      }
    },

    async complete(
      userId: number,
      key: string,
      statusCode: number,
      body: string,
    ) {
      await db
        .updateTable(table)
        .set({ statusCode, responseBody: body })
        .where("userId", "=", userId)
        .where("key", "=", key)
        .execute();
    },

    async release(userId: number, key: string) {
      await db
        .deleteFrom(table)
        .where("userId", "=", userId)
        .where("key", "=", key)
        .where("statusCode", "is", null)
        .execute();
    },
  };
}
