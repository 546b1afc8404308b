/**
 * Paths of the geo pages, built the same way by the pages, their links, the site maps and the
 * menu (spec lead-capture-and-chrome §2, 'Nearby links' and 'City pages'): the canonical form
 * is `/{roll-up}/{care-type}/{state}/{city or county}/` (`/senior-living/assisted-living/texas/
 * houston/`); the short form without the roll-up segment (`/assisted-living/texas/houston/`)
 * answers with a 301 to it.
 */
import type { CareType } from "../care-types.ts";

/** The care type's hub: what it is, its costs and its states (`/senior-living/assisted-living/`). */
export function careTypeHubPath(careType: Pick<CareType, "rollUpType" | "slug">): string {
  return `/${careType.rollUpType}/${careType.slug}/`;
}

/** A state's page for a care type (`/senior-living/assisted-living/texas/`). */
export function geoStatePath(careType: Pick<CareType, "rollUpType" | "slug">, stateUrlName: string): string {
  return `${careTypeHubPath(careType)}${stateUrlName}/`;
}

/**
 * A city's or a county's page for a care type (`/senior-living/assisted-living/texas/houston/`,
 * `/senior-living/assisted-living/texas/harris-county/`): both take the same place segment; a
 * city is looked up first, then a county.
 */
export function geoPlacePath(
  careType: Pick<CareType, "rollUpType" | "slug">,
  stateUrlName: string,
  placeUrlName: string,
): string {
  return `${geoStatePath(careType, stateUrlName)}${placeUrlName}/`;
}

/** The short form of a state or place page, the one that redirects (`/assisted-living/texas/houston/`). */
export function shortGeoPath(careTypeSlug: string, stateUrlName: string, placeUrlName?: string): string {
  return placeUrlName === undefined
    ? `/${careTypeSlug}/${stateUrlName}/`
    : `/${careTypeSlug}/${stateUrlName}/${placeUrlName}/`;
}
