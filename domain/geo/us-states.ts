/**
 * US states and the territories the directory covers, by two-letter code, with lookup both
 * ways by name or code. spec: reviews-and-provider-page §3 (state list: label and code value).
 */

export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  GU: "Guam",
};

const codeByName = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** The code for a state's code or name in any case ('tx', 'Texas' -> 'TX'); undefined if none. */
export function stateCode(text: string): string | undefined {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (US_STATES[upper]) return upper;
  return codeByName.get(trimmed.toLowerCase().replace(/\s+/g, " "));
}

/** The full name of a state code, or undefined. */
export function stateName(code: string): string | undefined {
  return US_STATES[code.toUpperCase()];
}
