/**
 * Answers kept per key for the life of one categoriser or compiled rule set (one import, sync or
 * training run): statement lines repeat, so a line is read once however many rows carry it. The
 * memo forgets everything once it holds `limit` keys, so a file of distinct lines cannot grow it
 * without end.
 */
export class Memo<K, V> {
  private readonly values = new Map<K, V>();

  constructor(private readonly limit = MEMO_LIMIT) {}

  /** The value kept for `key`, made by `make` the first time. */
  get(key: K, make: (key: K) => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}

/** Distinct keys a memo holds before it starts again. */
export const MEMO_LIMIT = 10_000;
