import { createHash, generateKeyPairSync, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Clock } from "../../platform/clock";
import { ProviderError, type WebhookKey } from "./bank-provider";

/**
 * The sandbox signs its webhooks the way Plaid does (docs/design/bank-linking.md §8): an ES256 JWT
 * in `Plaid-Verification` whose `request_body_sha256` is the body's hash, verified with the key its
 * `kid` names. The key pair lives in memory: a restart retires it, as Plaid rotates keys.
 */
export function createSandboxWebhookSigner(clock: Clock) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
  });
  const keyId = `sandbox-${randomUUID()}`;
  const jwk = publicKey.export({ format: "jwk" });

  return {
    getKey(id: string): Promise<WebhookKey> {
      if (id !== keyId || !jwk.x || !jwk.y)
        return Promise.reject(
          new ProviderError({
            status: 400,
            errorType: "INVALID_INPUT",
            errorCode: "INVALID_WEBHOOK_VERIFICATION_KEY_ID",
          }),
        );
      return Promise.resolve({
        kty: "EC",
        crv: "P-256",
        x: jwk.x,
        y: jwk.y,
        expiredAt: null,
      });
    },

    /** The `Plaid-Verification` header for `rawBody`. */
    sign(rawBody: string): Promise<string> {
      return new SignJWT({
        request_body_sha256: createHash("sha256").update(rawBody).digest("hex"),
      })
        .setProtectedHeader({ alg: "ES256", kid: keyId, typ: "JWT" })
        .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
        .sign(privateKey);
    },
  };
}

/** The sandbox's webhook signer. */
export type SandboxWebhookSigner = ReturnType<
  typeof createSandboxWebhookSigner
>;
