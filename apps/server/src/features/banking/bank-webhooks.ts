import { createHash, timingSafeEqual } from "node:crypto";
import { unauthenticated } from "@finch/domain";
import type { FastifyBaseLogger } from "fastify";
import {
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type CryptoKey,
} from "jose";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { statusAfterError } from "./bank-mapping";
import type { BankProvider } from "./bank-provider";
import type { BankSync } from "./bank-sync";
import { createBankingRepository, type BankItem } from "./banking.repository";

/** A webhook's body, as far as we read it. */
export interface WebhookBody {
  webhook_type: string;
  webhook_code: string;
  item_id?: string | undefined;
  error?:
    | { error_code?: string | undefined; error_type?: string | undefined }
    | null
    | undefined;
}

interface Dependencies {
  db: Db;
  provider: BankProvider;
  sync: Pick<BankSync, "reportProblem">;
  /** Queues the item's sync on the job mechanism (`bank-sync`, one waiting and one running per item). */
  queueSync: (bankItemId: number) => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const INVALID = "Invalid webhook signature";

/**
 * Plaid webhooks (docs/design/bank-linking.md §8): verified (ES256 JWT by `kid`, `iat` within 5
 * minutes, SHA-256 of the raw body), answered at once, and turned into item status changes or a
 * queued `bank-sync` job (docs/design/jobs.md): merged with one already waiting, queued after one
 * running, on whichever instance the delivery reached (deliveries repeat and arrive out of order).
 */
export function createWebhookHandler({
  db,
  provider,
  sync,
  queueSync,
  clock,
  log,
}: Dependencies) {
  const repository = createBankingRepository(db);
  const keys = new Map<string, CryptoKey | Uint8Array>();

  async function keyFor(keyId: string) {
    const cached = keys.get(keyId);
    if (cached) return cached;
    const jwk = await provider.getWebhookKey(keyId);
    if (jwk.expiredAt !== null) throw unauthenticated(INVALID);
    const key = await importJWK(
      { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
      "ES256",
    );
    keys.set(keyId, key);
    return key;
  }

  /** Records the item's new status and tells `onProblem` if it now needs its owner. */
  async function recordError(
    item: BankItem,
    error: Parameters<typeof repository.recordError>[1],
    nowIso: string,
  ): Promise<void> {
    await repository.recordError(item.id, error, nowIso);
    const after = await repository.findById(item.id);
    if (after) await sync.reportProblem(item, after);
  }

  return {
    /** Throws 401 unless `jwt` signs exactly `rawBody`, recently, with one of the provider's keys. */
    async verify(rawBody: string, jwt: string | undefined): Promise<void> {
      try {
        if (!jwt) throw new Error("missing");
        const header = decodeProtectedHeader(jwt);
        if (header.alg !== "ES256" || typeof header.kid !== "string")
          throw new Error("header");
        const { payload } = await jwtVerify(jwt, await keyFor(header.kid), {
          algorithms: ["ES256"],
          maxTokenAge: "5 min",
          currentDate: clock.now(),
        });
        const expected = Buffer.from(
          createHash("sha256").update(rawBody).digest("hex"),
        );
        const hash = payload.request_body_sha256;
        const claimed = Buffer.from(typeof hash === "string" ? hash : "");
        if (
          claimed.length !== expected.length ||
          !timingSafeEqual(claimed, expected)
        )
          throw new Error("hash");
      } catch (error) {
        log.warn(
          { reason: error instanceof Error ? error.message : "unknown" },
          "webhook refused",
        );
        throw unauthenticated(INVALID);
      }
    },

    /** Acts on a verified webhook; unknown items and legacy codes are ignored. */
    async handle(body: WebhookBody): Promise<void> {
      const item =
        body.item_id &&
        (await repository.findByItemId(provider.name, body.item_id));
      if (!item) return;
      const now = clock.now().toISOString();
      switch (`${body.webhook_type}:${body.webhook_code}`) {
        case "TRANSACTIONS:SYNC_UPDATES_AVAILABLE":
          await queueSync(item.id);
          return;
        case "ITEM:LOGIN_REPAIRED":
          await repository.markOk(item.id, now);
          await queueSync(item.id);
          return;
        case "ITEM:PENDING_EXPIRATION":
        case "ITEM:PENDING_DISCONNECT":
          await recordError(
            item,
            {
              status: "needs_reauth",
              code: body.webhook_code,
              message: "Your bank needs you to sign in again soon.",
            },
            now,
          );
          return;
        case "ITEM:USER_PERMISSION_REVOKED":
          await recordError(
            item,
            {
              status: "revoked",
              code: body.webhook_code,
              message: "This connection was removed at your bank.",
            },
            now,
          );
          return;
        case "ITEM:ERROR": {
          const code = body.error?.error_code ?? "ITEM_ERROR";
          const status = statusAfterError(code, body.error?.error_type ?? "");
          await recordError(
            item,
            {
              status,
              code,
              message: "Your bank reported a problem with this connection.",
            },
            now,
          );
          return;
        }
        default:
          // INITIAL_UPDATE, HISTORICAL_UPDATE, DEFAULT_UPDATE, TRANSACTIONS_REMOVED: legacy, ignored.
          return;
      }
    },
  };
}

/** The webhook handler. */
export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
