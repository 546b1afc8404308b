/**
 * One search as the API answers it: the keyword geocoded through the gazetteer, the engine run
 * for the page, the result cards built from the cached provider records, and the facets
 * named. Every route that searches goes through `runSearch`.
 */

import { AMENITY_TYPES, amenityCategoryName } from "../../domain/amenities.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import type { CareTypeId } from "../../domain/care-types.ts";
import type { Place } from "../../domain/geo/gazetteer-place.ts";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { stableId } from "../../domain/hash.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { LANGUAGE_FACTS, type Language } from "../../domain/i18n/languages.ts";
import { activePromotion } from "../../domain/promotions.ts";
import { medicareStars } from "../../domain/providers/care-compare.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import type { FacetGroup, SearchResponse, SearchResultProvider } from "../../domain/search/search-contract.ts";
import { filterTests, type SearchCriteria } from "../../domain/search/search-criteria.ts";
import { normalisedSearchQuery } from "../../domain/search/search-query-key.ts";
import { resolvePlace } from "../geo/place-queries.ts";
import { readThroughSearch } from "./search-cache.ts";
import { type CardSource, type EngineQuery, runEngine, type SearchRegion } from "./search-queries.ts";

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
  /** A provider left out of the results and their counts (a provider page lists its neighbours). */
  excludeProviderId?: number;
  /**
   * False while prices are blurred for this visitor (spec search-and-compare §6): cards then
   * carry no price figures at all, only that one exists.
   */
  pricesVisible: boolean;
  /**
   * The language the answer names things in: the month of a Medicare rating and the care types.
   * The search-results cache keeps an answer per language.
   */
  language: Language;
  /** Counts what D1 reports it spent executing the search's statements (Server-Timing); absent, nothing counts. */
  d1Time?: D1Time;
}

/** Milliseconds of D1 execution, added up as the statements answer. */
export interface D1Time {
  ms: number;
}

/**
 * spec: reviews-and-provider-page §8, the message for a keyword that names no place. The cached
 * answer holds the English one; the APIs and pages say it in the caller's language.
 */
const LOCATION_NOT_FOUND = messagesFor("en").search.results.locationNotFound;

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

/** A provider record as a card's source (the geo pages and Saved build their cards from records). */
export function cardSourceOf(record: ProviderRecord, snippet: string | null = null): CardSource {
  return {
    id: record.id,
    legacyId: record.legacyId,
    name: record.name,
    slug: record.slug,
    careTypeSlug: record.primaryCareType.slug,
    stateUrlName: record.state.urlName,
    cityUrlName: record.city.urlName,
    address: record.address,
    averageRating: record.averageRating,
    reviewCount: record.reviewCount,
    isIndexed: record.isIndexed,
    enhancedListing: record.enhancedListing,
    phoneNumber: record.phoneNumber,
    tags: record.tags,
    description: record.description,
    minPriceCents: record.minimumCost?.costCents ?? null,
    services: record.services.map((service) => ({
      legacyResourceId: service.legacyResourceId,
      careTypeId: service.careType.id,
      label: service.category.name,
      license: service.license,
      startingPriceCents: service.costs.startingPriceCents,
    })),
    amenities: record.amenities,
    photoUrls: record.photos.slice(0, CARD_IMAGES).map((photo) => photo.url),
    awards: [
      ...record.caringStars.map((year) => ({ kind: "caring_stars", name: "Caring Stars", year })),
      ...record.homeCarePulse.map((award) => ({ kind: "home_care_pulse", name: award.name, year: award.year })),
    ],
    promotions: record.promotions,
    latestReview: snippet,
    medicareRatings: record.medicare.map(({ localResourceType, overallRating, ratingDate }) => ({
      localResourceType,
      overallRating,
      ratingDate,
    })),
    source: record.source,
  };
}

/** A review cut to a card's snippet. */
function snippetOf(content: string | null): string | null {
  if (content === null) return null;
  return content.length > SNIPPET_LENGTH ? `${content.slice(0, SNIPPET_LENGTH).trimEnd()}…` : content;
}

/** The card of one provider in a result list, priced for the searched care type. */
export function resultCard(
  record: ProviderRecord,
  careTypeId: string | null,
  distanceMiles: number,
  snippet: string | null,
  now: Date,
  pricesVisible: boolean,
  language: Language,
): SearchResultProvider {
  const card = cardOf(cardSourceOf(record, snippet), careTypeId, distanceMiles, now, language);
  return pricesVisible ? card : withPriceHidden(card);
}

/**
 * A care type's name in the answer's language: in English the directory's own name, in
 * another language the catalogue's (the directory's when the catalogue does not know the id).
 */
function careTypeName(id: string, directoryName: string, language: Language): string {
  if (language === "en") return directoryName;
  return messagesFor(language).careTypes[id as CareTypeId]?.label ?? directoryName;
}

/** The card of one provider with its prices, as every visitor who may see prices sees it. */
function cardOf(
  source: CardSource,
  careTypeId: string | null,
  distanceMiles: number,
  now: Date,
  language: Language,
): SearchResultProvider {
  const searched = source.services.find((service) => service.careTypeId === careTypeId);
  const price = searched ? searched.startingPriceCents : source.minPriceCents;
  const promotion = activePromotion(source.promotions, now);
  return {
    id: source.id,
    legacyId: source.legacyId,
    name: source.name,
    slug: source.slug,
    url: providerPagePath({
      careTypeSlug: source.careTypeSlug,
      stateUrlName: source.stateUrlName,
      cityUrlName: source.cityUrlName ?? urlName(source.address.city),
      slug: source.slug,
    }),
    address: {
      formattedAddress: source.address.formattedAddress,
      street: source.address.street,
      city: source.address.city,
      state: source.address.state,
      zipCode: source.address.zipCode,
      latitude: source.address.latitude,
      longitude: source.address.longitude,
    },
    images: source.photoUrls.slice(0, CARD_IMAGES),
    averageRating: source.averageRating,
    reviewCount: source.reviewCount,
    awards: [
      ...source.awards
        .filter((award) => award.kind === "caring_stars")
        .map((award) => ({ name: "Caring Stars", year: award.year })),
      ...source.awards
        .filter((award) => award.kind === "home_care_pulse")
        .map((award) => ({ name: award.name, year: award.year })),
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
    lastReviewSnippet: snippetOf(source.latestReview),
    amenities: source.amenities.map((amenity) => ({
      amenityId: amenity.amenityId,
      amenityName: amenity.amenityName,
      amenityCategoryId: amenity.amenityCategoryId,
      amenityCategoryName: amenityCategoryName(amenity.amenityCategoryId),
    })),
    isIndexed: source.isIndexed,
    enhancedListing: source.enhancedListing,
    phoneNumber: source.phoneNumber,
    tags: source.tags,
    description: source.description,
    services: source.services.map((service) => ({
      legacyResourceId: service.legacyResourceId,
      category: { id: service.careTypeId, name: careTypeName(service.careTypeId, service.label, language) },
      license: service.license,
      startingPriceCents: service.startingPriceCents,
    })),
    price,
    priceHidden: false,
    distance: Math.round(distanceMiles * 10) / 10,
    medicare: medicareStars(source.medicareRatings, source.source, LANGUAGE_FACTS[language].locale),
  };
}

/**
 * A card as a visitor sees it while prices are blurred (spec search-and-compare §6): no price
 * figures at all, only that one exists.
 */
function withPriceHidden(card: SearchResultProvider): SearchResultProvider {
  return {
    ...card,
    services: card.services.map((service) => ({ ...service, startingPriceCents: null })),
    price: null,
    priceHidden: card.price !== null || card.priceHidden,
  };
}

/** An answer as this visitor may see it: with its prices, or blurred. */
export function pricedFor(response: SearchResponse, pricesVisible: boolean): SearchResponse {
  return pricesVisible ? response : { ...response, results: response.results.map(withPriceHidden) };
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
    minMedicareRating: criteria.medicareRating,
    priceBands: criteria.price,
    ongoingPromotionAt: criteria.ongoingPromotion ? options.now.toISOString() : null,
    onlyIndexed: options.onlyIndexed,
    enhancedOnly: options.enhancedOnly ?? false,
    ...(options.excludeProviderId === undefined ? {} : { excludeIds: [options.excludeProviderId] }),
    sort: options.sort ?? criteria.sortBy,
    offset: (criteria.page - 1) * options.hitsPerPage,
    limit: options.hitsPerPage,
    withFacets: true,
  };
}

/**
 * Runs a search for the criteria and answers in the API's shape. Never throws for bad input.
 * The answer with prices comes from the search-results cache (search-cache.ts) or from D1, the
 * same for every visitor; the price blur is this visitor's and is applied afterwards.
 */
export async function runSearch(
  env: SearchBindings,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<SearchResponse> {
  const careType = {
    id: criteria.careType.id,
    slug: criteria.careType.slug,
    label: careTypeName(criteria.careType.id, criteria.careType.label, options.language),
  };
  const queryKey = JSON.stringify({
    ...criteria,
    page: undefined,
    brand: options.brand.id,
    sort: options.sort,
    exclude: options.excludeProviderId,
  });
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

  const query = normalisedSearchQuery(criteria, {
    brandId: options.brand.id,
    hitsPerPage: options.hitsPerPage,
    onlyIndexed: options.onlyIndexed,
    sort: options.sort,
    enhancedOnly: options.enhancedOnly,
    radiusMiles: options.radiusMiles,
    anyCareType: options.anyCareType,
    excludeProviderId: options.excludeProviderId,
    language: options.language,
  });
  const found = await readThroughSearch(env.CACHE, options.brand.id, query, () =>
    searchWithPrices(env, criteria, options, base),
  );
  // The ids for analytics are this request's own, whatever spelling answered the cached query.
  const answer = { ...found, careType, page: base.page, listId: base.listId, queryId: base.queryId };
  return pricedFor(answer, options.pricesVisible);
}

/** The search itself, in D1, with every price: the place, the engine, and the page's cards. */
async function searchWithPrices(
  env: SearchBindings,
  criteria: SearchCriteria,
  options: SearchOptions,
  base: SearchResponse,
): Promise<SearchResponse> {
  const parsed = criteria.keyword ? parseLocationText(criteria.keyword) : null;
  const place = parsed ? await resolvePlace(env.DB, env.CACHE, parsed) : null;
  if (!criteria.latLng && !place) {
    return { ...base, searchState: "INPUT_WITH_NO_RESULTS", locationError: LOCATION_NOT_FOUND };
  }

  const anchor = criteria.latLng ?? { latitude: (place as Place).latitude, longitude: (place as Place).longitude };
  // The page's cards come in the search's own statement: one round trip to D1, and a result list
  // never mixes what the search matched with an older cached copy of a record.
  const result = await runEngine(env.DB, engineQuery(criteria, anchor, place, options), {
    photosPerCard: CARD_IMAGES,
  });
  if (options.d1Time) options.d1Time.ms += result.sqlDurationMs;
  const sourceById = new Map(result.cards.map((source) => [source.id, source]));
  const results = result.hits.flatMap((hit) => {
    const source = sourceById.get(hit.id);
    return source
      ? [
          cardOf(
            source,
            options.anyCareType ? null : criteria.careType.id,
            hit.distanceMiles,
            options.now,
            options.language,
          ),
        ]
      : [];
  });

  return {
    ...base,
    searchState: result.totalItems > 0 ? "INPUT_WITH_RESULTS" : "INPUT_WITH_NO_RESULTS",
    location: place
      ? {
          // A state by its name in the answer's language; a city or a county by its own name and the state's code.
          label:
            place.kind === "state"
              ? stateNamedIn({ code: place.stateCode, name: place.label }, options.language).name
              : place.label,
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
