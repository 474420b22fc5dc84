import { ConfigError } from "../../platform/config";
import type { InstanceSettings } from "../../platform/instance-settings";
import {
  keyIdOfCiphertext,
  TokenDecryptError,
  type TokenCipher,
} from "./token-cipher";

/** The instance setting that holds the key's check value (migration 0020). */
const SETTING = "data_encryption_key_check";
/** A fixed text encrypted under the key, bound to its own owner so no token row can stand in. */
const CHECK_TEXT = "Finch data encryption key check";
const CHECK_OWNER = { userId: 0, itemId: SETTING };

/**
 * Stops startup when this instance's key is not the installation's
 * (docs/design/bank-linking.md §10): running on would only fail, with a 502 and the bank marked
 * broken, every sync of an item another instance linked. Two checks: no stored token may name
 * another key, and the check value the first instance wrote (a fixed text encrypted under its key)
 * must open with this one. The check value is what catches a second instance before any bank is
 * linked, when each instance that was not given DATA_ENCRYPTION_KEY would otherwise encrypt under a
 * key of its own.
 */
export async function assertTokenKey(
  cipher: TokenCipher,
  settings: InstanceSettings,
  storedKeyIds: string[],
): Promise<void> {
  const foreign = storedKeyIds.filter((id) => id !== cipher.keyId);
  if (foreign.length > 0)
    throw new ConfigError(
      mismatch("bank tokens were stored under", foreign.join(", "), cipher),
    );
  const stored = await settings.settle(
    SETTING,
    cipher.encrypt(CHECK_TEXT, CHECK_OWNER),
  );
  if (!opens(cipher, stored))
    throw new ConfigError(
      mismatch(
        "this database was first used with",
        keyIdOfCiphertext(stored) ?? "unknown",
        cipher,
      ),
    );
}

function opens(cipher: TokenCipher, stored: string): boolean {
  try {
    return cipher.decrypt(stored, CHECK_OWNER) === CHECK_TEXT;
  } catch (error) {
    if (error instanceof TokenDecryptError) return false;
    throw error;
  }
}

function mismatch(what: string, theirs: string, cipher: TokenCipher): string {
  return (
    `DATA_ENCRYPTION_KEY does not match the key ${what} (key id ${theirs}; this instance's is ${cipher.keyId}). ` +
    "Set the same DATA_ENCRYPTION_KEY on every instance that shares the database: an instance " +
    "started without it generates a key of its own under DATA_DIR."
  );
}
