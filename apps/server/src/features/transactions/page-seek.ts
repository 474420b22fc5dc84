import { LruCache } from "../../platform/lru-cache";

/**
 * Keyset paging behind the list's `skip` and `limit` (ADR 0042). A page newest first is a run of
 * rows in (date, id) order; once a row's place in the filtered list is known, any page near it
 * is read from that row's key on the (user, date, id) index, by `(date, id) < key`, instead of
 * walking every newer row. The known places are the rows already served (the first and last of
 * each page, kept while the user's transactions version holds), the list's start and its end
 * (the total): the page is read from the nearest, in whichever direction is shorter. The next
 * page, the previous one and the last one then cost what the first one costs.
 */

/** A row whose place in the filtered list, newest first, is known: 0 is the newest. */
export interface KnownRow {
  position: number;
  transactionDate: string;
  id: number;
}

/** How to read one page: from which key, in which direction, past how many rows. */
export interface PageSeek {
  /**
   * `newest`: rows older than `from` (or from the newest row), newest first. `oldest`: rows
   * newer than `from` (or from the oldest row), oldest first; the caller reverses them.
   */
  direction: "newest" | "oldest";
  from?: { transactionDate: string; id: number };
  /** Rows to pass over after `from` before the page starts. */
  offset: number;
  limit: number;
}

/**
 * The shortest way to rows [skip, skip + limit) of a list of `total` rows, given the rows whose
 * places are known. Undefined when the page is past the end.
 */
export function seekPage(
  page: { skip: number; limit: number },
  total: number,
  known: readonly KnownRow[],
): PageSeek | undefined {
  const { skip } = page;
  const limit = Math.min(page.limit, total - skip);
  if (limit <= 0) return undefined;
  const end = skip + limit;
  // From the start, and from the end (the oldest row is at total - 1).
  let best: PageSeek = { direction: "newest", offset: skip, limit };
  const consider = (candidate: PageSeek) => {
    if (candidate.offset < best.offset) best = candidate;
  };
  consider({ direction: "oldest", offset: total - end, limit });
  for (const row of known) {
    const from = { transactionDate: row.transactionDate, id: row.id };
    if (row.position < skip)
      consider({
        direction: "newest",
        from,
        offset: skip - row.position - 1,
        limit,
      });
    else if (row.position >= end)
      consider({
        direction: "oldest",
        from,
        offset: row.position - end,
        limit,
      });
  }
  return best;
}

/**
 * The rows of a page worth remembering: its first and its last, at their places. Rows read
 * oldest first are passed back in list order.
 */
export function knownRowsOf(
  skip: number,
  rows: readonly { transactionDate: string; id: number }[],
): KnownRow[] {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  return [
    { position: skip, transactionDate: first.transactionDate, id: first.id },
    {
      position: skip + rows.length - 1,
      transactionDate: last.transactionDate,
      id: last.id,
    },
  ];
}

/**
 * The rows each user's pages have shown, by list (the filters), kept while the user's
 * transactions version holds: any write moves the version and forgets them, as it may move every
 * place. Bounded: the most recently used users, a few lists each, a few dozen rows a list.
 */
export function createKnownRows(users: number) {
  const kept = new LruCache<
    number,
    { version: number; lists: LruCache<string, KnownRow[]> }
  >(users);
  return {
    of(userId: number, version: number, list: string): readonly KnownRow[] {
      const entry = kept.get(userId);
      return (entry?.version === version && entry.lists.get(list)) || [];
    },
    learn(
      userId: number,
      version: number,
      list: string,
      rows: readonly KnownRow[],
    ): void {
      let entry = kept.get(userId);
      if (entry?.version !== version) {
        entry = { version, lists: new LruCache(LISTS_PER_USER) };
        kept.set(userId, entry);
      }
      const places = new Set(rows.map((row) => row.position));
      const known = (entry.lists.get(list) ?? []).filter(
        (row) => !places.has(row.position),
      );
      entry.lists.set(list, [...known, ...rows].slice(-ROWS_PER_LIST));
    },
  };
}

/** The lists a user pages through at once (filters changed back and forth). */
const LISTS_PER_USER = 8;

/** The rows kept per list: the first and last of the last 32 pages shown. */
const ROWS_PER_LIST = 64;
