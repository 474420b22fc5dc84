import { LruCache } from "./lru-cache";

/**
 * What Finch keeps in memory between requests, in one place: each user's rows of one kind (their
 * budgets, accounts or goals, ADRs 0016, 0017) and the assistant's merchant words (ADR 0040),
 * kept under the versions the request read; each earned its place on the bench's realistic mix
 * (docs/performance.md; ADR 0041). The only other copy is the list's known page places
 * (`features/transactions/page-seek.ts`, ADR 0042), also dropped when the version moves. The versions live in the database
 * and move with every write, by triggers, whatever instance or statement wrote; the rows are read
 * again whenever the key differs from the kept copy's. The versions were read before the rows: a
 * write in between only makes the kept rows newer than their versions, and the next read reads
 * them again. The rows are frozen, as every later reader shares them.
 */
export function createKeptRows<T>(users: number) {
  const kept = new LruCache<number, { key: string; value: T }>(users);
  return async function keptFor(
    userId: number,
    key: readonly (number | string)[],
    read: () => Promise<T>,
  ): Promise<T> {
    const joined = key.join(" ");
    const entry = kept.get(userId);
    if (entry?.key === joined) return entry.value;
    const value = deepFreeze(await read());
    kept.set(userId, { key: joined, value });
    return value;
  };
}

/** Freezes `value` and everything it holds, so no reader can change another's shared copy. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
