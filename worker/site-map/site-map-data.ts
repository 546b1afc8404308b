/**
 * What a site-map page and its JSON twin show, read once for both: the care type (one the
 * brand's search lists), the state, the city or county (the city first) and its listed providers.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import type { CareType } from "../../domain/care-types.ts";
import { geoPlacePath } from "../../domain/geo/geo-paths.ts";
import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Language } from "../../domain/i18n/languages.ts";
import {
  type SiteMapKey,
  siteMapCareTypes,
  siteMapPlaceLabel,
  siteMapPlacePath,
} from "../../domain/site-map/site-map-paths.ts";
import {
  type PlaceRow,
  placeByUrlName,
  providersOfPlace,
  type SiteMapProvider,
  type StateRow,
  stateByUrlName,
} from "./site-map-place-queries.ts";

/** The care type of a slug when the brand's site maps cover it. */
export function brandCareType(brand: Brand, slug: string): CareType | undefined {
  return siteMapCareTypes(brand.searchRollUps).find((careType) => careType.slug === slug);
}

export interface SiteMapPlace {
  title: string;
  /** The care type's name in the request's language. */
  careTypeLabel: string;
  careType: CareType;
  state: StateRow;
  place: PlaceRow;
  /** 'Austin, TX' or 'Travis County, TX'. */
  placeLabel: string;
  path: string;
  /** The city's or county's canonical geo page. */
  geoPath: string;
  providers: SiteMapProvider[];
}

/** The site map of a place, or null when the care type, state or place is unknown or has no providers. */
export async function loadSiteMapPlace(
  db: D1Database,
  brand: Brand,
  key: SiteMapKey,
  language: Language = "en",
): Promise<SiteMapPlace | null> {
  const careType = brandCareType(brand, key.careTypeSlug);
  if (!careType) return null;
  const found = await stateByUrlName(db, key.stateUrlName);
  if (!found) return null;
  const state = stateNamedIn(found, language);
  const place = await placeByUrlName(db, state.code, key.placeUrlName);
  if (!place) return null;
  const providers = await providersOfPlace(db, careType.id, place);
  if (providers.length === 0) return null;
  const placeLabel = siteMapPlaceLabel(place.name, state.code);
  const t = messagesFor(language);
  const careTypeLabel = t.careTypes[careType.id].label;
  return {
    title: t.siteMap.heading(careTypeLabel, placeLabel, brand.siteName),
    careTypeLabel,
    careType,
    state,
    place,
    placeLabel,
    path: siteMapPlacePath(careType.slug, state.urlName, place.urlName),
    geoPath: geoPlacePath(careType, state.urlName, place.urlName),
    providers,
  };
}
