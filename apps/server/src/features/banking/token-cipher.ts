import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
} from "node:crypto";

/**
 * AES-256-GCM for bank access tokens at rest (docs/design/bank-linking.md §10): a random 96-bit IV
 * per encryption, a 128-bit tag, and `user_id:item_id` as associated data so a ciphertext copied
 * to another row fails to decrypt. Stored as `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url);
 * the key id names the key so a rotation can find rows still under the old one.
 */
export interface TokenCipher {
  /** The id of the current key (first 8 hex digits of its SHA-256), as written in ciphertexts. */
  keyId: string;
  encrypt(plaintext: string, owner: TokenOwner): string;
  /** Throws `TokenDecryptError` for a wrong key, a changed byte or another row's ciphertext. */
  decrypt(stored: string, owner: TokenOwner): string;
}

/** The row a token belongs to: its user and the provider's item id. */
export interface TokenOwner {
  userId: number;
  itemId: string;
}

/** A stored token that cannot be decrypted with this key for this row. */
export class TokenDecryptError extends Error {
  override name = "TokenDecryptError";
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A cipher over a 32-byte key. */
export function createTokenCipher(key: Uint8Array): TokenCipher {
  if (key.length !== 32)
    throw new Error("DATA_ENCRYPTION_KEY must be 32 bytes");
  const keyId = keyIdOf(key);
  const aad = (owner: TokenOwner) =>
    Buffer.from(`${String(owner.userId)}:${owner.itemId}`, "utf8");

  return {
    keyId,
    encrypt(plaintext, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv, {
        authTagLength: TAG_BYTES,
      });
      cipher.setAAD(aad(owner));
      const body = Buffer.concat([
        cipher.update(plaintext, "utf8"),
        cipher.final(),
      ]);
      return [
        VERSION,
        keyId,
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        body.toString("base64url"),
      ].join(".");
    },
    decrypt(stored, owner) {
      const parts = stored.split(".");
      const [version, storedKeyId, iv, tag, body] = parts;
      if (
        parts.length !== 5 ||
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        body === undefined
      )
        throw new TokenDecryptError("Unrecognised token format");
      if (storedKeyId !== keyId)
        throw new TokenDecryptError(
          `Token was encrypted under key ${String(storedKeyId)}, not ${keyId}`,
        );
      try {
        const decipher = createDecipheriv(
          "aes-256-gcm",
          key,
          Buffer.from(iv, "base64url"),
          { authTagLength: TAG_BYTES },
        );
        decipher.setAAD(aad(owner));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        // Deliberately no cause: it says nothing useful and must never echo key material.
        throw new TokenDecryptError("Token failed authentication");
      }
    },
  };
}

/** The key id written into every ciphertext. */
export function keyIdOf(key: Uint8Array): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

/** The key id of a stored ciphertext, or `undefined` when it is not in our format. */
export function keyIdOfCiphertext(stored: string): string | undefined {
  const parts = stored.split(".");
  return parts.length === 5 && parts[0] === VERSION ? parts[1] : undefined;
}
