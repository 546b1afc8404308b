/**
 * The geo pages (spec lead-capture-and-chrome §2 'Nearby links', 'City pages', 'Header
 * behaviour'; search-and-compare §2-§4): a care type in a state, `/{roll-up}/{care-type}/
 * {state}/`, and in a city or county, `/{roll-up}/{care-type}/{state}/{place}/` (a city first,
 * then a county). The short forms without the roll-up and the forms without the trailing slash
 * answer 301 to the canonical page, query kept. Unknown care types, states and places are the
 * branded 404. Paths that are not geo paths fall through: provider pages share the 4-segment
 * shape, and the care type hubs (`/{roll-up}/{care-type}/`) are another route's.
 */
import { type Context, Hono, type Next } from "hono";
import { z } from "zod";
import { type CareType, careTypeById, careTypeBySlug } from "../../domain/care-types.ts";
import {
  GEO_DEFAULT_FILTERS,
  GEO_PROVIDERS_PER_PAGE,
  type GeoListFilters,
  geoBreadcrumbJsonLd,
  geoBreadcrumbs,
  geoFiltersChosen,
  geoItemListJsonLd,
  geoPageHref,
  NEARBY_PAGE_SIZE,
  NEARBY_RENDERED,
  NEARBY_SHOWN,
  placeLabel,
} from "../../domain/geo/geo-page-rules.ts";
import { geoPlacePath, geoStatePath } from "../../domain/geo/geo-paths.ts";
import type { MapFeature } from "../../domain/geo/map-features.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { SHARED_LISTING_PARAMETERS } from "../../domain/search/search-criteria.ts";
import { RATING_FILTERS, type RatingFilterValue, SORTS, type SortValue } from "../../domain/search/search-filters.ts";
import { CostsSummarySection } from "../../ui/geo/CostsSummarySection.tsx";
import { GeoPage } from "../../ui/geo/GeoPage.tsx";
import { PlacesMapBlock } from "../../ui/geo/PlacesMapBlock.tsx";
import { GEO_PAGES_ID, listSkipLinks } from "../../ui/search/Pagination.tsx";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { brandOrigin, inquiryPageFor, languageOf, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";
import { summaryForPlace } from "./costs-summary-service.ts";
import { cachedGeoPlace, type GeoPathParts, geoCareType, loadGeoPage, resolveGeoPage } from "./geo-page-service.ts";
import { placesMapLayers } from "./places-map-layers.ts";

const ROLL_UPS: ReadonlySet<string> = new Set(["senior-living", "senior-care"]);

/** The brand whose domains carry structured list data (spec reviews-and-provider-page §9). */
const MAIN_LIVE_BRAND = "carefind";

/**
 * The city page map's layers: the page's care type, and the kind of care a family weighs
 * against it (care at home beside a place to live, and the other way round). Both start on.
 */
function cityMapFeatures(careType: CareType, t: Messages): MapFeature[] {
  const other = careTypeById(
    careType.rollUpType === "senior-living" ? "homecare_agencies" : "assisted_living_facilities",
  );
  // The keywords stay the directory's English names: they are what /api/places-near-by looks for.
  const layers: MapFeature[] = [{ altText: t.careTypes[careType.id].label, keywords: careType.label.toLowerCase() }];
  if (other)
    layers.push({ altText: t.careTypes[other.id].label, keywords: other.label.toLowerCase(), pinColor: "#1d4ed8" });
  return layers;
}

const SORT_VALUES = SORTS.map((sort) => sort.value) as [SortValue, ...SortValue[]];
const RATING_VALUES = RATING_FILTERS.map((filter) => filter.value) as [RatingFilterValue, ...RatingFilterValue[]];

/**
 * `?page=N` (or the shared `listing-page=N`): a whole page number; anything else is not a page of this list. `sortBy` and
 * `reviews` as on the search page, where an unknown value falls back to the default
 * (spec search-and-compare §5).
 */
const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  sortBy: z.enum(SORT_VALUES).catch(GEO_DEFAULT_FILTERS.sortBy),
  reviews: z.enum(RATING_VALUES).nullable().catch(null),
});

function search(c: Context<AppEnv>): string {
  return new URL(c.req.url).search;
}

async function geoPage(c: Context<AppEnv>, parts: GeoPathParts): Promise<Response> {
  const found = await resolveGeoPage(c.env, parts);
  if (!found) return renderErrorPage(c, 404);
  const query = listQuerySchema.safeParse({
    page: c.req.query("page") ?? c.req.query(SHARED_LISTING_PARAMETERS.page),
    sortBy: c.req.query("sortBy"),
    reviews: c.req.query("reviews"),
  });
  if (!query.success) return renderErrorPage(c, 404);
  const page = query.data.page ?? 1;
  const filters: GeoListFilters = { sortBy: query.data.sortBy, reviews: query.data.reviews };
  const content = await loadGeoPage(
    c,
    found,
    { page, pageSize: GEO_PROVIDERS_PER_PAGE, nearbyLimit: NEARBY_RENDERED, nearbyOffset: 0 },
    filters,
  );
  // A page past the last lists nobody: the list ends where the count says.
  if (page > content.totalPages) return renderErrorPage(c, 404);
  const { careType, lookup } = content;
  const origin = brandOrigin(c);
  const brand = c.get("brand");
  const { t, language, path } = languageOf(c);
  // English paths for the page (Breadcrumbs writes them in the page's language); the
  // BreadcrumbList names the addresses in the page's language itself.
  const crumbs = geoBreadcrumbs(t, careType, lookup.state, lookup.place);
  const localCrumbs = crumbs.map((crumb) => ({ ...crumb, path: crumb.path === null ? null : path(crumb.path) }));
  const chosen = geoFiltersChosen(filters);
  const empty = content.read.count === 0;
  const jsonLd: object[] = [geoBreadcrumbJsonLd(localCrumbs, origin)];
  // spec: reviews-and-provider-page §9, 'Structured list data only for the main live domains'.
  if (brand.id === MAIN_LIVE_BRAND && content.cards.length > 0) {
    jsonLd.push(
      geoItemListJsonLd(
        content.cards.map((card) => ({ name: card.name, url: path(card.url) })),
        (page - 1) * GEO_PROVIDERS_PER_PAGE + 1,
        origin,
      ),
    );
  }
  const where = placeLabel(lookup.state, lookup.place);
  const place = lookup.place;
  // The costs of the care type here against the state and the country, and on a city page the
  // map of places around it: read side by side.
  const [costs, mapLayers] = await Promise.all([
    // The place is known already: its names and ids are the lookup's.
    summaryForPlace(
      c.env,
      careType,
      {
        stateCode: lookup.state.code,
        stateName: lookup.state.name,
        countyId: place?.kind === "county" ? place.id : null,
        countyName: place?.kind === "county" ? place.name : null,
        cityId: place?.kind === "city" ? place.id : null,
        cityName: place?.kind === "city" ? place.name : null,
      },
      pricesVisible(c),
      undefined,
      language,
    ),
    place?.kind === "city" && !empty
      ? placesMapLayers(
          c.env,
          brand,
          { latitude: place.latitude, longitude: place.longitude },
          cityMapFeatures(careType, t),
        )
      : Promise.resolve(null),
  ]);
  return renderPage(c, {
    title: page > 1 ? t.geo.page.titlePage(content.heading, page) : content.heading,
    description: content.intro,
    // A sorted or filtered list is a view of the place's page: that page is the canonical one.
    canonicalPath: chosen ? content.path : geoPageHref(content.path, page),
    canonicalOrigin: origin,
    // A place with no providers of the care type has nothing for search engines.
    noindex: empty,
    jsonLd,
    body: (
      <GeoPage
        chrome={{
          ...siteChrome(c),
          pageType: `geo-${content.kind}`,
          skipLinks: listSkipLinks("geo-results", GEO_PAGES_ID, content.cards.length, content.totalPages, t),
        }}
        crumbs={crumbs}
        heading={content.heading}
        intro={content.intro}
        placeLabel={where}
        careTypeLabel={content.careTypeLabel}
        careTypeId={careType.id}
        careTypes={content.read.careTypes.map((entry) => ({
          label: t.careTypes[entry.careType.id].label,
          url:
            lookup.place === null
              ? geoStatePath(entry.careType, lookup.state.urlName)
              : geoPlacePath(entry.careType, lookup.state.urlName, lookup.place.urlName),
          count: entry.count,
          current: entry.careType.id === careType.id,
        }))}
        cards={content.cards}
        page={page}
        filters={filters}
        matched={content.read.matched}
        totalCount={content.read.count}
        path={content.path}
        totalPages={content.totalPages}
        sections={content.sections}
        nearbyShown={NEARBY_SHOWN}
        nearbyPageSize={NEARBY_PAGE_SIZE}
        inquiryPage={inquiryPageFor(c, "geo_page")}
        costs={costs ? <CostsSummarySection summary={costs} /> : undefined}
        map={
          place && mapLayers ? (
            <PlacesMapBlock
              idPrefix="city-places"
              placeName={where}
              latitude={place.latitude}
              longitude={place.longitude}
              layers={mapLayers}
            />
          ) : undefined
        }
      />
    ),
  });
}

/** The short form's canonical page, when its care type, state and place are known. */
async function shortFormTarget(c: Context<AppEnv>, slug: string, state: string, place: string | null) {
  const careType = careTypeBySlug(slug);
  if (!careType) return null;
  const lookup = await cachedGeoPlace(c.env, state, place);
  if (!lookup) return null;
  return lookup.place === null
    ? geoStatePath(careType, lookup.state.urlName)
    : geoPlacePath(careType, lookup.state.urlName, lookup.place.urlName);
}

function param(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? "";
}

/**
 * The path's segments in order. The patterns name them as the canonical path reads
 * (`/:rollUp/:careType/:state/:city/`); a short form has the same segments one place earlier.
 */
function segments(c: Context<AppEnv>): string[] {
  return ["rollUp", "careType", "state", "city"].map((name) => param(c, name));
}

/** `/{a}/{b}/{c}/{d}/`: a canonical city or county page; anything else falls through. */
async function fourSegments(c: Context<AppEnv>, next: Next) {
  const [a = "", b = "", c3 = "", d = ""] = segments(c);
  if (!ROLL_UPS.has(a)) return next();
  return geoPage(c, { rollUp: a, careTypeSlug: b, state: c3, place: d });
}

/** `/{a}/{b}/{c}/`: a canonical state page, or the short form of a city or county page. */
async function threeSegments(c: Context<AppEnv>, next: Next) {
  const [a = "", b = "", c3 = ""] = segments(c);
  if (ROLL_UPS.has(a)) return geoPage(c, { rollUp: a, careTypeSlug: b, state: c3, place: null });
  if (!careTypeBySlug(a)) return next();
  const target = await shortFormTarget(c, a, b, c3);
  return target ? c.redirect(`${target}${search(c)}`, 301) : renderErrorPage(c, 404);
}

/** `/{a}/{b}/`: the short form of a state page (the hubs `/{roll-up}/{care-type}/` are not ours). */
async function twoSegments(c: Context<AppEnv>, next: Next) {
  const [a = "", b = ""] = segments(c);
  if (ROLL_UPS.has(a) || !careTypeBySlug(a)) return next();
  const target = await shortFormTarget(c, a, b, null);
  return target ? c.redirect(`${target}${search(c)}`, 301) : renderErrorPage(c, 404);
}

/** A geo path without its trailing slash: 301 to the slash form. */
function addSlash(isGeo: (first: string, second: string) => boolean) {
  return async (c: Context<AppEnv>, next: Next) => {
    const [a = "", b = ""] = segments(c);
    if (!isGeo(a, b)) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}/${url.search}`, 301);
  };
}

const isCanonical = (a: string, b: string) => geoCareType(a, b) !== undefined;
const isShort = (a: string) => !ROLL_UPS.has(a) && careTypeBySlug(a) !== undefined;

export const geoPages = new Hono<AppEnv>()
  .get("/:rollUp/:careType/:state/:city/", fourSegments)
  .get("/:rollUp/:careType/:state/:city", addSlash(isCanonical))
  .get("/:rollUp/:careType/:state/", threeSegments)
  .get(
    "/:rollUp/:careType/:state",
    addSlash((a, b) => isCanonical(a, b) || isShort(a)),
  )
  .get("/:rollUp/:careType/", twoSegments)
  .get(
    "/:rollUp/:careType",
    addSlash((a) => isShort(a)),
  );
