/**
 * The search filters (spec search-and-compare §2.1, §9): every family, its URL parameter and
 * its values, with what each value means to the search engine. The sidebar, the URL codec and
 * the engine all read this one table.
 */

/** What a filter value tests on a provider. */
export type FilterTest =
  | { kind: "amenity"; amenityId: number }
  | { kind: "verified" }
  | { kind: "caringStars" }
  | { kind: "minPhotos"; count: number }
  | { kind: "roomType"; roomType: RoomType };

/** A value's and a family's words are the page's: `t.search.families[parameter]`. */
interface FilterValue {
  value: string;
  test: FilterTest;
}

export interface FilterFamily {
  /** The query parameter, and the criteria field of faceted search. */
  parameter: string;
  criteriaField: string;
  values: readonly FilterValue[];
  /** How many values show before 'See more' (languages: 3). */
  shownBeforeMore?: number;
}

/** The room types, in the order of their bits in providers.room_type_bits: fixed once given. */
export const ROOM_TYPES = [
  "studio",
  "1-bedroom",
  "2-bedroom",
  "3-bedroom",
  "respite",
  "semi-private",
  "private",
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** A room type's bit in a provider's room-type bitmask (providers.room_type_bits). */
export function roomTypeMask(roomType: RoomType): number {
  return 2 ** ROOM_TYPES.indexOf(roomType);
}

const amenity = (value: string, amenityId: number): FilterValue => ({
  value,
  test: { kind: "amenity", amenityId },
});

const roomType = (value: RoomType): FilterValue => ({
  value,
  test: { kind: "roomType", roomType: value },
});

export const FILTER_FAMILIES: readonly FilterFamily[] = [
  {
    parameter: "verified",
    criteriaField: "verified",
    values: [{ value: "verified-partners-only", test: { kind: "verified" } }],
  },
  {
    parameter: "awards",
    criteriaField: "awards",
    values: [{ value: "caring-stars-winners", test: { kind: "caringStars" } }],
  },
  {
    parameter: "providers-with",
    criteriaField: "providersWith",
    values: [{ value: "5-plus-photos", test: { kind: "minPhotos", count: 5 } }],
  },
  {
    parameter: "room-type",
    criteriaField: "roomType",
    values: [
      roomType("studio"),
      roomType("1-bedroom"),
      roomType("2-bedroom"),
      roomType("3-bedroom"),
      roomType("respite"),
    ],
  },
  {
    parameter: "languages",
    criteriaField: "languages",
    shownBeforeMore: 3,
    values: [
      amenity("english", 301),
      amenity("spanish", 302),
      amenity("chinese", 303),
      amenity("tagalog", 304),
      amenity("vietnamese", 305),
      amenity("arabic", 306),
      amenity("french", 307),
      amenity("korean", 308),
      amenity("russian", 309),
      amenity("german", 310),
      amenity("haitian-creole", 311),
      amenity("hindi", 312),
      amenity("portuguese", 313),
      amenity("italian", 314),
    ],
  },
  {
    parameter: "lifestyle",
    criteriaField: "lifestyle",
    values: [amenity("pet-friendly", 98), amenity("active", 99)],
  },
  {
    parameter: "staff-qualifications",
    criteriaField: "staffQualifications",
    values: [
      amenity("background-check", 241),
      amenity("trained-in-memory-care", 242),
      amenity("trained-in-ethics", 243),
    ],
  },
  {
    parameter: "room-amenities",
    criteriaField: "roomAmenities",
    values: [amenity("balcony-patio", 231), amenity("cable", 232), amenity("kitchen-kitchenette", 233)],
  },
  {
    parameter: "accessibility",
    criteriaField: "accessibility",
    values: [amenity("mobility-wheelchair", 2), amenity("transfer-assistance", 3)],
  },
  {
    parameter: "personal-care",
    criteriaField: "personalCare",
    values: [
      amenity("bathing", 221),
      amenity("dressing", 222),
      amenity("meal-prep", 223),
      amenity("personal-care", 224),
      amenity("toilet", 225),
    ],
  },
  {
    parameter: "dining",
    criteriaField: "dining",
    values: [
      amenity("dining-room", 201),
      amenity("guest-meals", 202),
      amenity("room-services", 203),
      amenity("special-diets", 204),
    ],
  },
  {
    parameter: "health-services",
    criteriaField: "healthServices",
    values: [amenity("medication", 211), amenity("nurses", 212), amenity("physical-therapy", 213)],
  },
  {
    parameter: "other-amenities",
    criteriaField: "otherAmenities",
    values: [amenity("swimming-pool", 251), amenity("entertainment", 252), amenity("laundry-line", 253)],
  },
];

/**
 * spec: search-and-compare §9, the six sorts; distance is labelled Recommended. The seventh,
 * by Medicare overall rating, is offered where Medicare rates providers (see
 * offersMedicareRating); elsewhere it would order by distance alone.
 */
export const SORTS = [
  { value: "distance", label: "Recommended" },
  { value: "best-rated", label: "Best rated" },
  { value: "best-staff", label: "Best staff" },
  { value: "best-activities", label: "Best activities" },
  { value: "best-meals-dining", label: "Best meals and dining" },
  { value: "most-reviews", label: "Most reviews" },
  { value: "medicare-rating", label: "Medicare rating" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];

/** spec: search-and-compare §9, rating filter values. */
export const RATING_FILTERS = [
  { value: "4-plus", label: "4 stars and up", minimum: 4 },
  { value: "3-plus", label: "3 stars and up", minimum: 3 },
] as const;
export type RatingFilterValue = (typeof RATING_FILTERS)[number]["value"];

/**
 * The Medicare star filter: providers whose Medicare overall rating is at least this many stars
 * (`medicare-rating=4`). Providers Medicare does not rate never pass it.
 */
export const MEDICARE_RATING_PARAMETER = "medicare-rating";
export const MEDICARE_RATING_FILTERS = [{ value: 5 }, { value: 4 }, { value: 3 }, { value: 2 }] as const;

/** The care types whose providers Medicare rates with stars: there the filter and the sort are offered. */
const MEDICARE_RATED_CARE_TYPES: ReadonlySet<string> = new Set(["nursing_homes", "home_healthcare_agencies"]);

export function offersMedicareRating(careTypeId: string): boolean {
  return MEDICARE_RATED_CARE_TYPES.has(careTypeId);
}

/** The sorts a list of this care type offers: the Medicare one only where Medicare rates, or when chosen. */
export function sortsFor(careTypeId: string, chosen: SortValue): readonly (typeof SORTS)[number][] {
  return SORTS.filter(
    (sort) => sort.value !== "medicare-rating" || offersMedicareRating(careTypeId) || chosen === sort.value,
  );
}

/**
 * Price bands of the 1-4 price slider, by starting monthly price in cents: $ under $3,000,
 * $$ under $5,000, $$$ under $7,000, $$$$ from $7,000.
 */
export const PRICE_BAND_CEILINGS_CENTS = [300_000, 500_000, 700_000] as const;

/** Price bands per care type in providers.price_band_bits: four bits a type, at the type's bit times four. */
export const PRICE_BANDS_PER_CARE_TYPE = PRICE_BAND_CEILINGS_CENTS.length + 1;

/**
 * The bits of a care type's price bands `low` to `high` (1-4) in providers.price_band_bits: the
 * provider's starting price of that care type is in one of those bands. Thirteen care types of
 * four bands stay within an integer's 53 exact bits.
 */
export function priceBandMask(careTypeBit: number, low: number, high: number): number {
  let mask = 0;
  for (let band = low; band <= high; band++) mask += 2 ** (careTypeBit * PRICE_BANDS_PER_CARE_TYPE + band - 1);
  return mask;
}

/** spec: search-and-compare §3, default search values. */
export const SEARCH_DEFAULTS = {
  distanceMiles: 30,
  price: [1, 4] as const,
  sortBy: "distance" as SortValue,
  matchAll: true,
  pageSize: 20,
} as const;

/** spec: search-and-compare §5, distance slider 10 to 50 in steps of 10. */
export const DISTANCE_CHOICES = [10, 20, 30, 40, 50] as const;
