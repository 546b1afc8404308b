/**
 * One search as the API answers it: the keyword geocoded through the gazetteer, the engine run
 * for the page, the result cards built from the cached provider records, and the facets
 * named. Every route that searches goes through `runSearch`.
 */

import { AMENITY_TYPES, amenityCategoryName } from "../../domain/amenities.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import type { Place } from "../../domain/geo/gazetteer-place.ts";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import { stableId } from "../../domain/hash.ts";
import { activePromotion } from "../../domain/promotions.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { FacetGroup, SearchResponse, SearchResultProvider } from "../../domain/search/search-contract.ts";
import { filterTests, type SearchCriteria } from "../../domain/search/search-criteria.ts";
import { resolvePlace } from "../geo/place-queries.ts";
import { loadProviderRecords } from "../providers/provider-queries.ts";
import { latestApprovedReviews } from "../reviews/review-queries.ts";
import { type EngineQuery, runEngine, type SearchRegion } from "./search-queries.ts";

interface SearchBindings {
  DB: D1Database;
  CACHE: KVNamespace;
}

export interface SearchOptions {
  brand: Brand;
  now: Date;
  hitsPerPage: number;
  onlyIndexed: boolean;
  /** Overrides the criteria's sort (nearby search sorts by bayesian average). */
  sort?: EngineQuery["sort"];
  enhancedOnly?: boolean;
  /** Overrides the criteria's radius. */
  radiusMiles?: number;
  /** Searches every care type of the brand instead of the criteria's one. */
  anyCareType?: boolean;
  /**
   * False while prices are blurred for this visitor (spec search-and-compare §6): cards then
   * carry no price figures at all, only that one exists.
   */
  pricesVisible: boolean;
}

/** spec: reviews-and-provider-page §8, the message for a keyword that names no place. */
const LOCATION_NOT_FOUND = "Location not found";

const SNIPPET_LENGTH = 200;
const CARD_IMAGES = 10;

function regionOf(place: Place): SearchRegion | null {
  switch (place.kind) {
    case "zip":
      return place.zip ? { kind: "zip", zip: place.zip } : null;
    case "city":
      return place.cityId !== null ? { kind: "city", cityId: place.cityId } : null;
    case "county":
      return place.countyId !== null ? { kind: "county", countyId: place.countyId } : null;
    case "state":
      return { kind: "state", stateCode: place.stateCode };
  }
}

function emptyFacets(): SearchResponse["facets"] {
  return { inRegion: { amenities: {}, categories: {} }, nearby: { amenities: {}, categories: {} } };
}

const amenityById = new Map(AMENITY_TYPES.map((amenity) => [amenity.id, amenity]));

/** Names the facet counts; a category counts the most of its amenities; zeros are left out. */
function namedFacets(facets: Map<number, { inRegion: number; nearby: number }>): SearchResponse["facets"] {
  const named = emptyFacets();
  for (const [amenityId, counts] of facets) {
    const amenity = amenityById.get(amenityId);
    if (!amenity) continue;
    const category = amenityCategoryName(amenity.categoryId);
    for (const [group, count] of [
      [named.inRegion, counts.inRegion],
      [named.nearby, counts.nearby],
    ] as [FacetGroup, number][]) {
      if (count <= 0) continue;
      group.amenities[amenity.name] = count;
      group.categories[category] = Math.max(group.categories[category] ?? 0, count);
    }
  }
  return named;
}

/** The latest approved review of each provider, cut to a card's snippet. */
async function lastReviewSnippets(db: D1Database, ids: readonly number[]): Promise<Map<number, string>> {
  const latest = await latestApprovedReviews(db, ids);
  return new Map(
    [...latest].map(([providerId, content]) => [
      providerId,
      content.length > SNIPPET_LENGTH ? `${content.slice(0, SNIPPET_LENGTH).trimEnd()}…` : content,
    ]),
  );
}

/** The card of one provider in a result list, priced for the searched care type. */
export function resultCard(
  record: ProviderRecord,
  careTypeId: string | null,
  distanceMiles: number,
  snippet: string | null,
  now: Date,
  pricesVisible: boolean,
): SearchResultProvider {
  const searched = record.services.find((service) => service.careType.id === careTypeId);
  const price = searched ? searched.costs.startingPriceCents : (record.minimumCost?.costCents ?? null);
  const promotion = activePromotion(record.promotions, now);
  return {
    id: record.id,
    legacyId: record.legacyId,
    name: record.name,
    slug: record.slug,
    url: record.url,
    address: {
      formattedAddress: record.address.formattedAddress,
      street: record.address.street,
      city: record.address.city,
      state: record.address.state,
      zipCode: record.address.zipCode,
      latitude: record.address.latitude,
      longitude: record.address.longitude,
    },
    images: record.photos.slice(0, CARD_IMAGES).map((photo) => photo.url),
    averageRating: record.averageRating,
    reviewCount: record.reviewCount,
    awards: [
      ...record.caringStars.map((year) => ({ name: "Caring Stars", year })),
      ...record.homeCarePulse.map((award) => ({ name: award.name, year: award.year })),
    ],
    promotions: promotion
      ? [
          {
            startsAt: promotion.startsAt,
            endsAt: promotion.endsAt,
            externalPromotionText: promotion.externalPromotionText,
          },
        ]
      : [],
    lastReviewSnippet: snippet,
    amenities: record.amenities,
    isIndexed: record.isIndexed,
    enhancedListing: record.enhancedListing,
    phoneNumber: record.phoneNumber,
    tags: record.tags,
    description: record.description,
    services: record.services.map((service) => ({
      legacyResourceId: service.legacyResourceId,
      category: { id: service.careType.id, name: service.category.name },
      license: service.license,
      startingPriceCents: pricesVisible ? service.costs.startingPriceCents : null,
    })),
    price: pricesVisible ? price : null,
    priceHidden: !pricesVisible && price !== null,
    distance: Math.round(distanceMiles * 10) / 10,
  };
}

/**
 * The engine query for criteria around an anchor: the place's region, the radius (none for a
 * whole state), the brand's roll-ups, the filters, the sort and the page.
 */
export function engineQuery(
  criteria: SearchCriteria,
  anchor: { latitude: number; longitude: number },
  place: Place | null,
  options: SearchOptions,
): EngineQuery {
  const wholeState = !criteria.latLng && place?.kind === "state";
  return {
    anchor,
    radiusMiles: wholeState ? null : (options.radiusMiles ?? criteria.distanceMiles),
    region: place ? regionOf(place) : null,
    careTypeId: options.anyCareType ? null : criteria.careType.id,
    rollUps: options.brand.searchRollUps,
    features: filterTests(criteria.filters),
    matchAll: criteria.matchAll,
    minRating: criteria.minRating,
    priceBands: criteria.price,
    ongoingPromotionAt: criteria.ongoingPromotion ? options.now.toISOString() : null,
    onlyIndexed: options.onlyIndexed,
    enhancedOnly: options.enhancedOnly ?? false,
    sort: options.sort ?? criteria.sortBy,
    offset: (criteria.page - 1) * options.hitsPerPage,
    limit: options.hitsPerPage,
    withFacets: true,
  };
}

/** Runs a search for the criteria and answers in the API's shape. Never throws for bad input. */
export async function runSearch(
  env: SearchBindings,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<SearchResponse> {
  const careType = { id: criteria.careType.id, slug: criteria.careType.slug, label: criteria.careType.label };
  const queryKey = JSON.stringify({ ...criteria, page: undefined, brand: options.brand.id, sort: options.sort });
  const queryId = stableId(queryKey);
  const base: SearchResponse = {
    searchState: "NO_SEARCH_INPUT",
    location: null,
    locationError: null,
    careType,
    results: [],
    totalItems: 0,
    totalNearbyItems: 0,
    totalRegionItems: 0,
    totalPages: 0,
    page: criteria.page,
    hitsPerPage: options.hitsPerPage,
    listId: stableId(`${queryKey}|${criteria.page}`),
    queryId,
    facets: emptyFacets(),
  };

  if (!criteria.latLng && !criteria.keyword) return base;
  const parsed = criteria.keyword ? parseLocationText(criteria.keyword) : null;
  const place = parsed ? await resolvePlace(env.DB, env.CACHE, parsed) : null;
  if (!criteria.latLng && !place) {
    return { ...base, searchState: "INPUT_WITH_NO_RESULTS", locationError: LOCATION_NOT_FOUND };
  }

  const anchor = criteria.latLng ?? { latitude: (place as Place).latitude, longitude: (place as Place).longitude };
  const result = await runEngine(env.DB, engineQuery(criteria, anchor, place, options));

  const ids = result.hits.map((hit) => hit.id);
  // The cards come from D1, where the search itself just ran, not through the record cache:
  // a result list never mixes what the search matched with an older cached copy, and a cold
  // search does not write twenty cache entries before answering.
  const [records, snippets] = await Promise.all([loadProviderRecords(env.DB, ids), lastReviewSnippets(env.DB, ids)]);
  const recordById = new Map(records.map((record) => [record.id, record]));
  const results = result.hits.flatMap((hit) => {
    const record = recordById.get(hit.id);
    return record
      ? [
          resultCard(
            record,
            options.anyCareType ? null : criteria.careType.id,
            hit.distanceMiles,
            snippets.get(hit.id) ?? null,
            options.now,
            options.pricesVisible,
          ),
        ]
      : [];
  });

  return {
    ...base,
    searchState: result.totalItems > 0 ? "INPUT_WITH_RESULTS" : "INPUT_WITH_NO_RESULTS",
    location: place
      ? {
          label: place.label,
          kind: place.kind,
          latitude: place.latitude,
          longitude: place.longitude,
          city: place.city,
          state: place.stateCode,
        }
      : {
          label: `${anchor.latitude},${anchor.longitude}`,
          kind: "coordinates",
          latitude: anchor.latitude,
          longitude: anchor.longitude,
          city: null,
          state: null,
        },
    results,
    totalItems: result.totalItems,
    totalRegionItems: result.totalRegionItems,
    totalNearbyItems: result.totalNearbyItems,
    totalPages: Math.ceil(result.totalItems / options.hitsPerPage),
    facets: namedFacets(result.facets),
  };
}
