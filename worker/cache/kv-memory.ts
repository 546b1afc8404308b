/**
 * The cached data (values of a family with a TTL) this isolate read from, or wrote to, the
 * CACHE namespace in the last `KV_MEMORY_MS`, already checked against its family's schema: a
 * run of pages that show the same providers costs one KV read, one JSON parse and one schema
 * check per value, not one per page. A value made only of plain objects, arrays and primitives
 * (every family's, today) is kept deeply frozen and every read gets that same value: nothing can
 * change what the next read gets (a change throws, the modules being strict), and a read costs
 * nothing (copying each value per read was 0.7 ms of a geo state page). A value holding anything
 * else a schema may make (a Date, a Map, which freezing does not protect) is copied per read.
 *
 * KV may itself answer a location's reads from its own cache for a minute after a change made
 * elsewhere, so no isolate saw such a change sooner than that; a write or a purge made through
 * this isolate is seen here at once (kv-cache.ts remembers what it writes and forgets what it
 * deletes). Misses are not remembered: a value stored elsewhere shows as soon as KV has it.
 */

import { memo } from "./memo.ts";

/** How long an isolate trusts a value it read. */
export const KV_MEMORY_MS = 10_000;

/** At most this many values are kept; the oldest read goes first. */
export const KV_MEMORY_ENTRIES = 1_000;

/** A kept value: frozen and shared by every read, or (with a Date, say) copied per read. */
const remembered = memo<{ value: unknown; shared: boolean }>({ entries: KV_MEMORY_ENTRIES, ttlMs: KV_MEMORY_MS });

/**
 * A deep copy of JSON-like data: plain objects and arrays are copied member by member; a
 * primitive is itself; anything else a schema may have made (a Date, a Map) goes to
 * `structuredClone`.
 */
export function plainCopy<Value>(value: Value): Value {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = plainCopy(value[index]);
    return copy as Value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) copy[key] = plainCopy(member);
  return copy as Value;
}

/**
 * Freezes plain objects and arrays all the way down, in place; answers whether the value is
 * made of nothing else (primitives, plain objects, arrays), that is whether it is now immutable.
 */
function deepFreeze(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (!Array.isArray(value)) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
  }
  let plain = true;
  for (const member of Object.values(value)) if (!deepFreeze(member)) plain = false;
  Object.freeze(value);
  return plain;
}

/** The value remembered under the key (frozen, or a copy), or undefined when none is fresh. */
export function recall(key: string, now: number = Date.now()): unknown {
  const entry = remembered.get(key, now);
  if (!entry) return undefined;
  return entry.shared ? entry.value : plainCopy(entry.value);
}

/** Remembers a value that passed its schema (a copy of it: the caller keeps its own, unfrozen). */
export function remember(key: string, value: unknown, now: number = Date.now()): void {
  const kept = plainCopy(value);
  remembered.set(key, { value: kept, shared: deepFreeze(kept) }, now);
}

/** Forgets the named keys and every key starting with one of the prefixes. */
export function forgetRemembered(keys: Iterable<string>, prefixes: readonly string[] = []): void {
  for (const key of keys) remembered.delete(key);
  if (prefixes.length === 0) return;
  for (const key of [...remembered.keys()]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) remembered.delete(key);
  }
}

/** Forgets everything (a test starting from empty storage). */
export function forgetAllRemembered(): void {
  remembered.clear();
}
