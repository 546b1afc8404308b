/**
 * Invented names for the demo data: providers named with compound words no real business is
 * likely to carry ('Amberquill Commons', 'Wrenholt Home Care'), people with a first name and an
 * initial or surname, invented street addresses, and phone numbers in the 555-01xx range the
 * North American numbering plan reserves for fiction.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { Random } from "./random.ts";

const FIRST_PARTS = [
  "Amber",
  "Lantern",
  "Bramble",
  "Copper",
  "Thistle",
  "Marigold",
  "Heron",
  "Juniper",
  "Cobble",
  "Saffron",
  "Pipit",
  "Rushlight",
  "Clover",
  "Larkspur",
  "Quince",
  "Teasel",
  "Wren",
  "Sorrel",
  "Tansy",
  "Fennel",
  "Pewter",
  "Russet",
  "Kestrel",
  "Plover",
  "Yarrow",
  "Mallow",
  "Sedge",
  "Bracken",
  "Aster",
  "Tamarack",
  "Osier",
  "Sable",
  "Indigo",
  "Cinder",
  "Velvet",
  "Nutmeg",
  "Hollyhock",
  "Bluebell",
  "Chicory",
  "Wicker",
] as const;

const SECOND_PARTS = [
  "quill",
  "wood",
  "fern",
  "mere",
  "holt",
  "wick",
  "thorne",
  "gate",
  "haven",
  "shire",
  "combe",
  "ley",
  "stead",
  "fold",
  "croft",
  "lark",
  "mont",
  "vale",
  "brae",
  "knoll",
] as const;

const PLACE_WORDS = [
  "Commons",
  "Terrace",
  "Gardens",
  "Manor",
  "House",
  "Court",
  "Village",
  "Place",
  "Residence",
  "Lodge",
  "Pointe",
  "Square",
  "Heights",
  "Grove",
  "Landing",
] as const;

/** Name endings by care type; an empty string leaves the compound word and place word alone. */
const CARE_TYPE_ENDINGS: Record<CareTypeId, readonly string[]> = {
  assisted_living_facilities: ["Assisted Living", "Senior Living", "", "Assisted Living Community"],
  alzheimers_care_facilities: ["Memory Care", "Memory Care Residence", "Memory Support Community"],
  independent_living: ["Senior Residences", "Independent Living", "Retirement Living", ""],
  nursing_homes: ["Health and Rehabilitation", "Nursing and Rehabilitation Center", "Care Center", "Skilled Nursing"],
  continuing_care_retirement_communities: ["Retirement Community", "Life Plan Community", "Continuing Care Community"],
  senior_apartments: ["55+ Apartments", "Active Adult Community", "55+ Living"],
  adult_day_services: ["Adult Day Center", "Adult Day Program", "Day Club"],
  homecare_agencies: ["Home Care", "Companion Care", "Caregivers", "In-Home Care"],
  home_healthcare_agencies: ["Home Health", "Home Health Services", "Visiting Nurses"],
  hospices: ["Hospice", "Hospice and Palliative Care", "Hospice Care"],
  geriatric_care_managers: ["Care Management", "Eldercare Advisors", "Aging Life Care"],
  low_income_affordable: ["Senior Apartments", "Senior Housing"],
  not_sure: [""],
};

/** Agencies come to the family: their names carry no place word. */
const AGENCY_TYPES: ReadonlySet<CareTypeId> = new Set([
  "homecare_agencies",
  "home_healthcare_agencies",
  "hospices",
  "geriatric_care_managers",
]);

/** Compounds that real places or businesses already use; drawn again when they come up. */
const TOO_FAMILIAR = new Set(["Copperwood", "Bramblewood", "Cloverwood", "Cloverleigh", "Heronwood", "Juniperwood"]);

/** A compound word such as 'Amberquill' or 'Heronmere'. */
function compoundWord(random: Random): string {
  for (;;) {
    const word = `${random.pick(FIRST_PARTS)}${random.pick(SECOND_PARTS)}`;
    if (!TOO_FAMILIAR.has(word)) return word;
  }
}

/** An invented provider name fitting its primary care type. */
export function providerName(careTypeId: CareTypeId, random: Random): string {
  const word = compoundWord(random);
  const ending = random.pick(CARE_TYPE_ENDINGS[careTypeId]);
  if (AGENCY_TYPES.has(careTypeId)) return `${word} ${ending}`.trim();
  const place = random.pick(PLACE_WORDS);
  // Some communities go by the compound word and the ending alone ('Juniperfold Memory Care'),
  // and none repeats itself ('Residence ... Residences').
  if (ending && (random.chance(0.3) || ending.includes(place))) return `${word} ${ending}`;
  return `${word} ${place}${ending ? ` ${ending}` : ""}`;
}

export const FIRST_NAMES = [
  "Maria",
  "James",
  "Linda",
  "Robert",
  "Patricia",
  "Michael",
  "Barbara",
  "David",
  "Susan",
  "William",
  "Karen",
  "Richard",
  "Nancy",
  "Thomas",
  "Lisa",
  "Daniel",
  "Sandra",
  "Mark",
  "Donna",
  "Paul",
  "Carol",
  "Steven",
  "Sharon",
  "Kevin",
  "Michelle",
  "Brian",
  "Deborah",
  "George",
  "Angela",
  "Edward",
  "Denise",
  "Ronald",
  "Rosa",
  "Anthony",
  "Grace",
  "Luis",
  "Mei",
  "Tuan",
  "Aisha",
  "Jamal",
  "Priya",
  "Carlos",
  "Yolanda",
  "Hector",
  "Ingrid",
  "Samuel",
  "Esther",
  "Wendell",
  "Farah",
  "Diego",
] as const;

const SURNAMES = [
  "Alvarez",
  "Bennett",
  "Castillo",
  "Dawson",
  "Ellison",
  "Fairbanks",
  "Greer",
  "Holloway",
  "Ingram",
  "Jansen",
  "Keller",
  "Lindqvist",
  "Moreno",
  "Nakamura",
  "Okafor",
  "Pruitt",
  "Quintero",
  "Rasmussen",
  "Sandoval",
  "Thibodeaux",
  "Underwood",
  "Vasquez",
  "Whitfield",
  "Yates",
  "Zimmerman",
] as const;

const INITIALS = "ABCDEFGHJKLMNOPRSTVWY";

/** A reviewer's display name: first name and the initial of a surname, e.g. 'Maria G.'. */
export function reviewerName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${INITIALS.charAt(random.int(0, INITIALS.length - 1))}.`;
}

/** A full name, for the staff who answer reviews. */
export function staffName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
}

/** A fictional e-mail address on example.com, the domain reserved for examples. */
export function exampleEmail(name: string, serial: number): string {
  const local = name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .replace(/\s+/g, ".");
  return `${local}.${serial}@example.com`;
}

const STREET_NAMES = [
  "Juniper",
  "Hollow Oak",
  "Mossbank",
  "Tern Harbor",
  "Kettle Creek",
  "Larkin",
  "Quarry Rose",
  "Fieldstone",
  "Wintergreen",
  "Sparrowhawk",
  "Bellamy",
  "Orchard Gate",
  "Cattail",
  "Mistletoe",
  "Blue Heron",
  "Saddleback",
  "Tumbleweed",
  "Goldfinch",
  "Pinecone",
  "Silverbell",
  "Foxglove",
  "Ashgrove",
  "Morning Dove",
  "Cloudberry",
] as const;

const STREET_KINDS = ["Lane", "Road", "Avenue", "Drive", "Way", "Street", "Parkway", "Boulevard", "Court", "Trail"];

/** An invented street address such as '1234 Juniper Lane'. */
export function streetAddress(random: Random): string {
  return `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_KINDS)}`;
}

/** One real area code per state, so numbers look local; the 555-01xx line keeps them fictional. */
const AREA_CODES: Readonly<Record<string, string>> = {
  AK: "907",
  AL: "205",
  AR: "501",
  AZ: "602",
  CA: "213",
  CO: "303",
  CT: "203",
  DC: "202",
  DE: "302",
  FL: "305",
  GA: "404",
  GU: "671",
  HI: "808",
  IA: "515",
  ID: "208",
  IL: "312",
  IN: "317",
  KS: "316",
  KY: "502",
  LA: "504",
  MA: "617",
  MD: "410",
  ME: "207",
  MI: "313",
  MN: "612",
  MO: "314",
  MS: "601",
  MT: "406",
  NC: "704",
  ND: "701",
  NE: "402",
  NH: "603",
  NJ: "201",
  NM: "505",
  NV: "702",
  NY: "212",
  OH: "614",
  OK: "405",
  OR: "503",
  PA: "215",
  PR: "787",
  RI: "401",
  SC: "803",
  SD: "605",
  TN: "615",
  TX: "512",
  UT: "801",
  VA: "804",
  VT: "802",
  WA: "206",
  WI: "414",
  WV: "304",
  WY: "307",
};

/** A fictional phone number such as '(512) 555-0137'. */
export function fictionalPhone(stateCode: string, random: Random): string {
  return `(${AREA_CODES[stateCode] ?? "800"}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}
