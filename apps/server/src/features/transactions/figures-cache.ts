import { deepFreeze } from "../../platform/kept-rows";
import { LruCache } from "../../platform/lru-cache";

/** Figures kept across all users, least recently read dropped first (a few hundred bytes each). */
const FIGURES = 5_000;
/** List pages kept across all users (up to 100 rows, at most ~30 KB each). */
const PAGES = 500;

type Store = LruCache<string, { version: number; value: unknown }>;

/**
 * What is read from a user's transactions — sums (category totals of a window, the net flow
 * after a date, a window's pending count) and pages of the list — kept in memory while the
 * user's transactions version holds. A write by any feature or instance bumps the version in the
 * writing statement (migrations 0010, 0017), so nothing is served after a write to the rows it
 * was read from has committed.
 *
 * `forUser` starts one read (a request's): its figures and pages share one version, the one the
 * request's auth check read (`RequestFacts`) or else one lookup made at the first of them, so a
 * budgets page or a dashboard summary needs the version once however many windows it sums. The
 * version is read before anything is computed: a write in between only makes a kept copy newer
 * than its version, and the next read computes it again.
 */
export function createFiguresCache(
  readVersion: (userId: number) => Promise<number>,
) {
  const figures: Store = new LruCache(FIGURES);
  const pages: Store = new LruCache(PAGES);
  return function forUser(userId: number, knownVersion?: number) {
    let version: Promise<number> | number | undefined = knownVersion;
    async function kept<T>(
      store: Store,
      name: string,
      compute: () => Promise<T>,
    ): Promise<T> {
      version ??= readVersion(userId);
      const current = await version;
      const key = `${String(userId)} ${name}`;
      const entry = store.get(key);
      if (entry?.version === current) return entry.value as T;
      // Shared by every later reader: frozen, so no caller can change another's copy.
      const value = deepFreeze(await compute());
      store.set(key, { version: current, value });
      return value;
    }
    return {
      /** A sum or other small figure, kept under `name`. */
      figure: <T>(name: string, compute: () => Promise<T>) =>
        kept(figures, name, compute),
      /** A page of rows, kept under `name` in a smaller store. */
      page: <T>(name: string, compute: () => Promise<T>) =>
        kept(pages, name, compute),
    };
  };
}
