/**
 * Which care types a demo provider offers: its primary type in realistic shares, the extra
 * types such providers often add (assisted living with memory care, a CCRC with every level),
 * and the tags and one-line summary the listing shows.
 */
import { type CareTypeId, careTypeById } from "../../../domain/care-types.ts";
import type { Random } from "./random.ts";

/** Shares of the primary care type, in percent of all providers. */
export const PRIMARY_CARE_TYPE_SHARES: readonly (readonly [CareTypeId, number])[] = [
  ["assisted_living_facilities", 30],
  ["homecare_agencies", 18],
  ["nursing_homes", 12],
  ["alzheimers_care_facilities", 10],
  ["independent_living", 9],
  ["home_healthcare_agencies", 6],
  ["hospices", 4],
  ["adult_day_services", 3],
  ["senior_apartments", 3],
  ["continuing_care_retirement_communities", 2],
  ["geriatric_care_managers", 1],
  ["low_income_affordable", 1],
];

/** Extra care types by primary type, each with the chance a provider offers it. */
const EXTRA_CARE_TYPES: Partial<Record<CareTypeId, readonly (readonly [CareTypeId, number])[]>> = {
  assisted_living_facilities: [
    ["alzheimers_care_facilities", 0.45],
    ["independent_living", 0.15],
    ["adult_day_services", 0.04],
  ],
  alzheimers_care_facilities: [["assisted_living_facilities", 0.5]],
  independent_living: [
    ["assisted_living_facilities", 0.4],
    ["senior_apartments", 0.1],
  ],
  nursing_homes: [
    ["assisted_living_facilities", 0.2],
    ["alzheimers_care_facilities", 0.12],
    ["hospices", 0.05],
  ],
  continuing_care_retirement_communities: [
    ["independent_living", 1],
    ["assisted_living_facilities", 1],
    ["alzheimers_care_facilities", 1],
    ["nursing_homes", 1],
  ],
  senior_apartments: [["independent_living", 0.2]],
  homecare_agencies: [
    ["home_healthcare_agencies", 0.1],
    ["geriatric_care_managers", 0.05],
  ],
  home_healthcare_agencies: [
    ["homecare_agencies", 0.2],
    ["hospices", 0.1],
  ],
  hospices: [["home_healthcare_agencies", 0.15]],
  adult_day_services: [["homecare_agencies", 0.1]],
  geriatric_care_managers: [["homecare_agencies", 0.2]],
};

/** Care types that never carry a price: the cost depends on the medical plan, not a rent. */
export const UNPRICED_CARE_TYPES: ReadonlySet<CareTypeId> = new Set([
  "hospices",
  "home_healthcare_agencies",
  "geriatric_care_managers",
]);

/** Draws a primary care type with the shares above. */
export function choosePrimaryCareType(random: Random): CareTypeId {
  return random.weighted(PRIMARY_CARE_TYPE_SHARES);
}

/** The care types a provider offers, its primary type first, then extras in catalogue order. */
export function chooseOfferedCareTypes(primary: CareTypeId, random: Random): CareTypeId[] {
  const offered: CareTypeId[] = [primary];
  for (const [extra, chance] of EXTRA_CARE_TYPES[primary] ?? []) {
    if (random.chance(chance)) offered.push(extra);
  }
  return offered;
}

const label = (id: CareTypeId) => careTypeById(id)?.label ?? id;

/** The tags JSON: the labels of the offered care types ('Home Care', 'Home Health Agencies', ...). */
export function careTypeTags(offered: readonly CareTypeId[]): string {
  return JSON.stringify(offered.map(label));
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The one-sentence summary of the offered care types, e.g. 'Offers Assisted Living and Memory Care.' */
export function careTypesDescription(offered: readonly CareTypeId[]): string {
  return `Offers ${joinWithAnd(offered.map(label))}.`;
}
