/**
 * The columns of `providers` that hold a provider's own data, and of `medicare_records`
 * (worker/db/migrations/0003): one list each, that the record loader reads, the CMS importer
 * upserts and the demo seeder inserts. The aggregate columns are not here: aggregate-queries.ts
 * alone writes them, from their rows.
 */

/** What a listing says about itself: every source writes these, and an import keeps them up to date. */
export const PROVIDER_LISTING_COLUMNS = [
  "name",
  "slug",
  "primary_care_type_id",
  "street",
  "city_id",
  "city_name",
  "county_id",
  "county_name",
  "state_code",
  "zip",
  "formatted_address",
  "latitude",
  "longitude",
  "phone",
  "description",
  "tags",
  "care_types_description",
] as const;

/** How the directory treats a listing: set when it is created, changed only by an operator. */
const PROVIDER_STANDING_COLUMNS = [
  "is_indexed",
  "enhanced_listing",
  "subscription_contract",
  "claimed",
  "search_excluded",
] as const;

/** Every column of a provider's own data, identity first. */
export const PROVIDER_COLUMNS = [
  "id",
  "legacy_id",
  "source",
  "ccn",
  ...PROVIDER_LISTING_COLUMNS,
  ...PROVIDER_STANDING_COLUMNS,
] as const satisfies readonly (keyof ProviderColumnsRow)[];
type ProviderColumn = (typeof PROVIDER_COLUMNS)[number];

/** A row of those columns as D1 stores it: flags as 0 or 1, tags as a JSON array's text. */
export interface ProviderColumnsRow {
  id: number;
  legacy_id: string | null;
  /** 'demo' rows are fictional; 'cms' rows are real facilities from federal files. */
  source: "demo" | "cms";
  /** The CMS Certification Number of an imported facility; null for demo rows. */
  ccn: string | null;
  name: string;
  slug: string;
  primary_care_type_id: string;
  street: string;
  city_id: number | null;
  city_name: string;
  county_id: number | null;
  county_name: string;
  state_code: string;
  zip: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  tags: string;
  care_types_description: string;
  is_indexed: 0 | 1;
  enhanced_listing: 0 | 1;
  subscription_contract: 0 | 1;
  claimed: 0 | 1;
  search_excluded: 0 | 1;
}

/** The list and the row type name the same columns: a column added to only one of them fails to compile. */
const _everyColumnListed: Exclude<keyof ProviderColumnsRow, ProviderColumn> extends never ? true : never = true;

/** A row of `medicare_records` without its id, as the importer and the seeder write it and the record loader reads it. */
export interface MedicareRecordRow {
  provider_id: number;
  federal_provider_number: string;
  local_resource_type: "nursing_homes" | "home_healthcare_agencies" | "hospices";
  state: string;
  ownership_type: string | null;
  provider_type: string | null;
  certified_beds: number | null;
  rating_date: string | null;
  overall_rating: number | null;
  health_inspection_rating: number | null;
  qm_rating: number | null;
  staffing_rating: number | null;
  /** JSON: the measures the provider page lists. */
  metrics: string;
}

/** Every column of a Medicare record but its id, the provider first. */
export const MEDICARE_RECORD_COLUMNS = [
  "provider_id",
  "federal_provider_number",
  "local_resource_type",
  "state",
  "ownership_type",
  "provider_type",
  "certified_beds",
  "rating_date",
  "overall_rating",
  "health_inspection_rating",
  "qm_rating",
  "staffing_rating",
  "metrics",
] as const satisfies readonly (keyof MedicareRecordRow)[];

/** As for the providers: a Medicare column added to only the list or the row type fails to compile. */
const _everyMedicareColumnListed: Exclude<
  keyof MedicareRecordRow,
  (typeof MEDICARE_RECORD_COLUMNS)[number]
> extends never
  ? true
  : never = true;
