/**
 * The amenities a demo provider lists: each care type has the chance of each amenity that fits
 * it (pools and golf for independent living, memory-care training for memory care, bathing and
 * dressing help for home care), a provider offering several types takes the best chance of each,
 * and languages follow the state (Spanish more often in the Southwest, Haitian Creole in Florida).
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { Random } from "./random.ts";

type Chances = Readonly<Record<number, number>>;

const PERSONAL_CARE = (chance: number): Chances => ({
  221: chance,
  222: chance,
  223: chance,
  224: chance,
  225: chance * 0.9,
});

const CARE_TYPE_AMENITIES: Partial<Record<CareTypeId, Chances>> = {
  assisted_living_facilities: {
    ...PERSONAL_CARE(0.7),
    2: 0.8,
    3: 0.5,
    98: 0.35,
    99: 0.35,
    105: 0.6,
    122: 0.6,
    201: 0.75,
    202: 0.45,
    203: 0.3,
    204: 0.6,
    205: 0.85,
    211: 0.85,
    212: 0.45,
    213: 0.2,
    214: 0.3,
    231: 0.3,
    232: 0.5,
    233: 0.2,
    241: 0.3,
    242: 0.3,
    243: 0.2,
    251: 0.08,
    252: 0.6,
    253: 0.7,
    255: 0.3,
    448: 0.25,
  },
  alzheimers_care_facilities: {
    ...PERSONAL_CARE(0.75),
    2: 0.8,
    3: 0.55,
    98: 0.15,
    99: 0.1,
    105: 0.3,
    122: 0.4,
    201: 0.5,
    202: 0.25,
    204: 0.6,
    205: 0.9,
    211: 0.9,
    212: 0.6,
    213: 0.1,
    214: 0.35,
    232: 0.3,
    241: 0.35,
    242: 0.95,
    243: 0.2,
    252: 0.4,
    253: 0.6,
    255: 0.2,
    448: 0.35,
  },
  independent_living: {
    2: 0.6,
    98: 0.55,
    99: 0.7,
    105: 0.8,
    122: 0.65,
    201: 0.7,
    202: 0.5,
    203: 0.2,
    205: 0.5,
    231: 0.6,
    232: 0.6,
    233: 0.75,
    251: 0.4,
    252: 0.7,
    253: 0.5,
    254: 0.12,
    255: 0.15,
    448: 0.2,
  },
  nursing_homes: {
    ...PERSONAL_CARE(0.6),
    224: 0.8,
    2: 0.9,
    3: 0.8,
    98: 0.05,
    105: 0.4,
    122: 0.3,
    201: 0.4,
    203: 0.2,
    204: 0.8,
    205: 0.9,
    211: 0.95,
    212: 0.95,
    213: 0.85,
    214: 0.25,
    232: 0.4,
    242: 0.3,
    243: 0.2,
    252: 0.3,
    253: 0.7,
    255: 0.4,
  },
  continuing_care_retirement_communities: {
    2: 0.85,
    3: 0.5,
    98: 0.5,
    99: 0.7,
    105: 0.8,
    122: 0.7,
    201: 0.8,
    202: 0.55,
    203: 0.3,
    204: 0.6,
    205: 0.8,
    211: 0.7,
    212: 0.8,
    213: 0.6,
    231: 0.55,
    232: 0.55,
    233: 0.55,
    242: 0.4,
    251: 0.45,
    252: 0.7,
    253: 0.6,
    254: 0.15,
    448: 0.35,
  },
  senior_apartments: {
    2: 0.4,
    98: 0.7,
    99: 0.7,
    105: 0.8,
    122: 0.25,
    231: 0.6,
    232: 0.5,
    233: 0.85,
    251: 0.5,
    252: 0.6,
    254: 0.2,
  },
  adult_day_services: {
    ...PERSONAL_CARE(0.3),
    2: 0.7,
    3: 0.3,
    99: 0.3,
    122: 0.5,
    204: 0.5,
    205: 0.7,
    211: 0.5,
    212: 0.3,
    214: 0.4,
    241: 0.4,
    242: 0.35,
    252: 0.6,
    255: 0.3,
  },
  low_income_affordable: { 2: 0.5, 98: 0.3, 105: 0.5, 122: 0.2, 233: 0.6, 253: 0.4 },
  homecare_agencies: {
    ...PERSONAL_CARE(0.85),
    3: 0.4,
    122: 0.45,
    204: 0.2,
    211: 0.5,
    214: 0.3,
    241: 0.85,
    242: 0.3,
    243: 0.3,
    253: 0.3,
    255: 0.35,
  },
  home_healthcare_agencies: {
    ...PERSONAL_CARE(0.4),
    3: 0.4,
    211: 0.8,
    212: 0.95,
    213: 0.8,
    241: 0.7,
    243: 0.3,
    255: 0.3,
  },
  hospices: { 211: 0.6, 212: 0.95, 214: 0.3, 241: 0.5, 243: 0.4, 255: 0.45 },
  geriatric_care_managers: { 122: 0.1, 241: 0.5, 243: 0.6 },
};

const SPANISH_STATES = new Set(["TX", "CA", "FL", "AZ", "NM", "NV", "PR"]);

/** Language amenity ids (301 English ... 314 Italian) with their chance, by state. */
function languageChances(stateCode: string): Chances {
  const inState = (codes: readonly string[], often: number, rarely: number) =>
    codes.includes(stateCode) ? often : rarely;
  return {
    301: stateCode === "PR" ? 0.85 : 0.97,
    302: SPANISH_STATES.has(stateCode) ? 0.6 : 0.3,
    303: inState(["CA", "NY", "WA", "MA", "HI"], 0.12, 0.04),
    304: inState(["CA", "HI", "NV", "GU"], 0.12, 0.03),
    305: inState(["CA", "TX", "WA"], 0.08, 0.02),
    306: inState(["MI", "NJ", "IL"], 0.08, 0.02),
    307: inState(["LA", "ME", "VT", "NH"], 0.1, 0.03),
    308: inState(["CA", "NY", "NJ", "GA"], 0.07, 0.02),
    309: inState(["NY", "NJ", "WA"], 0.08, 0.02),
    310: inState(["PA", "WI", "OH"], 0.05, 0.02),
    311: inState(["FL", "NY", "MA"], 0.07, 0.01),
    312: inState(["NJ", "CA", "TX", "IL"], 0.05, 0.02),
    313: inState(["MA", "RI", "NJ"], 0.1, 0.02),
    314: inState(["NY", "NJ", "RI", "CT"], 0.06, 0.02),
  };
}

/** The amenity ids a provider offering these care types lists, in ascending order. */
export function chooseAmenities(offered: readonly CareTypeId[], stateCode: string, random: Random): number[] {
  const chances = new Map<number, number>();
  for (const careTypeId of offered) {
    for (const [id, chance] of Object.entries(CARE_TYPE_AMENITIES[careTypeId] ?? {})) {
      chances.set(Number(id), Math.max(chances.get(Number(id)) ?? 0, chance));
    }
  }
  for (const [id, chance] of Object.entries(languageChances(stateCode))) chances.set(Number(id), chance);
  return [...chances]
    .sort((a, b) => a[0] - b[0])
    .filter(([, chance]) => random.chance(chance))
    .map(([id]) => id);
}
