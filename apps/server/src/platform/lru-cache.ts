/**
 * A bounded map that forgets the least recently used entry first. For in-process copies the app
 * can always rebuild (prepared statements, verified tokens, built sandbox logs, the assistant's
 * rows): a miss costs time, never correctness.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity)
      for (const oldest of this.#entries.keys()) {
        this.#entries.delete(oldest);
        break;
      }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
