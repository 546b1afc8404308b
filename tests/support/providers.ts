/**
 * The one way tests build providers: a complete, valid provider record (the API's and the
 * provider page's shape), a complete search result card, and a search answer holding such
 * cards, each with overrides. Every builder checks what it returns against the real schema, so
 * a fixture cannot drift from the contract: a field added, renamed or retyped there fails the
 * test that builds one.
 */
import { type CareTypeId, careTypeById } from "../../domain/care-types.ts";
import {
  type ProviderRecord,
  type ProviderService,
  providerRecordSchema,
  serviceSchema,
} from "../../domain/providers/provider-record.ts";
import {
  type SearchResponse,
  type SearchResultProvider,
  searchResponseSchema,
  searchResultProviderSchema,
} from "../../domain/search/search-contract.ts";

type ResultService = SearchResultProvider["services"][number];
const resultServiceSchema = searchResultProviderSchema.shape.services.element;

/** The fixtures' place: Austin, TX (the city hall's coordinates). */
export const FIXTURE_PLACE = {
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  latitude: 30.26715,
  longitude: -97.74306,
};

function careTypeOf(id: CareTypeId) {
  const careType = careTypeById(id);
  if (!careType) throw new Error(`unknown care type ${id}`);
  return careType;
}

/** The costs of a record's service starting at this monthly price, with no upper price. */
export function startingAt(startingPriceCents: number | null): Pick<ProviderService, "costs"> {
  return { costs: { startingPriceCents, maxPriceCents: null } };
}

/** A service of a provider record: the care type's own label as its category, no price unless given. */
export function recordService(careTypeId: CareTypeId, overrides: Partial<ProviderService> = {}): ProviderService {
  const { id, slug, label, rollUpType } = careTypeOf(careTypeId);
  return serviceSchema.parse({
    id: 1,
    legacyResourceId: null,
    careType: { id, slug, label, rollUpType },
    category: { name: label, description: "" },
    license: null,
    costs: { startingPriceCents: null, maxPriceCents: null },
    contract: { type: null, isSuppressed: false },
    isClaimed: false,
    roomTypeCosts: [],
    accommodations: [],
    ...overrides,
  });
}

export type RecordOverrides = Partial<Omit<ProviderRecord, "address">> & {
  address?: Partial<ProviderRecord["address"]>;
};

/** A complete provider record: an assisted-living community in Austin, TX; the address merges field by field. */
export function providerRecord(overrides: RecordOverrides = {}): ProviderRecord {
  const { address, ...rest } = overrides;
  const assisted = careTypeOf("assisted_living_facilities");
  return providerRecordSchema.parse({
    id: 7,
    legacyId: null,
    source: "demo",
    ccn: null,
    name: "Maple Court",
    slug: "maple-court-austin-tx",
    url: "/assisted-living/texas/austin/maple-court-austin-tx/",
    primaryCareType: { id: assisted.id, slug: assisted.slug, label: assisted.label, rollUpType: assisted.rollUpType },
    address: {
      street: "1 Main Street",
      city: FIXTURE_PLACE.city,
      county: "Travis",
      state: FIXTURE_PLACE.state,
      stateName: "Texas",
      zipCode: FIXTURE_PLACE.zipCode,
      formattedAddress: "1 Main Street, Austin, TX 78701",
      latitude: FIXTURE_PLACE.latitude,
      longitude: FIXTURE_PLACE.longitude,
      ...address,
    },
    city: { name: "Austin", urlName: "austin" },
    state: { code: "TX", name: "Texas", urlName: "texas" },
    phoneNumber: "(512) 555-0100",
    description: "A fictional community for the tests.",
    tags: [assisted.label],
    careTypesDescription: assisted.label,
    isIndexed: true,
    enhancedListing: false,
    subscriptionContract: false,
    claimed: false,
    averageRating: 4.2,
    reviewCount: 3,
    bayesianAverage: 4.1,
    ratings: { staff: null, activities: null, food: null, facilities: null, value: null },
    photos: [],
    minimumCost: null,
    maximumCost: null,
    services: [recordService("assisted_living_facilities")],
    amenities: [],
    caringStars: [],
    homeCarePulse: [],
    promotions: [],
    medicare: [],
    faqs: [],
    infoCards: [],
    ...rest,
  });
}

/** A service as a search result card lists it: the care type's id and label, no price unless given. */
export function resultService(careTypeId: CareTypeId, overrides: Partial<ResultService> = {}): ResultService {
  return resultServiceSchema.parse({
    legacyResourceId: null,
    category: { id: careTypeId, name: careTypeOf(careTypeId).label },
    license: null,
    startingPriceCents: null,
    ...overrides,
  });
}

export type ResultOverrides = Partial<Omit<SearchResultProvider, "address">> & {
  address?: Partial<SearchResultProvider["address"]>;
};

/** A complete search result card: an assisted-living community in Austin, TX; the address merges field by field. */
export function searchResultProvider(overrides: ResultOverrides = {}): SearchResultProvider {
  const { address, ...rest } = overrides;
  return searchResultProviderSchema.parse({
    id: 1,
    legacyId: null,
    name: "Maple Court",
    slug: "maple-court-austin-tx",
    url: "/assisted-living/texas/austin/maple-court-austin-tx/",
    address: {
      formattedAddress: "1 Main Street, Austin, TX 78701",
      street: "1 Main Street",
      city: FIXTURE_PLACE.city,
      state: FIXTURE_PLACE.state,
      zipCode: FIXTURE_PLACE.zipCode,
      latitude: FIXTURE_PLACE.latitude,
      longitude: FIXTURE_PLACE.longitude,
      ...address,
    },
    images: [],
    averageRating: 4.2,
    reviewCount: 3,
    awards: [],
    promotions: [],
    lastReviewSnippet: null,
    amenities: [],
    isIndexed: true,
    enhancedListing: false,
    phoneNumber: "(512) 555-0100",
    tags: ["Assisted Living"],
    description: "",
    services: [resultService("assisted_living_facilities")],
    price: null,
    priceHidden: false,
    distance: 0,
    medicare: null,
    ...rest,
  });
}

/** A search API answer with results: one page of them near Austin, TX, with no facets unless given. */
export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const results = overrides.results ?? [searchResultProvider()];
  return searchResponseSchema.parse({
    searchState: "INPUT_WITH_RESULTS",
    location: {
      label: "Austin, TX",
      kind: "city",
      latitude: FIXTURE_PLACE.latitude,
      longitude: FIXTURE_PLACE.longitude,
      city: FIXTURE_PLACE.city,
      state: FIXTURE_PLACE.state,
    },
    locationError: null,
    careType: { id: "assisted_living_facilities", slug: "assisted-living", label: "Assisted Living" },
    results,
    totalItems: results.length,
    totalNearbyItems: 0,
    totalRegionItems: results.length,
    totalPages: 1,
    page: 1,
    hitsPerPage: 20,
    listId: "list-1",
    queryId: "query-1",
    facets: { inRegion: { amenities: {}, categories: {} }, nearby: { amenities: {}, categories: {} } },
    ...overrides,
  });
}
