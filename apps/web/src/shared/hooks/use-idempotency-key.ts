import { useRef } from "react";

/**
 * Idempotency keys for one dialog opening (ADR 0019): the same body gets the same key, so a
 * repeated or retried submit is answered with the first result; a changed body is a new request
 * with a new key. Mount a fresh dialog per opening and its keys start fresh.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const keys = useRef(new Map<string, string>());
  return (body) => {
    const text = JSON.stringify(body ?? null);
    let key = keys.current.get(text);
    if (key === undefined) {
      key = randomKey();
      keys.current.set(text, key);
    }
    return key;
  };
}

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS or localhost pages. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
