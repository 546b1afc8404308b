/**
 * The prose of demo listings: a provider description of a few sentences that always ends with
 * the fictional-listing sentence, and a one-line description per service.
 */
import { type CareTypeId, careTypeById } from "../../../domain/care-types.ts";
import { joinWithAnd } from "./care-mix.ts";
import type { Random } from "./random.ts";

/** The sentence every demo description ends with, so nobody mistakes a listing for a real one. */
export const FICTIONAL_LISTING_SENTENCE = "This is a fictional demo listing.";

const INTRODUCTIONS: Partial<Record<CareTypeId, readonly string[]>> = {
  assisted_living_facilities: [
    "{name} is an assisted living community in {city}, {state}, offering help with daily activities in a warm, home-like setting.",
    "Residents of {name} in {city} enjoy private apartments, three meals a day and caregivers on site around the clock.",
  ],
  alzheimers_care_facilities: [
    "{name} provides secure memory care in {city}, {state}, for people living with Alzheimer's disease and other dementias.",
    "At {name} in {city}, a specially trained team supports residents with memory loss through calm daily routines.",
  ],
  independent_living: [
    "{name} is an independent living community in {city}, {state}, for active adults who want to leave home upkeep behind.",
    "{name} offers maintenance-free apartments in {city} with a full calendar of social events.",
  ],
  nursing_homes: [
    "{name} is a skilled nursing facility in {city}, {state}, providing long-term care and short-term rehabilitation.",
    "{name} in {city} offers around-the-clock nursing care with physical, occupational and speech therapy on site.",
  ],
  continuing_care_retirement_communities: [
    "{name} is a continuing care retirement community in {city}, {state}, with independent living, assisted living, memory care and nursing care on one campus.",
  ],
  senior_apartments: [
    "{name} is a 55+ community in {city}, {state}, with apartments designed for active older adults.",
  ],
  adult_day_services: [
    "{name} offers a supervised day program in {city}, {state}, with meals, activities and health monitoring.",
  ],
  homecare_agencies: [
    "{name} provides non-medical in-home care in {city} and nearby communities, from companionship to help with bathing and meals.",
    "{name} sends trained caregivers to homes around {city}, {state}, for a few hours a week or around the clock.",
  ],
  home_healthcare_agencies: [
    "{name} is a home health agency serving {city}, {state}, with skilled nursing and therapy visits at home.",
  ],
  hospices: [
    "{name} provides hospice and palliative care to patients and families in {city}, {state}, wherever they call home.",
  ],
  geriatric_care_managers: ["{name} helps families in {city}, {state}, plan and coordinate care for aging relatives."],
  low_income_affordable: ["{name} offers income-restricted apartments for older adults in {city}, {state}."],
};

const MIDDLES = [
  "Families often mention the friendly staff and the sense of community.",
  "The team works closely with local physicians and pharmacies.",
  "Care plans are reviewed regularly with residents and their families.",
  "Tours are available seven days a week by appointment.",
  "Staff members complete ongoing training every year.",
  "The neighborhood is close to shopping, parks and medical offices.",
  "Many team members have been with the organization for more than five years.",
];

/** The description of a provider, ending with the fictional-listing sentence. */
export function providerDescription(
  name: string,
  offered: readonly CareTypeId[],
  city: string,
  stateCode: string,
  random: Random,
): string {
  const primary = offered[0] ?? "not_sure";
  const introduction = random
    .pick(INTRODUCTIONS[primary] ?? ["{name} serves older adults in {city}, {state}."])
    .replace("{name}", name)
    .replace("{city}", city)
    .replace("{state}", stateCode);
  const sentences = [introduction];
  if (offered.length > 1) {
    const others = offered.slice(1).map((id) => (careTypeById(id)?.label ?? id).toLowerCase());
    sentences.push(`It also offers ${joinWithAnd(others)}.`);
  }
  sentences.push(...random.sample(MIDDLES, random.int(0, 2)));
  sentences.push(FICTIONAL_LISTING_SENTENCE);
  return sentences.join(" ");
}

/** A one-line description of one service of a provider. */
export function serviceDescription(careTypeId: CareTypeId, providerName: string): string {
  const label = careTypeById(careTypeId)?.label ?? careTypeId;
  return `${label} at ${providerName}.`;
}
