/**
 * The provider rollup block's data: up to `count` providers of the care type in the place, best
 * bayesian average first, as cards. Prices follow the site's one rule (worker/middleware/
 * price-visibility.ts): the caller passes `pricesVisible(c)`, and a hidden price never leaves
 * the worker, only the fact that there is one. An unknown care type, state or city gives null.
 */
import { careTypeBySlug } from "../../domain/care-types.ts";
import type { BlockOf } from "../../domain/content/content-blocks.ts";
import { type ProviderRollupData, type RollupCard, rollupProblems } from "../../domain/content/provider-rollup.ts";
import { stateName } from "../../domain/geo/us-states.ts";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import { bestProvidersOf, cityNameByUrlName } from "./content-block-queries.ts";

/** The placeholder's size: spec reviews-and-provider-page §3, image fallback 500 by 500. */
const PLACEHOLDER_SIZE = 500;

/** The rollup's cards and their context, or null when the block names no known care type or place. */
export async function loadProviderRollup(
  env: { DB: D1Database },
  block: BlockOf<"providerRollup">,
  visitor: { pricesVisible: boolean },
): Promise<ProviderRollupData | null> {
  const careType = careTypeBySlug(block.careType);
  if (!careType || rollupProblems(block).length > 0) return null;
  const state = block.state ?? null;
  const city = state && block.city ? await cityNameByUrlName(env.DB, state, block.city) : null;
  if (block.city && city === null) return null;
  const rows = await bestProvidersOf(env.DB, {
    careTypeId: careType.id,
    stateCode: state,
    cityUrlName: block.city ?? null,
    limit: block.count,
  });
  const cards = rows.map(
    (row): RollupCard => ({
      id: row.id,
      name: row.name,
      url: row.url,
      photo: row.photo ?? { url: placeholderImageFor(row.name), width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE },
      city: row.city,
      stateCode: row.stateCode,
      averageRating: row.averageRating,
      reviewCount: row.reviewCount,
      minPriceCents: visitor.pricesVisible ? row.priceCents : null,
      priceHidden: !visitor.pricesVisible && row.priceCents !== null,
    }),
  );
  const placeName = city && state ? `${city}, ${state}` : state ? (stateName(state) ?? null) : null;
  return { careTypeLabel: careType.label, placeName, cards };
}
