/**
 * The one way the Worker reads and writes the CACHE namespace: through a KV family (kv-schemas/),
 * checked against its schema on the way out (a value that fails is a miss) and stored with its
 * TTL on the way in; remembered by the isolate for a few seconds (kv-memory.ts). What the Worker
 * writes is its own value, typed by the family: it is not checked again on the way in.
 */
import type { KvFamily } from "../../kv-schemas/family.ts";
import { recall, remember, rememberWritten } from "./kv-memory.ts";

/** KV's longest key, in UTF-8 bytes: https://developers.cloudflare.com/kv/platform/limits/ */
const KV_KEY_MAX_BYTES = 512;

/**
 * Whether KV can hold the key at all. A key built from a visitor's address (a slug of
 * thousands of letters) cannot: it is a miss without asking KV, and nothing is stored under it.
 */
function fitsKv(key: string): boolean {
  return key.length <= KV_KEY_MAX_BYTES / 3 || new TextEncoder().encode(key).byteLength <= KV_KEY_MAX_BYTES;
}

/** Cached data (with a TTL) is remembered; a lasting value (the flag rollout) is read as stored. */
const remembers = (family: { ttlSeconds: number | null }): boolean => family.ttlSeconds !== null;

/** A value as KV gave it, checked against its family's schema (and remembered); null when it fails. */
function checked<Value>(
  family: Pick<KvFamily<never, Value>, "name" | "schema" | "ttlSeconds">,
  key: string,
  stored: unknown,
): Value | null {
  if (stored === null || stored === undefined) return null;
  const parsed = family.schema.safeParse(stored);
  if (!parsed.success) {
    console.warn(`kv ${family.name}: ${key} fails its schema; treated as a miss`);
    return null;
  }
  if (remembers(family)) remember(key, parsed.data);
  return parsed.data;
}

/** Reads one value; null when absent, unreadable or no longer matching its schema. */
export async function readCached<Args extends readonly unknown[], Value>(
  kv: KVNamespace,
  family: KvFamily<Args, Value>,
  ...args: Args
): Promise<Value | null> {
  const key = family.key(...args);
  if (!fitsKv(key)) return null;
  const recalled = remembers(family) ? recall(key) : undefined;
  if (recalled !== undefined) return recalled as Value;
  try {
    return checked(family, key, await kv.get(key, "json"));
  } catch (error) {
    console.warn(`kv ${family.name}: ${key} could not be read as JSON; treated as a miss`, error);
    return null;
  }
}

/** KV answers at most this many keys in one bulk read. */
export const KV_BULK_GET_MAX = 100;

/**
 * Reads many values of one family in as few KV calls as the bulk read allows, in the order
 * asked; each is null when absent or no longer matching its schema. A batch KV cannot read in
 * bulk (one value is not JSON, or a key longer than KV allows) is read key by key instead.
 */
export async function readCachedMany<Args extends readonly unknown[], Value>(
  kv: KVNamespace,
  family: KvFamily<Args, Value>,
  argsList: readonly Args[],
): Promise<(Value | null)[]> {
  const values: (Value | null)[] = [];
  for (let start = 0; start < argsList.length; start += KV_BULK_GET_MAX) {
    const batch = argsList.slice(start, start + KV_BULK_GET_MAX);
    const oneByOne = () => Promise.all(batch.map((args) => readCached(kv, family, ...args)));
    const keys = batch.map((args) => family.key(...args));
    const recalled = keys.map((key) => (remembers(family) ? recall(key) : undefined));
    if (!keys.every(fitsKv)) values.push(...(await oneByOne()));
    else if (recalled.every((value) => value !== undefined)) values.push(...(recalled as Value[]));
    else {
      try {
        const stored = await kv.get(keys, "json");
        values.push(...keys.map((key) => checked(family, key, stored.get(key))));
      } catch (error) {
        console.warn(`kv ${family.name}: a bulk read failed; reading ${keys.length} keys one by one`, error);
        values.push(...(await oneByOne()));
      }
    }
  }
  return values;
}

/** Stores one value with the family's TTL (`expirationTtl`), or with none for lasting values. */
export async function writeCached<Args extends readonly unknown[], Value>(
  kv: KVNamespace,
  family: KvFamily<Args, Value>,
  value: Value,
  ...args: Args
): Promise<void> {
  const options = family.ttlSeconds === null ? {} : { expirationTtl: family.ttlSeconds };
  const key = family.key(...args);
  if (!fitsKv(key)) return;
  const text = JSON.stringify(value);
  await kv.put(key, text, options);
  if (remembers(family)) rememberWritten(key, text);
}

/**
 * The cached value, or the loaded one stored with the family's TTL. A load that finds nothing
 * (null) is not cached, so a later addition shows at once; a write KV refuses (more than one a
 * second to a key) is logged, and the loaded value answered all the same.
 */
export async function readThroughIfFound<Args extends readonly unknown[], Value>(
  kv: KVNamespace,
  family: KvFamily<Args, Value>,
  load: () => Promise<Value | null>,
  ...args: Args
): Promise<Value | null> {
  const hit = await readCached(kv, family, ...args);
  if (hit !== null) return hit;
  const value = await load();
  if (value === null) return null;
  try {
    await writeCached(kv, family, value, ...args);
  } catch (error) {
    console.warn(`kv ${family.name}: ${family.key(...args)} could not be stored; answered uncached`, error);
  }
  return value;
}

/** Returns the cached value, or loads it, stores it with the family's TTL and returns it. */
export async function readThrough<Args extends readonly unknown[], Value>(
  kv: KVNamespace,
  family: KvFamily<Args, Value>,
  load: () => Promise<Value>,
  ...args: Args
): Promise<Value> {
  return (await readThroughIfFound(kv, family, load, ...args)) as Value;
}
