/**
 * From a facility of a federal file to the rows of the directory's schema: the provider (source
 * 'cms', deterministic id, gazetteer city and county, a factual description), its care-type
 * service and its Medicare record. Pure: the gazetteer and the rows already stored come in as
 * arguments.
 */

import { careTypeById } from "../../../domain/care-types.ts";
import { urlName } from "../../../domain/geo/place-names.ts";
import type { MedicareRecordRow, ProviderColumnsRow } from "../../../worker/providers/provider-columns.ts";
import type { Places } from "./cms-places.ts";
import type { CmsCareType, CmsFacility } from "./facility.ts";
import { titleCase } from "./title-case.ts";

/** Imported ids start here, far above the demo ids (1..N), so the two never meet. */
const CMS_ID_BASE = 2_000_000_000;

/** The provider id of a CCN: the same CCN always gets the same id, and two CCNs never share one. */
export function cmsProviderId(ccn: string): number {
  return CMS_ID_BASE + Number.parseInt(ccn, 36);
}

/**
 * A row of `providers` as the importer writes it: a real facility's own columns. Of the
 * standing columns only is_indexed is set; the others keep their defaults.
 */
export type ProviderRow = Omit<
  ProviderColumnsRow,
  | "legacy_id"
  | "source"
  | "ccn"
  | "primary_care_type_id"
  | "enhanced_listing"
  | "subscription_contract"
  | "claimed"
  | "search_excluded"
> & { legacy_id: string; source: "cms"; ccn: string; primary_care_type_id: CmsCareType };

/** A row of `medicare_records` as the importer writes it. */
export type MedicareRow = MedicareRecordRow;

/** A provider before its slug is settled against the slugs already taken. */
export type ProviderDraft = Omit<ProviderRow, "slug"> & { slugBase: string };

type MappedFacility = { ok: true; provider: ProviderDraft } | { ok: false; reason: string };

interface Point {
  latitude: number;
  longitude: number;
}

/** The great-circle distance in miles (haversine, mean Earth radius). */
function milesBetween(a: Point, b: Point): number {
  const radians = Math.PI / 180;
  const half =
    Math.sin(((b.latitude - a.latitude) * radians) / 2) ** 2 +
    Math.cos(a.latitude * radians) *
      Math.cos(b.latitude * radians) *
      Math.sin(((b.longitude - a.longitude) * radians) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.min(1, Math.sqrt(half)));
}

/**
 * The provider row of a facility. `knownProviderType` is what a stored Medicare record says the
 * facility is certified for, used when this file does not say; `existingId` is the id of the
 * provider already stored under the CCN. Refuses a facility in a state the directory does not
 * know, or one without coordinates whose ZIP code is unknown too.
 */
export function mapFacility(
  facility: CmsFacility,
  places: Places,
  knownProviderType: string | null = null,
  existingId?: number,
): MappedFacility {
  const stateName = places.stateName(facility.state);
  if (!stateName) return { ok: false, reason: `unknown state ${JSON.stringify(facility.state)}` };

  const zip = places.zip(facility.zip);
  const zipInState = zip?.stateCode === facility.state ? zip : undefined;
  const county =
    (facility.county ? places.county(facility.state, facility.county) : undefined) ??
    (zipInState?.countyId != null ? places.countyById(zipInState.countyId) : undefined);
  const namedCity = places.city(facility.state, facility.city, county?.id ?? zipInState?.countyId);
  // A postal town the gazetteer lacks is placed in its ZIP code's city for the city pages, but
  // keeps its own name in the address: only a matching name takes the gazetteer's spelling.
  const city = namedCity ?? (zipInState?.cityId != null ? places.cityById(zipInState.cityId) : undefined);
  const cityName = namedCity?.name ?? titleCase(facility.city);

  let latitude = facility.latitude;
  let longitude = facility.longitude;
  if (latitude !== null && longitude !== null && zipInState && milesBetween(zipInState, { latitude, longitude }) > 60) {
    // A geocoder's slip (the hospice file places one Charleston hospice in England): no
    // nursing home of the national file lies even 40 miles from its ZIP code's centre, which
    // stands in, as it does for a file without coordinates.
    latitude = zipInState.latitude;
    longitude = zipInState.longitude;
  }
  if (latitude === null || longitude === null) {
    if (!zip) return { ok: false, reason: `no coordinates, and ZIP code ${facility.zip} is not in the gazetteer` };
    latitude = zip.latitude;
    longitude = zip.longitude;
  }

  const name = titleCase(facility.name);
  const street = titleCase(facility.street);
  const careType = careTypeById(facility.careType);
  const label = careType?.label ?? facility.careType;
  const id = existingId ?? cmsProviderId(facility.ccn);
  return {
    ok: true,
    provider: {
      id,
      legacy_id: `cms-${facility.ccn}`,
      source: "cms",
      ccn: facility.ccn,
      name,
      slugBase: urlName(`${name} ${cityName} ${facility.state}`),
      primary_care_type_id: facility.careType,
      street,
      city_id: city?.id ?? null,
      city_name: cityName,
      county_id: county?.id ?? null,
      county_name: county?.name ?? (facility.county ? titleCase(facility.county) : ""),
      state_code: facility.state,
      zip: facility.zip,
      formatted_address: `${street ? `${street}, ` : ""}${cityName}, ${facility.state} ${facility.zip}`,
      latitude,
      longitude,
      phone: facility.phone,
      description: describeFacility(facility, cityName, stateName, facility.providerType ?? knownProviderType),
      tags: JSON.stringify([label]),
      care_types_description: label,
      is_indexed: 1,
    },
  };
}

/**
 * The provider's slug: its current one while that still fits its name and city, else the plain
 * slug, else (when another provider holds that) the slug with the CCN appended. `owners` maps
 * every slug already taken to its provider id and learns the slug chosen.
 */
export function settleSlug(
  draft: ProviderDraft,
  currentSlug: string | undefined,
  owners: Map<string, number>,
): ProviderRow {
  const { slugBase, ...row } = draft;
  const withCcn = `${slugBase}-${draft.ccn.toLowerCase()}`;
  const freeFor = (slug: string) => (owners.get(slug) ?? draft.id) === draft.id;
  const slug =
    currentSlug === slugBase || currentSlug === withCcn ? currentSlug : freeFor(slugBase) ? slugBase : withCcn;
  owners.set(slug, draft.id);
  return { ...row, slug };
}

/**
 * The Medicare record of a facility: the file's own when it has measures (dated by the file's
 * own date column, else by `fileDate`, the month the file's name gives); for a file with only
 * beds (the national locations file), the stored record with its certified beds brought up to
 * date; otherwise none.
 */
export function medicareRowFor(
  facility: CmsFacility,
  providerId: number,
  stored: MedicareRow | undefined,
  fileDate: string | null = null,
): MedicareRow | null {
  const facts = facility.medicare;
  if (facts) {
    return {
      provider_id: providerId,
      federal_provider_number: facility.ccn,
      local_resource_type: facility.careType,
      state: facility.state,
      ownership_type: facts.ownershipType,
      provider_type: facts.providerType,
      certified_beds: facts.certifiedBeds,
      rating_date: facts.ratingDate ?? fileDate,
      overall_rating: facts.overallRating,
      health_inspection_rating: facts.healthInspectionRating,
      qm_rating: facts.qmRating,
      staffing_rating: facts.staffingRating,
      metrics: JSON.stringify(facts.metrics),
    };
  }
  if (stored && facility.beds !== null) return { ...stored, certified_beds: facility.beds };
  return null;
}

const CERTIFICATIONS = new Set(["Medicare and Medicaid", "Medicare", "Medicaid"]);

/**
 * One factual sentence from the file's own data: 'A 52-bed nursing home in Gaffney, South
 * Carolina, certified for Medicare and Medicaid.' or 'A Medicare-certified home health agency in
 * Mount Pleasant, South Carolina, offering nursing care and physical therapy.'
 */
function describeFacility(
  facility: CmsFacility,
  cityName: string,
  stateName: string,
  providerType: string | null,
): string {
  const place = `${cityName}, ${stateName}`;
  if (facility.careType === "hospices") return `A Medicare-certified hospice in ${place}.`;
  if (facility.careType === "home_healthcare_agencies") {
    const offering = facility.services.length > 0 ? `, offering ${listInWords(facility.services)}` : "";
    return `A Medicare-certified home health agency in ${place}${offering}.`;
  }
  const size = facility.beds !== null && facility.beds > 0 ? `${facility.beds}-bed ` : "";
  const article = size && startsWithVowelSound(facility.beds as number) ? "An" : "A";
  const certified = providerType && CERTIFICATIONS.has(providerType) ? `, certified for ${providerType}` : "";
  return `${article} ${size}nursing home in ${place}${certified}.`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Whether a number read aloud starts with a vowel: 8, 11, 18, 80-89, 800-899, 8,000... */
function startsWithVowelSound(count: number): boolean {
  const digits = String(count);
  if (digits.startsWith("8")) return true;
  return (digits.length === 2 || digits.length === 5) && (digits.startsWith("11") || digits.startsWith("18"));
}

/** The month a federal file's name gives ('hospice-sc-2024-07-geocoded.csv'), as 'YYYY-MM-01', or null. */
export function fileDateOf(fileName: string): string | null {
  const match = /(?:^|\D)((?:19|20)\d{2})-(0[1-9]|1[0-2])(?:\D|$)/.exec(fileName);
  return match ? `${match[1]}-${match[2]}-01` : null;
}
