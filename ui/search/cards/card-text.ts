/**
 * Card rules (spec search-and-compare §9, lead-capture-and-chrome §9, reviews-and-provider-page
 * §9): descriptions cut at 140 characters with 'READ MORE', the four amenity badges, and the
 * city added to home-care titles. The words are the page's (`t.search.card`).
 */
import { AMENITY_IDS } from "../../../domain/amenities.ts";
import type { Messages } from "../../../domain/i18n/messages.ts";

/** spec: lead-capture-and-chrome §9, card description truncation 140 characters. */
const CARD_DESCRIPTION_LENGTH = 140;

function cleanDescription(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The description cut at a word boundary within 140 characters, with an ellipsis; whole when short. */
export function cardDescription(text: string): { text: string; cut: boolean } {
  const clean = cleanDescription(text);
  if (clean.length <= CARD_DESCRIPTION_LENGTH) return { text: clean, cut: false };
  const slice = clean.slice(0, CARD_DESCRIPTION_LENGTH);
  const lastSpace = slice.lastIndexOf(" ");
  return { text: `${(lastSpace > 80 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`, cut: true };
}

/**
 * As much of a description as `cardDescription` reads: its first 140 characters and a mark
 * that there were more, so the card reads the same from it as from the whole text.
 */
export function cardDescriptionSource(text: string): string {
  const clean = cleanDescription(text);
  return clean.length <= CARD_DESCRIPTION_LENGTH ? clean : `${clean.slice(0, CARD_DESCRIPTION_LENGTH)}…`;
}

/** spec: reviews-and-provider-page §9, the amenity badges cards show. */
export const AMENITY_BADGES: readonly { amenityId: number; badge: keyof Messages["search"]["card"]["badges"] }[] = [
  { amenityId: AMENITY_IDS.internet, badge: "internet" },
  { amenityId: AMENITY_IDS.pets, badge: "pets" },
  { amenityId: AMENITY_IDS.wheelchair, badge: "wheelchair" },
  { amenityId: AMENITY_IDS.transportation, badge: "transportation" },
];

/** spec: reviews-and-provider-page §9, 'Home Care' and 'Home Health Agencies' titles name their city. */
export function cardTitle(name: string, tags: readonly string[], city: string, state: string): string {
  return tags.includes("Home Care") || tags.includes("Home Health Agencies") ? `${name} - ${city}, ${state}` : name;
}
