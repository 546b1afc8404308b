/**
 * The HTML site maps (spec search-and-compare §2 and reviews-and-provider-page §2):
 *   /site-map/                                   care types -> states with providers
 *   /site-map/{careTypeSlug}/{state}/            the state's cities and counties with providers,
 *                                                each linking to its site map and its geo page
 *   /site-map/{careTypeSlug}/{state}/{place}/    '{care type} in {City, ST} - {site} Site Map',
 *                                                the place's providers as links in columns
 * The care types are the ones the brand's search lists. An address without its trailing slash
 * answers 301 to it; an unknown care type, state or place (or one without providers) the 404 page.
 */
import { type Context, Hono } from "hono";
import { geoPlacePath } from "../../domain/geo/geo-paths.ts";
import { stateNamedIn, statesNamedIn } from "../../domain/geo/us-states.ts";
import {
  SITE_MAP_INDEX_PATH,
  type SiteMapKey,
  siteMapCareTypes,
  siteMapPlacePath,
  siteMapStatePath,
  URL_NAME_PATTERN,
} from "../../domain/site-map/site-map-paths.ts";
import {
  SiteMapIndexPage,
  type SiteMapPlaceLink,
  SiteMapPlacePage,
  SiteMapStatePage,
} from "../../ui/site-map/SiteMapPages.tsx";
import type { AppEnv } from "../env.ts";
import { brandOrigin, languageOf, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";
import { brandCareType, loadSiteMapPlace } from "./site-map-data.ts";
import {
  type PlaceWithProviders,
  placesWithProviders,
  stateByUrlName,
  statesWithProviders,
} from "./site-map-place-queries.ts";

/** The url names after `/site-map/`, read from the raw path (so `%2F` never splits a segment). */
interface SiteMapAddress {
  names: string[];
  trailingSlash: boolean;
}

function siteMapAddress(c: Context<AppEnv>): SiteMapAddress | null {
  const rest = c.req.path.slice(SITE_MAP_INDEX_PATH.length);
  const trailingSlash = rest.endsWith("/");
  const names = (trailingSlash ? rest.slice(0, -1) : rest).split("/");
  return names.every((name) => URL_NAME_PATTERN.test(name)) ? { names, trailingSlash } : null;
}

async function indexPage(c: Context<AppEnv>) {
  const brand = c.get("brand");
  const { t, language, path } = languageOf(c);
  const careTypes = siteMapCareTypes(brand.searchRollUps);
  const states = await statesWithProviders(
    c.env.DB,
    careTypes.map((careType) => careType.id),
  );
  const sections = careTypes
    .map((careType) => ({
      careTypeSlug: careType.slug,
      careTypeLabel: t.careTypes[careType.id].label,
      states: statesNamedIn(states.get(careType.id) ?? [], language).map((state) => ({
        name: state.name,
        path: path(siteMapStatePath(careType.slug, state.urlName)),
      })),
    }))
    .filter((section) => section.states.length > 0);
  return renderPage(c, {
    title: t.siteMap.indexTitle(brand.siteName),
    description: t.siteMap.indexDescription(brand.siteName),
    canonicalPath: SITE_MAP_INDEX_PATH,
    canonicalOrigin: brandOrigin(c),
    body: <SiteMapIndexPage chrome={siteChrome(c)} sections={sections} />,
  });
}

async function statePage(c: Context<AppEnv>, careTypeSlug: string, stateUrlName: string) {
  const brand = c.get("brand");
  const { t, language, path } = languageOf(c);
  const careType = brandCareType(brand, careTypeSlug);
  const found = careType ? await stateByUrlName(c.env.DB, stateUrlName) : null;
  if (!careType || !found) return renderErrorPage(c, 404);
  const state = stateNamedIn(found, language);
  const { cities, counties } = await placesWithProviders(c.env.DB, careType.id, state.code);
  if (cities.length === 0 && counties.length === 0) return renderErrorPage(c, 404);
  const links = (places: PlaceWithProviders[]): SiteMapPlaceLink[] =>
    places.map((place) => ({
      name: place.name,
      siteMapPath: path(siteMapPlacePath(careType.slug, state.urlName, place.urlName)),
      geoPath: path(geoPlacePath(careType, state.urlName, place.urlName)),
      providerCount: place.providerCount,
    }));
  const label = t.careTypes[careType.id].label;
  // The state's heading: 'Assisted Living in Texas - Carefind Site Map'.
  const heading = t.siteMap.heading(label, state.name, brand.siteName);
  return renderPage(c, {
    title: heading,
    description: t.siteMap.stateDescription(label, state.name, brand.siteName),
    canonicalPath: siteMapStatePath(careType.slug, state.urlName),
    canonicalOrigin: brandOrigin(c),
    body: (
      <SiteMapStatePage
        chrome={siteChrome(c)}
        heading={heading}
        careTypeLabel={label}
        stateName={state.name}
        cities={links(cities)}
        counties={links(counties)}
      />
    ),
  });
}

async function placePage(c: Context<AppEnv>, key: SiteMapKey) {
  const brand = c.get("brand");
  const { t, language, path } = languageOf(c);
  const found = await loadSiteMapPlace(c.env.DB, brand, key, language);
  if (!found) return renderErrorPage(c, 404);
  return renderPage(c, {
    title: found.title,
    description: t.siteMap.placeDescription(
      found.careTypeLabel,
      found.placeLabel,
      found.providers.length,
      brand.siteName,
    ),
    canonicalPath: found.path,
    canonicalOrigin: brandOrigin(c),
    body: (
      <SiteMapPlacePage
        chrome={siteChrome(c)}
        heading={found.title}
        providers={found.providers.map((provider) => ({ name: provider.name, path: path(provider.url) }))}
        statePath={path(siteMapStatePath(found.careType.slug, found.state.urlName))}
        stateHeading={t.siteMap.heading(found.careTypeLabel, found.state.name, brand.siteName)}
        geoPath={path(found.geoPath)}
        geoLabel={t.siteMap.geoLabel(found.careTypeLabel, found.placeLabel)}
      />
    ),
  });
}

/**
 * Everything under `/site-map/`: the index, a state's places or a place's providers by the
 * number of url names, 301 to the trailing slash when it is missing, else the 404 page.
 */
async function siteMapPage(c: Context<AppEnv>): Promise<Response> {
  const address = siteMapAddress(c);
  if (address === null) {
    return c.req.path === SITE_MAP_INDEX_PATH ? indexPage(c) : renderErrorPage(c, 404);
  }
  const { names, trailingSlash } = address;
  if (names.length !== 2 && names.length !== 3) return renderErrorPage(c, 404);
  if (!trailingSlash) return c.redirect(`${SITE_MAP_INDEX_PATH}${names.join("/")}/`, 301);
  const [careTypeSlug = "", stateUrlName = "", placeUrlName = ""] = names;
  return names.length === 2
    ? statePage(c, careTypeSlug, stateUrlName)
    : placePage(c, { careTypeSlug, stateUrlName, placeUrlName });
}

export const siteMapPages = new Hono<AppEnv>()
  .get(SITE_MAP_INDEX_PATH.slice(0, -1), (c) => c.redirect(SITE_MAP_INDEX_PATH, 301))
  .get(`${SITE_MAP_INDEX_PATH}:rest{.*}`, siteMapPage);
