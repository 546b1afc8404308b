/**
 * The 13 care types the directory knows (spec search-and-compare §3, reviews-and-provider-page §9):
 * the stable id the data uses, the URL slug, the label families read, and the roll-up type.
 */

const CARE_TYPE_IDS = [
  "not_sure",
  "assisted_living_facilities",
  "independent_living",
  "nursing_homes",
  "homecare_agencies",
  "home_healthcare_agencies",
  "hospices",
  "continuing_care_retirement_communities",
  "adult_day_services",
  "geriatric_care_managers",
  "alzheimers_care_facilities",
  "low_income_affordable",
  "senior_apartments",
] as const;
export type CareTypeId = (typeof CARE_TYPE_IDS)[number];

/** Senior living is a place to live; senior care comes to the family. */
export type RollUpType = "senior-living" | "senior-care";

export interface CareType {
  id: CareTypeId;
  slug: string;
  label: string;
  /** Singular form, for structured data and sentences ("an Assisted Living community"). */
  singular: string;
  rollUpType: RollUpType;
  /** Shown in search selects; 'Not Sure' and low-income housing are not searchable types. */
  searchable: boolean;
  /** The type's bit in a provider's care-type bitmask (providers.care_type_bits); fixed once given. */
  bit: number;
}

export const CARE_TYPES: readonly CareType[] = [
  {
    id: "assisted_living_facilities",
    slug: "assisted-living",
    label: "Assisted Living",
    singular: "Assisted Living Facility",
    rollUpType: "senior-living",
    searchable: true,
    bit: 0,
  },
  {
    id: "alzheimers_care_facilities",
    slug: "memory-care-facilities",
    label: "Memory Care",
    singular: "Memory Care Facility",
    rollUpType: "senior-living",
    searchable: true,
    bit: 1,
  },
  {
    id: "independent_living",
    slug: "independent-living",
    label: "Independent Living",
    singular: "Independent Living Community",
    rollUpType: "senior-living",
    searchable: true,
    bit: 2,
  },
  {
    id: "nursing_homes",
    slug: "nursing-homes",
    label: "Nursing Homes",
    singular: "Nursing Home",
    rollUpType: "senior-living",
    searchable: true,
    bit: 3,
  },
  {
    id: "continuing_care_retirement_communities",
    slug: "continuing-care-retirement-communities",
    label: "Continuing Care Retirement Communities",
    singular: "Continuing Care Retirement Community",
    rollUpType: "senior-living",
    searchable: true,
    bit: 4,
  },
  {
    id: "senior_apartments",
    slug: "55-plus-communities",
    label: "55+ Communities",
    singular: "55+ Community",
    rollUpType: "senior-living",
    searchable: true,
    bit: 5,
  },
  {
    id: "adult_day_services",
    slug: "adult-day-care",
    label: "Adult Day Care",
    singular: "Adult Day Care Center",
    rollUpType: "senior-living",
    searchable: true,
    bit: 6,
  },
  {
    id: "homecare_agencies",
    slug: "in-home-care",
    label: "Home Care",
    singular: "Home Care Agency",
    rollUpType: "senior-care",
    searchable: true,
    bit: 7,
  },
  {
    id: "home_healthcare_agencies",
    slug: "home-health-agencies",
    label: "Home Health Agencies",
    singular: "Home Health Agency",
    rollUpType: "senior-care",
    searchable: true,
    bit: 8,
  },
  {
    id: "hospices",
    slug: "hospices",
    label: "Hospice",
    singular: "Hospice",
    rollUpType: "senior-care",
    searchable: true,
    bit: 9,
  },
  {
    id: "geriatric_care_managers",
    slug: "geriatric-care-managers",
    label: "Geriatric Care Managers",
    singular: "Geriatric Care Manager",
    rollUpType: "senior-care",
    searchable: true,
    bit: 10,
  },
  {
    id: "low_income_affordable",
    slug: "low-income-affordable",
    label: "Low Income Affordable",
    singular: "Low Income Affordable Community",
    rollUpType: "senior-living",
    searchable: false,
    bit: 11,
  },
  {
    id: "not_sure",
    slug: "not-sure",
    label: "Not Sure",
    singular: "Not Sure",
    rollUpType: "senior-living",
    searchable: false,
    bit: 12,
  },
];

/** spec: search-and-compare §5, assisted living applies on submit when none is chosen. */
export const DEFAULT_CARE_TYPE_SLUG = "assisted-living";

const bySlug = new Map(CARE_TYPES.map((careType) => [careType.slug, careType]));
const byId = new Map(CARE_TYPES.map((careType) => [careType.id, careType]));

export function careTypeBySlug(slug: string): CareType | undefined {
  return bySlug.get(slug);
}

export function careTypeById(id: string): CareType | undefined {
  return byId.get(id as CareTypeId);
}

/** The bitmask of some care types: the search tests a provider's care_type_bits against it. */
export function careTypeMask(careTypes: Iterable<CareType>): number {
  let mask = 0;
  for (const careType of new Set(careTypes)) mask += 2 ** careType.bit;
  return mask;
}

/** The care types a family can search for, in the order the selects list them. */
export const SEARCHABLE_CARE_TYPES: readonly CareType[] = CARE_TYPES.filter((careType) => careType.searchable);
