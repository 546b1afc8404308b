/**
 * Reads what a family typed into the location box (spec search-and-compare §5): a ZIP code
 * (five digits, or nine with an optional dash), 'City, ST', 'City, State', 'City ST',
 * 'City State', a state name or code, or 'Travis County, TX'. Trimmed and case-insensitive;
 * a two-letter state after a comma expands to the full state. A state's name may be English
 * or Spanish ('Albany, Nueva York'), with or without its accents. Pure: the gazetteer lookup
 * is worker/geo/place-queries.ts.
 */

import { countyNameKey, placeNameKey } from "./place-names.ts";
import { foldedStateName, stateCode, stateNamesToMatch, US_STATES } from "./us-states.ts";

export type LocationQuery =
  | { kind: "zip"; zip: string }
  | { kind: "city"; nameKey: string; stateCode: string | null }
  | { kind: "county"; nameKey: string; stateCode: string | null }
  | { kind: "state"; stateCode: string };

/** spec: search-and-compare §5, zip codes match five digits or nine with an optional dash. */
const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const COUNTY_WORD = /\s+(county|parish|borough)$/i;

/** State names longest first, so 'west virginia' wins over 'virginia' at the end of a text. */
const STATE_NAMES_LONGEST_FIRST = stateNamesToMatch()
  .map(({ code, name }) => ({ code, key: name, words: name.split(" ").length }))
  .sort((a, b) => b.key.length - a.key.length);

function placeOrCounty(name: string, state: string | null): LocationQuery | null {
  if (COUNTY_WORD.test(name)) {
    const nameKey = countyNameKey(name);
    return nameKey ? { kind: "county", nameKey, stateCode: state } : null;
  }
  const nameKey = placeNameKey(name);
  return nameKey ? { kind: "city", nameKey, stateCode: state } : null;
}

/** Splits 'austin texas' / 'austin tx' into the place and its state, when the text ends with one. */
function trailingState(text: string): { rest: string; state: string } | null {
  // Folding keeps the spaces: the state is the text's last words.
  const folded = foldedStateName(text);
  for (const { code, key, words } of STATE_NAMES_LONGEST_FIRST) {
    if (folded.endsWith(` ${key}`)) return { rest: text.split(" ").slice(0, -words).join(" "), state: code };
  }
  const lastSpace = text.lastIndexOf(" ");
  if (lastSpace > 0) {
    const last = text.slice(lastSpace + 1);
    if (/^[a-z]{2}$/i.test(last) && US_STATES[last.toUpperCase()]) {
      return { rest: text.slice(0, lastSpace).trim(), state: last.toUpperCase() };
    }
  }
  return null;
}

/** The query the text asks for, or null when it is blank or cannot name a place. */
export function parseLocationText(text: string): LocationQuery | null {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!trimmed || trimmed.length > 100) return null;

  const zip = ZIP.exec(trimmed);
  if (zip?.[1]) return { kind: "zip", zip: zip[1] };

  const commaAt = trimmed.indexOf(",");
  if (commaAt >= 0) {
    const place = trimmed.slice(0, commaAt).trim();
    let after = trimmed
      .slice(commaAt + 1)
      .replace(/,/g, " ")
      .trim();
    // 'Austin, TX 78701': the ZIP code is the most precise part.
    const trailingZip = /\s*(\d{5})(?:-?\d{4})?$/.exec(after);
    if (trailingZip?.[1]) return { kind: "zip", zip: trailingZip[1] };
    after = after.replace(/\s*usa?$/i, "").trim();
    const state = stateCode(after);
    if (!place) return state ? { kind: "state", stateCode: state } : null;
    if (!state && after) return null;
    return placeOrCounty(place, state ?? null);
  }

  // A state's name or code alone is the state ('Washington' too; 'Washington, DC' is the city).
  const wholeState = stateCode(trimmed);
  if (wholeState) return { kind: "state", stateCode: wholeState };

  const split = trailingState(trimmed);
  if (split?.rest) return placeOrCounty(split.rest, split.state);
  return placeOrCounty(trimmed, null);
}
