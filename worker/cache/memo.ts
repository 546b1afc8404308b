/**
 * The one in-isolate memo the Worker keeps values in: at most `entries` of them, the least
 * recently used going first, each trusted for `ttlMs` after it was set (without one, until it is
 * pushed out). Reads and writes take the caller's clock, so freshness follows the request's time
 * (and the tests' fake one). A `Map` keeps its keys in insertion order, which is the recency
 * order once a read or a write moves its key to the end.
 */

export interface Memo<Value> {
  /** The value under the key, now the most recently used; undefined when none is fresh. */
  get(key: string, now?: number): Value | undefined;
  set(key: string, value: Value, now?: number): void;
  delete(key: string): void;
  clear(): void;
  keys(): IterableIterator<string>;
}

export function memo<Value>(options: { entries: number; ttlMs?: number }): Memo<Value> {
  const { entries, ttlMs } = options;
  const kept = new Map<string, { value: Value; at: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      // A value set "later" than now (a clock moved back) is as untrusted as an old one.
      if (ttlMs !== undefined && (now - entry.at >= ttlMs || entry.at > now)) return undefined;
      kept.set(key, entry);
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      kept.delete(key);
      kept.set(key, { value, at: now });
      while (kept.size > entries) {
        const oldest = kept.keys().next();
        if (oldest.done) break;
        kept.delete(oldest.value);
      }
    },
    delete: (key) => void kept.delete(key),
    clear: () => kept.clear(),
    keys: () => kept.keys(),
  };
}
