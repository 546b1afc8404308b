/**
 * The search API's answer (spec search-and-compare §3): result providers, the totals, ids for
 * analytics and the amenity facets. The server checks an answer with these schemas as it enters
 * or leaves the search-results cache (kv-schemas/search-answer.ts); the browser imports the types only (no zod in client bundles).
 */
import { z } from "zod";

const SEARCH_STATES = ["NO_SEARCH_INPUT", "INPUT_WITH_RESULTS", "INPUT_WITH_NO_RESULTS"] as const;

export const searchResultProviderSchema = z.strictObject({
  id: z.number().int(),
  legacyId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  address: z.strictObject({
    formattedAddress: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  images: z.array(z.string()),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  awards: z.array(z.strictObject({ name: z.string(), year: z.number().int() })),
  promotions: z.array(
    z.strictObject({
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      externalPromotionText: z.string(),
    }),
  ),
  lastReviewSnippet: z.string().nullable(),
  amenities: z.array(
    z.strictObject({
      amenityId: z.number().int(),
      amenityName: z.string(),
      amenityCategoryId: z.number().int(),
      amenityCategoryName: z.string(),
    }),
  ),
  isIndexed: z.boolean(),
  enhancedListing: z.boolean(),
  phoneNumber: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  services: z.array(
    z.strictObject({
      legacyResourceId: z.string().nullable(),
      category: z.strictObject({ id: z.string(), name: z.string() }),
      license: z.string().nullable(),
      startingPriceCents: z.number().int().positive().nullable(),
    }),
  ),
  /** Starting monthly price of the searched care type, in cents; null when the provider gives none or it is hidden. */
  price: z.number().int().positive().nullable(),
  /** True when the provider has a price the visitor sees only after asking (prices are blurred). */
  priceHidden: z.boolean(),
  /** Great-circle miles from the searched place, one decimal. */
  distance: z.number().min(0),
  /**
   * The Medicare overall star rating (domain/providers/care-compare.ts MedicareStars): null when
   * the provider has no Medicare record of a rated kind; `stars` null when Medicare does not rate it.
   */
  medicare: z
    .strictObject({
      stars: z.number().int().min(1).max(5).nullable(),
      month: z.string().nullable(),
      source: z.enum(["cms", "demo"]),
    })
    .nullable(),
});
export type SearchResultProvider = z.infer<typeof searchResultProviderSchema>;

const countsByName = z.record(z.string(), z.number().int().positive());
const facetGroupSchema = z.strictObject({ amenities: countsByName, categories: countsByName });
export type FacetGroup = z.infer<typeof facetGroupSchema>;

export const searchResponseSchema = z.strictObject({
  searchState: z.enum(SEARCH_STATES),
  /** The place the keyword named, or null (no keyword, or 'location not found'). */
  location: z
    .strictObject({
      label: z.string(),
      kind: z.enum(["zip", "city", "county", "state", "coordinates"]),
      latitude: z.number(),
      longitude: z.number(),
      city: z.string().nullable(),
      state: z.string().nullable(),
    })
    .nullable(),
  /** Set when the keyword names no place we know. */
  locationError: z.string().nullable(),
  careType: z.strictObject({ id: z.string(), slug: z.string(), label: z.string() }),
  results: z.array(searchResultProviderSchema),
  totalItems: z.number().int().min(0),
  totalNearbyItems: z.number().int().min(0),
  totalRegionItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  /** 1-based page of these results. */
  page: z.number().int().positive(),
  hitsPerPage: z.number().int().positive(),
  listId: z.string(),
  queryId: z.string(),
  facets: z.strictObject({ inRegion: facetGroupSchema, nearby: facetGroupSchema }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
