/**
 * The brand's search results page (`/local/search/` or `/search/`, spec search-and-compare
 * §2.1), rendered from the URL: the same criteria and the same results as the islands would
 * fetch, so shared links and visitors without JavaScript see real results. The other brand's
 * path redirects here with the query kept; a page past the last goes back to page 1 (§4).
 */
import { type Context, Hono } from "hono";
import type { CareTypeId } from "../../domain/care-types.ts";
import { comparePageHref, parseCompareState } from "../../domain/compare/compare-url.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { parseSearchCriteria, searchCriteriaToParams } from "../../domain/search/search-criteria.ts";
import { numberedPins, staticMapSrc } from "../../domain/search/static-map.ts";
import type { StaticResultsMapProps } from "../../ui/search/map/StaticResultsMap.tsx";
import { listSkipLinks, RESULTS_PAGES_ID } from "../../ui/search/Pagination.tsx";
import { pageSearchResponse } from "../../ui/search/page-results.ts";
import { SearchResultsPage } from "../../ui/search/SearchResultsPage.tsx";
import { readInsertedFragments } from "../content/inserted-fragments.ts";
import type { AppEnv } from "../env.ts";
import { BASEMAP_ATTRIBUTION, basemapKind } from "../map/basemap-archive.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { validate } from "../middleware/validate.ts";
import { inquiryPageFor, languageOf, type PageRender, renderPage, siteChrome } from "../ssr/render.tsx";
import { SEARCH_PAGE_SIZE, type SearchPageQuery, searchPageQuerySchema, searchQueryParams } from "./search-params.ts";
import { runSearch } from "./search-service.ts";

type Criteria = ReturnType<typeof parseSearchCriteria>;
type QueryParams = Parameters<typeof parseSearchCriteria>[0];

/** The care type's name in the page's language. */
function careTypeLabel(c: Context<AppEnv>, criteria: Criteria): string {
  return languageOf(c).t.careTypes[criteria.careType.id as CareTypeId]?.label ?? criteria.careType.label;
}

/** The search, or null when it failed: spec search-and-compare §4, a failed search renders nothing in the results area. */
async function searchOrNull(c: Context<AppEnv>, criteria: Criteria): Promise<SearchResponse | null> {
  try {
    return await runSearch(c.env, criteria, {
      brand: c.get("brand"),
      now: new Date(),
      hitsPerPage: SEARCH_PAGE_SIZE,
      onlyIndexed: false,
      pricesVisible: pricesVisible(c),
      language: c.var.language,
    });
  } catch (error) {
    console.error("search page: the search failed", error);
    return null;
  }
}

/** The results as a picture for a browser without script, or null when none has a place. */
function staticMapOf(
  c: Context<AppEnv>,
  criteria: Criteria,
  response: SearchResponse | null,
  query: string,
): StaticResultsMapProps | null {
  if (!response) return null;
  const pins = numberedPins(response.results, response.page, SEARCH_PAGE_SIZE);
  if (pins.length === 0) return null;
  return {
    wideSrc: staticMapSrc(query, "wide", c.var.language),
    narrowSrc: staticMapSrc(query, "narrow", c.var.language),
    title: languageOf(c).t.search.map.staticTitle(
      pins.length,
      careTypeLabel(c, criteria),
      response.location?.label ?? criteria.keyword,
    ),
    pins,
    attribution: BASEMAP_ATTRIBUTION[basemapKind(c.env)],
  };
}

function searchPageRender(
  c: Context<AppEnv>,
  criteria: Criteria,
  params: QueryParams,
  response: SearchResponse | null,
  insertedFragments: Awaited<ReturnType<typeof readInsertedFragments>>,
): PageRender {
  const brand = c.get("brand");
  const { t } = languageOf(c);
  const label = careTypeLabel(c, criteria);
  const place = response?.location?.label ?? criteria.keyword;
  const heading = t.search.page.heading(label, place);
  const query = searchCriteriaToParams(criteria).toString();
  // The compare tray and modal render from the URL too (spec search-and-compare §4).
  const compare = parseCompareState(params, brand.compareLimit);
  return {
    title: heading,
    description: response?.totalItems
      ? t.search.page.description(response.totalItems, label, place)
      : t.search.page.descriptionNone(label),
    canonicalPath: `${brand.searchPath}?${searchCriteriaToParams({ ...criteria, page: 1 }).toString()}`,
    noindex: !response || response.totalItems === 0,
    seed: {
      searchKeyword: criteria.keyword,
      searchCareType: criteria.careType.slug,
      searchQuery: query,
      // The islands read only their results' card, map and analytics fields: the page carries no more.
      searchResponse: response && pageSearchResponse(response),
      searchFailed: response === null,
      compare,
      compareSettings: { limit: brand.compareLimit },
    },
    body: (
      <SearchResultsPage
        chrome={{
          ...siteChrome(c),
          skipLinks: listSkipLinks(
            "listings",
            RESULTS_PAGES_ID,
            response?.results.length ?? 0,
            response?.totalPages ?? 0,
            t,
          ),
        }}
        heading={heading}
        comparing={compare.selected.length > 0}
        insertedFragments={insertedFragments}
        keyword={criteria.keyword}
        staticMap={staticMapOf(c, criteria, response, query)}
        inquiryPage={inquiryPageFor(c, "search_results")}
      />
    ),
  };
}

const searchPage = async (c: Context<AppEnv>, rawQuery: SearchPageQuery) => {
  const brand = c.get("brand");
  // The English path: a Spanish address reads as the same page (worker/middleware/language.ts).
  if (c.req.path !== brand.searchPath) return c.redirect(`${brand.searchPath}${new URL(c.req.url).search}`, 301);

  const params = searchQueryParams(rawQuery);
  const criteria = parseSearchCriteria(params);
  // spec search-and-compare §4: a link with the compare modal open opens the comparison. The
  // comparison is its own page now (docs/search.md, the compare page), which such a link is sent to.
  const compare = parseCompareState(params, brand.compareLimit);
  if (compare.modalOpen) return c.redirect(comparePageHref(compare.selected, criteria.keyword), 302);
  // The editors' inserted blocks are read beside the search, one small D1 query.
  const fragments = readInsertedFragments(c.env, brand.id, c.env.ADVISOR_PHONE);
  // The first page always answers 200: its head goes out before the search runs.
  if (criteria.page <= 1) {
    return renderPage(c, async () =>
      searchPageRender(c, criteria, params, await searchOrNull(c, criteria), await fragments),
    );
  }
  // A later page past the last goes back to page 1 (§4), which only the search can tell.
  const response = await searchOrNull(c, criteria);
  const insertedFragments = await fragments;
  if (response && response.results.length === 0 && response.totalPages > 0 && criteria.page > response.totalPages) {
    const firstPage = searchCriteriaToParams({ ...criteria, page: 1 }).toString();
    return c.redirect(`${brand.searchPath}?${firstPage}`, 302);
  }
  return renderPage(c, searchPageRender(c, criteria, params, response, insertedFragments));
};

const queryValidator = validate("query", searchPageQuerySchema);

/** Without its trailing slash, like every other page: 301 to the brand's search path, the query kept. */
const toSlashForm = (c: Context<AppEnv>) => c.redirect(`${c.get("brand").searchPath}${new URL(c.req.url).search}`, 301);

export const searchPages = new Hono<AppEnv>()
  .get("/local/search", toSlashForm)
  .get("/search", toSlashForm)
  .get("/local/search/", queryValidator, (c) => searchPage(c, c.req.valid("query")))
  .get("/search/", queryValidator, (c) => searchPage(c, c.req.valid("query")));
