/**
 * The purges operators and moderation run (docs/page-cache.md, Purges): KV keys by name or by
 * prefix, and everything cached for one provider: its record, every `provider:{id}:{part}` key
 * (its first reviews, its surroundings), its slug's id and its pages at the edge. The keys the
 * Worker itself writes for a provider are deleted by name as well, since KV's list may not show
 * a key written in the last minute.
 */
import { BRANDS, type BrandId } from "../../domain/brands/brands.ts";
import { type CacheScope, LISTING_SCOPES, normalisedScopePath } from "../../domain/cache/cache-scopes.ts";
import { providerScope } from "../../kv-schemas/family.ts";
import { providerNearbyFamily } from "../../kv-schemas/nearby.ts";
import { providerFamily } from "../../kv-schemas/provider.ts";
import { providerFirstReviewsFamily } from "../../kv-schemas/provider-first-reviews.ts";
import { providerSlugFamily } from "../../kv-schemas/provider-slug.ts";
import { bumpGeneration, generationToken } from "../cache/cache-generations.ts";
import { KV_BULK_GET_MAX } from "../cache/kv-cache.ts";
import { forgetRemembered } from "../cache/kv-memory.ts";
import { loadProviderRecords } from "../providers/provider-queries.ts";

const DELETE_BATCH = 50;

async function deleteAll(kv: KVNamespace, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    await Promise.all(keys.slice(start, start + DELETE_BATCH).map((key) => kv.delete(key)));
  }
}

/** How many of the keys hold a value, read in bulk (a read sees this location's own writes at once). */
async function countStored(kv: KVNamespace, keys: readonly string[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < keys.length; start += KV_BULK_GET_MAX) {
    const values = await kv.get(keys.slice(start, start + KV_BULK_GET_MAX), "text");
    for (const value of values.values()) if (value !== null) stored++;
  }
  return stored;
}

/**
 * Deletes the named keys, each one directly, and answers how many held a value. KV's list is
 * eventually consistent (a key written moments ago may be missing from it for up to a minute),
 * so it is never what decides whether a named key is deleted.
 * https://developers.cloudflare.com/kv/concepts/how-kv-works/#consistency
 */
export async function purgeKeys(kv: KVNamespace, keys: readonly string[]): Promise<number> {
  const unique = [...new Set(keys)];
  const stored = await countStored(kv, unique);
  await deleteAll(kv, unique);
  forgetRemembered(unique);
  return stored;
}

/**
 * Deletes every key starting with the prefix and answers how many: those KV's list returns, page
 * by page, and, directly, those of `knownKeys` that start with it, which a list may not show yet.
 */
export async function purgePrefix(kv: KVNamespace, prefix: string, knownKeys: readonly string[] = []): Promise<number> {
  const listed = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
    for (const key of page.keys) listed.add(key.name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  await deleteAll(kv, [...listed]);
  forgetRemembered(listed, [prefix]);
  const unlisted = knownKeys.filter((key) => key.startsWith(prefix) && !listed.has(key));
  return listed.size + (await purgeKeys(kv, unlisted));
}

/** The keys cached for a provider under names the Worker builds (its surroundings' under the generations in force). */
async function knownProviderKeys(kv: KVNamespace, providerId: number): Promise<string[]> {
  const generation = await generationToken(kv, LISTING_SCOPES);
  const nearby =
    generation === null
      ? []
      : (Object.keys(BRANDS) as BrandId[]).map((brandId) => providerNearbyFamily.key(providerId, brandId, generation));
  return [providerFamily.key(providerId), providerFirstReviewsFamily.key(providerId), ...nearby];
}

/** Deletes a provider's cached values (with its current slug's, when known); answers how many keys held one. */
export async function purgeProviderCache(kv: KVNamespace, providerId: string, slug?: string): Promise<number> {
  const scope = providerScope(providerId);
  const numericId = /^\d{1,15}$/.test(providerId) ? Number(providerId) : null;
  const known = numericId === null ? [] : await knownProviderKeys(kv, numericId);
  const exact = slug === undefined ? [scope.exactKey] : [scope.exactKey, providerSlugFamily.key(slug)];
  return (await purgeKeys(kv, exact)) + (await purgePrefix(kv, scope.childPrefix, known));
}

/**
 * Takes a provider's pages out of the edge page cache (docs/page-cache.md): its own page's
 * path scope (the page path of its record in D1, when it has one) and `listings`, the search,
 * geo, hub, home and provider pages and answers that may list it. Answers the generations now
 * in force, by scope.
 */
async function purgeProviderPages(env: Env, record: { url: string } | undefined): Promise<Record<string, number>> {
  const scopes: CacheScope[] = ["listings"];
  if (record) scopes.push(`path:${normalisedScopePath(record.url)}`);
  const generations: Record<string, number> = {};
  for (const scope of scopes) generations[scope] = await bumpGeneration(env.CACHE, scope);
  return generations;
}

/** Everything cached for a provider: its KV values and its pages at the edge. */
export async function purgeProvider(
  env: Env,
  providerId: string,
): Promise<{ deleted: number; generations: Record<string, number> }> {
  const [record] = /^\d{1,15}$/.test(providerId) ? await loadProviderRecords(env.DB, [Number(providerId)]) : [];
  const deleted = await purgeProviderCache(env.CACHE, providerId, record?.slug);
  return { deleted, generations: await purgeProviderPages(env, record) };
}
