/**
 * US states and the territories the directory covers, by two-letter code, with lookup both
 * ways by name or code. spec: reviews-and-provider-page §3 (state list: label and code value).
 * The names are English; a Spanish page reads the Spanish ones (./us-states-es.ts) where
 * Spanish writes them otherwise. A name in either language reads back to its code.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, type Language } from "../i18n/languages.ts";
import { US_STATES_ES } from "./us-states-es.ts";

const ENGLISH_NAMES = {
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

export type StateCode = keyof typeof ENGLISH_NAMES;

export const US_STATES: Readonly<Record<string, string>> = ENGLISH_NAMES;

const NAMES: Readonly<Record<Language, Readonly<Record<StateCode, string>>>> = {
  en: ENGLISH_NAMES,
  es: US_STATES_ES,
};

/** A name as matched: lower case, single spaces, without accents ('Nuevo  México' -> 'nuevo mexico'). */
export function foldedStateName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

const codeByName = new Map(
  Object.values(NAMES).flatMap((names) => Object.entries(names).map(([code, name]) => [foldedStateName(name), code])),
);

/**
 * The code for a state's code or name in any case, in English or Spanish, with or without its
 * accents ('tx', 'Texas' -> 'TX'; 'Nueva York', 'nuevo mexico' -> 'NY', 'NM'); undefined if none.
 */
export function stateCode(text: string): string | undefined {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (Object.hasOwn(US_STATES, upper)) return upper;
  return codeByName.get(foldedStateName(trimmed));
}

/** Every state's name as matched (see `foldedStateName`) with its code, in both languages. */
export function stateNamesToMatch(): { code: string; name: string }[] {
  return [...codeByName].map(([name, code]) => ({ code, name }));
}

/** The full name of a state code in `language` (English unless told), or undefined. */
export function stateName(code: string, language: Language = DEFAULT_LANGUAGE): string | undefined {
  const upper = code.toUpperCase();
  return Object.hasOwn(US_STATES, upper) ? NAMES[language][upper as StateCode] : undefined;
}

/**
 * A state as the directory has it (`{ code, name, ... }`, the name English) named in
 * `language`: English keeps the directory's name; its url name is never translated.
 */
export function stateNamedIn<T extends { code: string; name: string }>(state: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return state;
  return { ...state, name: stateName(state.code, language) ?? state.name };
}

/**
 * A state's name as the directory writes it (English) in `language`; in English, or for a name
 * that is no state's, the name itself. For data that carries the name without the code.
 */
export function stateNameOf(name: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return name;
  const code = stateCode(name);
  return (code && stateName(code, language)) ?? name;
}

/**
 * States as the directory lists them, named in `language`: in English as they come, in another
 * language sorted by their names there ('Nueva York' among the N).
 */
export function statesNamedIn<T extends { code: string; name: string }>(states: readonly T[], language: Language): T[] {
  if (language === DEFAULT_LANGUAGE) return [...states];
  const collator = new Intl.Collator(LANGUAGE_FACTS[language].locale);
  return states.map((state) => stateNamedIn(state, language)).sort((a, b) => collator.compare(a.name, b.name));
}

/** Every state for a select: its code and its name in `language`, in the order `statesNamedIn` gives. */
export function stateChoices(language: Language): { code: string; name: string }[] {
  return statesNamedIn(
    Object.entries(US_STATES).map(([code, name]) => ({ code, name })),
    language,
  );
}
