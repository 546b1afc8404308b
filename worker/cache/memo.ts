/**
 * The one in-isolate memo the Worker keeps values in: at most `entries`, the least recently used
 * going first, each trusted for `ttlMs` after it was set. Reads and writes take the caller's
 * clock (the request's, or a test's). A `Map` keeps insertion order: a read or write moves its
 * key to the end, so the first key is the least recently used.
 */

export function memo<Value>(options: { entries: number; ttlMs?: number }) {
  const { entries, ttlMs } = options;
  const kept = new Map<string, { value: Value; at: number }>();
  return {
    /** The value under the key, now the most recently used; undefined when none is fresh. */
    get(key: string, now: number = Date.now()): Value | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      // A value set "later" than now (a clock moved back) is as untrusted as an old one.
      if (ttlMs !== undefined && (now - entry.at >= ttlMs || entry.at > now)) return undefined;
      kept.set(key, entry);
      return entry.value;
    },
    set(key: string, value: Value, now: number = Date.now()): void {
      kept.delete(key);
      kept.set(key, { value, at: now });
      while (kept.size > entries) {
        const oldest = kept.keys().next();
        if (oldest.done) break;
        kept.delete(oldest.value);
      }
    },
    delete: (key: string) => void kept.delete(key),
    clear: () => kept.clear(),
    keys: () => kept.keys(),
  };
}
