/**
 * The Hono app: middleware in order (security headers, brand, then for visitors session and
 * flags), what needs no session, operator routes under /admin/, then each API under its prefix
 * (/api, /v1 to /v4) and the pages, and the branded 404 and 500 answers. Whatever needs no
 * session comes before the session middleware, which it then never runs; provider pages come
 * last, their path being the most general one. `npm run routes` lists every path.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { messagesFor } from "../domain/i18n/catalogue.ts";
import { DEFAULT_LANGUAGE } from "../domain/i18n/languages.ts";
import { adminRoutes } from "./admin/admin-routes.ts";
import { awardPages } from "./awards/awards-route.tsx";
import { pageCache } from "./cache/page-cache.ts";
import { comparePages } from "./compare/compare-route.tsx";
import { consentApi } from "./consent/consent-api.ts";
import { cookieOptOutPage } from "./consent/cookie-opt-out-route.tsx";
import { contentPreviewRoutes } from "./content/content-preview-route.tsx";
import { contentPages } from "./content/content-route.tsx";
import type { AppEnv } from "./env.ts";
import { eventsApi } from "./events/events-api.ts";
import { careTypeHubPages } from "./geo/care-type-hub-route.tsx";
import { catalogueApi } from "./geo/catalogue-api.ts";
import { citiesApi } from "./geo/cities-api.ts";
import { costsSummaryApi } from "./geo/costs-summary-api.ts";
import { geoPagesV1, geoPagesV2 } from "./geo/geo-pages-api.ts";
import { geoPages } from "./geo/geo-route.tsx";
import { geoipApi } from "./geo/geoip-api.ts";
import { placesApi } from "./geo/places-api.ts";
import { placesNearbyApi } from "./geo/places-nearby-api.ts";
import { guidedSearchPages } from "./guided-search/guided-search-route.tsx";
import { healthRoute } from "./health.ts";
import { homePage } from "./home/home-route.tsx";
import { inquiryApi } from "./leads/inquiry-api.tsx";
import { landingPage } from "./leads/landing-route.tsx";
import { leadDeletionApi } from "./leads/lead-deletion-api.tsx";
import { leadDeletionPages } from "./leads/lead-deletion-route.tsx";
import { moveInApi } from "./leads/move-in-api.ts";
import { moveInPages } from "./leads/move-in-route.tsx";
import { multiStepFormApi } from "./leads/multi-step-api.ts";
import { partnerV3, partnerV4 } from "./leads/partner-api.ts";
import { thankYouPage } from "./leads/thank-you-route.tsx";
import { basemapTilesRoute } from "./map/basemap-tiles-api.ts";
import { mapStyleRoute } from "./map/map-style-api.ts";
import { staticMapRoute } from "./map/static-map-api.ts";
import { brand } from "./middleware/brand.ts";
import { d1Session } from "./middleware/d1-session.ts";
import { flags } from "./middleware/flags.ts";
import { language, routingPath } from "./middleware/language.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { session } from "./middleware/session.ts";
import { getListedPage } from "./partners/get-listed-route.tsx";
import { locationByUrlApi } from "./providers/location-by-url-api.ts";
import { locationsApi, locationsV1, locationsV2 } from "./providers/locations-api.ts";
import { providerPages } from "./providers/provider-route.tsx";
import { reviewCreateApi } from "./reviews/review-create-api.ts";
import { reviewDuplicateApi } from "./reviews/review-duplicate-api.ts";
import { reviewDuplicatePages } from "./reviews/review-duplicate-route.tsx";
import { reviewFeedsApi } from "./reviews/review-feeds-api.ts";
import { reviewListApi } from "./reviews/review-list-api.ts";
import { reviewResponseApi } from "./reviews/review-response-api.ts";
import { reviewReplyPages } from "./reviews/review-response-route.tsx";
import { reviewWritePage } from "./reviews/review-write-route.tsx";
import { savedPages } from "./saved/saved-route.tsx";
import { careTypesApi } from "./search/care-types-api.ts";
import { enhancedSearchApi, enhancedSearchV1, enhancedSearchV2 } from "./search/enhanced-search-api.ts";
import { facetedSearchApi } from "./search/faceted-search-api.ts";
import { keywordSearchApi } from "./search/keyword-search-api.ts";
import { nearbySearchApi } from "./search/nearby-search-api.ts";
import { searchPages } from "./search/search-route.tsx";
import { siteMapApi } from "./site-map/site-map-api.ts";
import { siteMapPages } from "./site-map/site-map-route.tsx";
import { sitemapRoutes } from "./sitemaps/sitemap-xml-route.ts";
import { renderErrorPage } from "./ssr/render.tsx";
import { applyLanguageSuggestion, languageRoute } from "./visitor/language-route.ts";
import { applyTextSize, textSizeRoute } from "./visitor/text-size-route.ts";

/** The whole app for one request: the page cache renders a stale copy again through it. */
function runApp(
  request: Request,
  env: Env,
  executionCtx: Context<AppEnv>["executionCtx"] | undefined,
): Promise<Response> {
  return Promise.resolve(app.fetch(request, env, executionCtx));
}

/**
 * `/api/…`: what the site's own pages and forms ask for. Every feature below a prefix answers
 * paths of its own, so their order does not matter.
 */
const api = new Hono<AppEnv>()
  .route("/places", placesApi)
  .route("/geoip", geoipApi)
  .route("/", placesNearbyApi)
  .route("/", enhancedSearchApi)
  .route("/", keywordSearchApi)
  .route("/", locationsApi)
  .route("/", reviewListApi)
  .route("/", reviewCreateApi)
  .route("/", inquiryApi)
  .route("/", multiStepFormApi)
  .route("/", leadDeletionApi)
  .route("/", eventsApi)
  .route("/", consentApi);

/** `/v1/…` to `/v4/…`: the versioned APIs partners and the reply and duplicate links use. */
const v1 = new Hono<AppEnv>()
  .route("/", enhancedSearchV1)
  .route("/", facetedSearchApi)
  .route("/", nearbySearchApi)
  .route("/", geoPagesV1)
  .route("/", catalogueApi)
  .route("/", citiesApi)
  .route("/", costsSummaryApi)
  .route("/", locationsV1)
  .route("/", reviewResponseApi)
  .route("/", reviewDuplicateApi);
const v2 = new Hono<AppEnv>()
  .route("/", enhancedSearchV2)
  .route("/", facetedSearchApi)
  .route("/", geoPagesV2)
  .route("/", locationsV2);
const v3 = new Hono<AppEnv>().route("/", partnerV3).route("/", locationByUrlApi);
const v4 = new Hono<AppEnv>().route("/", partnerV4);

/** The pages. Their order matters only where it says so. */
const pages = new Hono<AppEnv>()
  .route("/", homePage)
  .route("/", searchPages)
  .route("/", landingPage)
  .route("/", thankYouPage)
  .route("/", leadDeletionPages)
  .route("/", reviewDuplicatePages)
  .route("/", moveInPages)
  .route("/", savedPages)
  .route("/", comparePages)
  .route("/", guidedSearchPages)
  .route("/", awardPages)
  .route("/", careTypeHubPages)
  .route("/", cookieOptOutPage)
  .route("/", getListedPage)
  .route("/", siteMapPages)
  .route("/", reviewReplyPages)
  .route("/", reviewWritePage)
  // Geo pages before provider pages: both have 4-segment paths; a geo path starts with a roll-up type.
  .route("/", geoPages)
  // Content pages answer only paths the app has no route for (domain/content/content-paths.ts),
  // before the provider pages' general pattern; any other path goes on to the next route.
  .use(contentPages)
  .route("/", providerPages);

/**
 * What a visitor's page, a partner or a browser asks for: with the visitor's session and flags,
 * then the edge page cache (docs/page-cache.md), which answers allow-listed anonymous pages.
 */
const visitor = new Hono<AppEnv>()
  .use(session, flags, pageCache(runApp))
  .route("/api", api)
  .route("/v1", v1)
  .route("/v2", v2)
  .route("/v3", v3)
  .route("/v4", v4)
  .route("/", pages);

/**
 * The largest body any route reads: 64 KB. The lead routes (32 KB) and events (16 KB) set
 * tighter limits of their own; this bounds the rest (search and location bodies, the operator
 * API), whose schemas accept far less, before anything is read.
 */
const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/** What the app answers about a request it cannot take, in its language (English until that is known). */
const problemWords = (c: Context<AppEnv>) => messagesFor(c.get("language") ?? DEFAULT_LANGUAGE).errors;

const requestBodyLimit = bodyLimit({
  maxSize: REQUEST_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: problemWords(c).bodyTooLarge(REQUEST_BODY_LIMIT_BYTES / 1024) }, 413),
});

export const app = new Hono<AppEnv>({ getPath: routingPath })
  .use(securityHeaders, brand, language, requestBodyLimit, d1Session)
  // Every HTML page on its way out, cached or not, gets the visitor's own text size.
  .use(applyTextSize)
  // And the suggestion of the page in the visitor's own language, when it is not this one.
  .use(applyLanguageSuggestion)
  .route("/", healthRoute)
  // The map style needs no visitor session: it is the same for everyone.
  .route("/", mapStyleRoute)
  .route("/", basemapTilesRoute)
  // The results map as a picture shows no prices: the same for everyone, no session.
  .route("/", staticMapRoute)
  // The care types depend only on the host's brand: no session.
  .route("/api", careTypesApi)
  // The text size is a cookie of its own, from any page's header: no session needed.
  .route("/", textSizeRoute)
  // The language link's choice is a cookie of its own, like the text size.
  .route("/", languageRoute)
  // The review feeds are the same for every visitor (and cacheable): no session either.
  .route("/v1", reviewFeedsApi)
  // The move-in report is authorised by its link's token, not by a visitor's cookies.
  .route("/v1", moveInApi)
  // The sitemaps, robots.txt and the site-map JSON are the same for every visitor: no session.
  .route("/", sitemapRoutes)
  .route("/v1", siteMapApi)
  // The editor preview signs in with a form (a browser sends no bearer token): before the admin API.
  .route("/admin/preview", contentPreviewRoutes)
  .route("/admin", adminRoutes)
  .route("/", visitor);

function wantsJson(path: string): boolean {
  return /^\/(api|admin|v1|v2|v3|v4)\//.test(path);
}

app.notFound((c) => {
  if (wantsJson(c.req.path)) return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  return renderErrorPage(c, 404);
});

app.onError((error, c) => {
  // Hono's own 4xx (a malformed JSON body, say) keep their status and say what was wrong.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message || problemWords(c).badRequest }, error.status);
  }
  console.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
  if (wantsJson(c.req.path)) return c.json({ error: problemWords(c).failed }, 500);
  return renderErrorPage(c, 500);
});
