/**
 * Deletes everything cached for one provider (README, KV keys): its record and every
 * `provider:{id}:{part}` key. The keys the Worker itself writes for a provider are deleted by
 * name as well, since KV's list may not show a key written in the last minute.
 */
import { BRANDS, type BrandId } from "../../domain/brands/brands.ts";
import { providerScope } from "../../kv-schemas/family.ts";
import { providerNearbyFamily } from "../../kv-schemas/nearby.ts";
import { providerFamily } from "../../kv-schemas/provider.ts";
import { purgeKeys, purgePrefix } from "./kv-cache.ts";

/** The keys cached for a provider under fixed names. */
function knownProviderKeys(providerId: number): string[] {
  return [
    providerFamily.key(providerId),
    ...(Object.keys(BRANDS) as BrandId[]).map((brandId) => providerNearbyFamily.key(providerId, brandId)),
  ];
}

/** Deletes a provider's cached values; answers how many keys held one. */
export async function purgeProviderCache(kv: KVNamespace, providerId: string): Promise<number> {
  const scope = providerScope(providerId);
  const numericId = /^\d{1,15}$/.test(providerId) ? Number(providerId) : null;
  const known = numericId === null ? [] : knownProviderKeys(numericId);
  return (await purgeKeys(kv, [scope.exactKey])) + (await purgePrefix(kv, scope.childPrefix, known));
}
