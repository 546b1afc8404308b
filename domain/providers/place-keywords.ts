/**
 * The keywords of the map block's nearby places (lead-capture-and-chrome §7, GET
 * /api/places-near-by): alternatives separated by commas ('nursing homes, assisted living'),
 * each made of words separated by spaces. A provider matches an alternative when it offers a
 * care type whose label, slug or id holds every word ('nursing homes' is Nursing Homes, 'living'
 * every living type), or when its name holds every word ('sunrise'). Pure.
 */
import { CARE_TYPES, type CareType } from "../care-types.ts";

/** Alternatives read; more are ignored. Keeps the query's bound values well under D1's 100. */
export const MAX_KEYWORD_ALTERNATIVES = 5;
/** Words read per alternative. */
export const MAX_KEYWORD_WORDS = 4;

export interface PlaceKeywords {
  /** Care types that match an alternative. */
  careTypes: CareType[];
  /** Each alternative's words, lowercased, for matching provider names (every word must appear). */
  nameWords: string[][];
}

/** Lowercase words: letters and digits, apostrophes dropped, anything else a separator. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function careTypeText(careType: CareType): string {
  return [careType.label, careType.slug, careType.id].map((name) => words(name).join(" ")).join(" ");
}

/** Reads the keywords text into care types and name words; an empty text matches nothing. */
export function parsePlaceKeywords(text: string): PlaceKeywords {
  const alternatives = text
    .split(",")
    .map((alternative) => words(alternative).slice(0, MAX_KEYWORD_WORDS))
    .filter((alternative) => alternative.length > 0)
    .slice(0, MAX_KEYWORD_ALTERNATIVES);
  const careTypes = CARE_TYPES.filter((careType) => {
    const named = careTypeText(careType);
    return alternatives.some((alternative) => alternative.every((word) => named.includes(word)));
  });
  return { careTypes, nameWords: alternatives };
}
