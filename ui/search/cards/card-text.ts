/**
 * Card wording (spec search-and-compare §9, lead-capture-and-chrome §9, reviews-and-provider-page
 * §9): descriptions cut at 140 characters with 'READ MORE', the price line, the four amenity
 * badges, and the city added to home-care titles.
 */
import { AMENITY_IDS } from "../../../domain/amenities.ts";
import { formatDollars } from "../../../domain/money.ts";

/** spec: lead-capture-and-chrome §9, card description truncation 140 characters. */
const CARD_DESCRIPTION_LENGTH = 140;
export const READ_MORE = "READ MORE";
export const PRICING_NOT_AVAILABLE = "Pricing not available";

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

/** 'Starting at $5,900/month' from cents. */
export function startingPrice(cents: number): string {
  return `Starting at ${formatDollars(cents)}/month`;
}

/** spec: reviews-and-provider-page §9, the amenity badges cards show. */
export const AMENITY_BADGES: readonly { amenityId: number; label: string }[] = [
  { amenityId: AMENITY_IDS.internet, label: "Wi-Fi" },
  { amenityId: AMENITY_IDS.pets, label: "Pet Friendly" },
  { amenityId: AMENITY_IDS.wheelchair, label: "Mobility Assistance" },
  { amenityId: AMENITY_IDS.transportation, label: "Transportation Services" },
];

/** spec: reviews-and-provider-page §9, 'Home Care' and 'Home Health Agencies' titles name their city. */
export function cardTitle(name: string, tags: readonly string[], city: string, state: string): string {
  return tags.includes("Home Care") || tags.includes("Home Health Agencies") ? `${name} - ${city}, ${state}` : name;
}
