import { LruCache } from "../../platform/lru-cache";

/** Figures kept across all users, least recently read dropped first (a few hundred bytes each). */
const CAPACITY = 5_000;

/**
 * Sums over a user's transactions (category totals of a window, the net flow after a date, a
 * window's pending count), kept in memory while the user's transactions version holds. A write
 * by any feature or instance bumps the version in the writing transaction (migration 0010), so a
 * figure is never served after a write to the rows it sums has committed.
 *
 * `forUser` starts one read (a request's): its figures share one version lookup, made at its
 * first figure, so a budgets page or a dashboard summary asks for the version once however many
 * windows it sums. The version is read before any figure is computed: a write in between only
 * makes a kept figure newer than its version, and the next read computes it again.
 */
export function createFiguresCache(
  readVersion: (userId: number) => Promise<number>,
) {
  const entries = new LruCache<string, { version: number; value: unknown }>(
    CAPACITY,
  );
  return function forUser(userId: number) {
    let version: Promise<number> | undefined;
    return async function kept<T>(
      figure: string,
      compute: () => Promise<T>,
    ): Promise<T> {
      version ??= readVersion(userId);
      const current = await version;
      const key = `${String(userId)} ${figure}`;
      const entry = entries.get(key);
      if (entry?.version === current) return entry.value as T;
      // Shared by every later reader: frozen, so no caller can change another's figures.
      const value = deepFreeze(await compute());
      entries.set(key, { version: current, value });
      return value;
    };
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
