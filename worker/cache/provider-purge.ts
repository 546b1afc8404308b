/**
 * Deletes everything cached for one provider (docs/page-cache.md, KV keys): its record, every
 * `provider:{id}:{part}` key (its first reviews, its surroundings) and its slug's id. The keys
 * the Worker itself writes for a provider are deleted by name as well, since KV's list may not
 * show a key written in the last minute.
 */
import { BRANDS, type BrandId } from "../../domain/brands/brands.ts";
import { type CacheScope, LISTING_SCOPES, normalisedScopePath } from "../../domain/cache/cache-scopes.ts";
import { providerScope } from "../../kv-schemas/family.ts";
import { providerNearbyFamily } from "../../kv-schemas/nearby.ts";
import { providerFamily } from "../../kv-schemas/provider.ts";
import { providerFirstReviewsFamily } from "../../kv-schemas/provider-first-reviews.ts";
import { providerSlugFamily } from "../../kv-schemas/provider-slug.ts";
import { loadProviderRecords } from "../providers/provider-queries.ts";
import { bumpGeneration, generationToken } from "./cache-generations.ts";
import { purgeKeys, purgePrefix } from "./kv-cache.ts";

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
