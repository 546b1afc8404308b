/**
 * The cached data (values of a family with a TTL) this isolate read from or wrote to the CACHE
 * namespace in the last `KV_MEMORY_MS`, already checked against its schema: a run of pages that
 * show the same providers costs one KV read per value. Values are JSON data, kept as one deeply
 * frozen copy every read shares (a change throws); one this isolate wrote is kept as the JSON it
 * stored until it is first read. KV itself may take a minute to show a change
 * made elsewhere; this isolate's own writes and purges show at once. Misses are not remembered.
 */

import { memo } from "./memo.ts";

/** How long an isolate trusts a value it read. */
export const KV_MEMORY_MS = 10_000;

/** At most this many values are kept; the oldest read goes first. */
export const KV_MEMORY_ENTRIES = 1_000;

const remembered = memo<unknown>({ entries: KV_MEMORY_ENTRIES, ttlMs: KV_MEMORY_MS });

/**
 * A value this isolate wrote, kept as the JSON it stored: parsed and frozen the first time it is
 * recalled, so a value nobody asks for again (a search no one repeats) costs no copy at all.
 */
class Written {
  readonly text: string;
  parsed: unknown;
  constructor(text: string) {
    this.text = text;
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (typeof value === "object" && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

/** The frozen value remembered under the key, or undefined when none is fresh. */
export function recall(key: string, now: number = Date.now()): unknown {
  const value = remembered.get(key, now);
  if (!(value instanceof Written)) return value;
  value.parsed ??= deepFreeze(JSON.parse(value.text));
  return value.parsed;
}

/** Remembers a frozen copy of a value that passed its schema. */
export function remember(key: string, value: unknown, now: number = Date.now()): void {
  remembered.set(key, deepFreeze(structuredClone(value)), now);
}

/** Remembers a value this isolate wrote, as the JSON text it stored (`Written`). */
export function rememberWritten(key: string, text: string, now: number = Date.now()): void {
  remembered.set(key, new Written(text), now);
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
