/**
 * What a provider page shows of its surroundings (domain/providers/provider-nearby.ts), per
 * provider and brand (each brand lists its own care types), for 30 minutes (spec
 * reviews-and-provider-page §9, other lookups 18e5 ms). Keyed under the provider's scope, so a
 * purge by provider id drops it with the record, and under the generations of the `all` and
 * `listings` scopes (worker/cache/cache-generations.ts), since it shows other providers' cards:
 * a purge of any of them is seen by its neighbours' pages at once.
 */
import type { BrandId } from "../domain/brands/brands.ts";
import { providerNearbySchema } from "../domain/providers/provider-nearby.ts";
import { defineKvFamily, providerScope, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const providerNearbyFamily = defineKvFamily({
  name: "provider-nearby",
  prefix: "provider:",
  keySuffix: (providerId: number, brandId: BrandId, generation: string) =>
    `${providerScope(String(providerId)).childPrefix.slice("provider:".length)}nearby:${brandId}:${generation}`,
  schema: providerNearbySchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
