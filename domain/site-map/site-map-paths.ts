/**
 * The site-map pages' addresses and texts (spec search-and-compare §2 and reviews-and-provider-page
 * §2, 'Site map page: heading '{care type} in {city or county} - {site} Site Map' with provider
 * links in columns'), and the key of their JSON twin `GET /v1/site-map/{key}` (§7):
 * `{careTypeSlug}--{stateUrlName}--{placeUrlName}`. Pure.
 */
import { type CareType, type RollUpType, SEARCHABLE_CARE_TYPES } from "../care-types.ts";

export const SITE_MAP_INDEX_PATH = "/site-map/";

/** `/site-map/{careTypeSlug}/{state}/`: the places of a state with providers of the care type. */
export function siteMapStatePath(careTypeSlug: string, stateUrlName: string): string {
  return `${SITE_MAP_INDEX_PATH}${careTypeSlug}/${stateUrlName}/`;
}

/** `/site-map/{careTypeSlug}/{state}/{city or county}/`: the providers of a place. */
export function siteMapPlacePath(careTypeSlug: string, stateUrlName: string, placeUrlName: string): string {
  return `${siteMapStatePath(careTypeSlug, stateUrlName)}${placeUrlName}/`;
}

/** A city's or county's name as the heading writes it: 'Austin, TX', 'Travis County, TX'. */
export function siteMapPlaceLabel(placeName: string, stateCode: string): string {
  return `${placeName}, ${stateCode}`;
}

/** One segment of an address as the directory writes it: lowercase words joined by single hyphens. */
export const URL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const KEY_SEPARATOR = "--";

export interface SiteMapKey {
  careTypeSlug: string;
  stateUrlName: string;
  placeUrlName: string;
}

export function siteMapKey(key: SiteMapKey): string {
  return [key.careTypeSlug, key.stateUrlName, key.placeUrlName].join(KEY_SEPARATOR);
}

/** The three parts of a key, or null when it is not three url names joined by `--`. */
export function parseSiteMapKey(text: string): SiteMapKey | null {
  const parts = text.split(KEY_SEPARATOR);
  if (parts.length !== 3 || !parts.every((part) => URL_NAME_PATTERN.test(part))) return null;
  const [careTypeSlug = "", stateUrlName = "", placeUrlName = ""] = parts;
  return { careTypeSlug, stateUrlName, placeUrlName };
}

/**
 * The care types a brand's site maps and sitemaps cover: the ones its search lists (searchable,
 * of the brand's roll-ups; spec search-and-compare §5, the site's tag filter).
 */
export function siteMapCareTypes(rollUpTypes: readonly RollUpType[]): CareType[] {
  return SEARCHABLE_CARE_TYPES.filter((careType) => rollUpTypes.includes(careType.rollUpType));
}
