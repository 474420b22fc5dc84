import { LruCache } from "../../platform/lru-cache";

/** Figures kept across all users, least recently read dropped first (a few hundred bytes each). */
const CAPACITY = 5_000;

/**
 * Sums over a user's transactions (category totals of a window, the net flow after a date, a
 * window's pending count), kept in memory while the user's transactions version holds. Every
 * read still asks the database for the version (one key lookup): a write by any feature or
 * instance bumps it in the writing transaction (migration 0010), so a figure is never served
 * after a write to the rows it sums has committed. The version is read before the figure is
 * computed: a write in between only makes the kept figure newer than its version, and the next
 * read computes it again.
 */
export function createFiguresCache(
  readVersion: (userId: number) => Promise<number>,
) {
  const entries = new LruCache<string, { version: number; value: unknown }>(
    CAPACITY,
  );
  return async function kept<T>(
    userId: number,
    figure: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const version = await readVersion(userId);
    const key = `${String(userId)} ${figure}`;
    const entry = entries.get(key);
    if (entry?.version === version) return entry.value as T;
    // Shared by every later reader: frozen, so no caller can change another's figures.
    const value = deepFreeze(await compute());
    entries.set(key, { version, value });
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
