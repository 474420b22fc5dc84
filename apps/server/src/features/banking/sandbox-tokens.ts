import { createHash } from "node:crypto";
import { ProviderError } from "./bank-provider";

/** The sandbox keeps tokens as SHA-256 hashes only. */
export function hash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A sandbox cursor: the item and an offset into its change log, opaque like Plaid's. */
export function encodeCursor(itemId: string, offset: number): string {
  return Buffer.from(`${itemId}:${String(offset)}`).toString("base64url");
}

/** The offset a cursor names; a cursor of another item is refused like Plaid refuses it. */
export function decodeCursor(cursor: string, itemId: string): number {
  if (!cursor) return 0;
  const [owner, offset] = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .split(":");
  const n = Number(offset);
  if (owner !== itemId || !Number.isSafeInteger(n) || n < 0)
    throw new ProviderError({
      status: 400,
      errorType: "INVALID_INPUT",
      errorCode: "INVALID_FIELD",
      message: "cursor not valid for this item",
    });
  return n;
}
