/**
 * The brand's search results page (`/local/search/` or `/search/`, spec search-and-compare
 * §2.1), rendered from the URL: the same criteria and the same results as the islands would
 * fetch, so shared links and visitors without JavaScript see real results. The other brand's
 * path redirects here with the query kept; a page past the last goes back to page 1 (§4).
 */
import { type Handler, Hono } from "hono";
import type { SearchResponse } from "../../../ui/lib/search-contract.ts";
import { parseSearchCriteria, searchCriteriaToParams } from "../../../ui/lib/search-state.ts";
import { SearchResultsPage } from "../../../ui/pages/SearchResultsPage.tsx";
import { runSearch } from "../../data/search.ts";
import type { AppEnv } from "../../env.ts";
import { pricesVisible } from "../../middleware/session.ts";
import { renderPage, siteChrome } from "../../ssr/render.tsx";

/** spec: search-and-compare §9, 20 results per page. */
const PAGE_SIZE = 20;

const searchPage: Handler<AppEnv> = async (c) => {
  const brand = c.get("brand");
  const url = new URL(c.req.url);
  if (url.pathname !== brand.searchPath) return c.redirect(`${brand.searchPath}${url.search}`, 301);

  const criteria = parseSearchCriteria(url.searchParams);
  let response: SearchResponse | null = null;
  try {
    response = await runSearch(c.env, criteria, {
      brand,
      now: new Date(),
      hitsPerPage: PAGE_SIZE,
      onlyIndexed: false,
      pricesVisible: pricesVisible(c),
    });
  } catch (error) {
    // spec: search-and-compare §4, a failed search renders nothing in the results area.
    console.error("search page: the search failed", error);
  }
  if (response && response.results.length === 0 && response.totalPages > 0 && criteria.page > response.totalPages) {
    const firstPage = searchCriteriaToParams({ ...criteria, page: 1 }).toString();
    return c.redirect(`${brand.searchPath}?${firstPage}`, 302);
  }

  const label = criteria.careType.label;
  const place = response?.location?.label ?? criteria.keyword;
  const heading = place ? `${label} near ${place}` : `Find ${label}`;
  const query = searchCriteriaToParams(criteria).toString();
  return renderPage(c, {
    title: heading,
    description: response?.totalItems
      ? `Compare ${response.totalItems.toLocaleString("en-US")} ${label.toLowerCase()} providers near ${place}: prices, reviews, amenities and photos.`
      : `Find and compare ${label.toLowerCase()} providers near you.`,
    canonicalPath: `${brand.searchPath}?${searchCriteriaToParams({ ...criteria, page: 1 }).toString()}`,
    noindex: !response || response.totalItems === 0,
    seed: {
      searchKeyword: criteria.keyword,
      searchCareType: criteria.careType.slug,
      searchQuery: query,
      searchResponse: response,
      searchFailed: response === null,
    },
    body: <SearchResultsPage chrome={siteChrome(c)} heading={heading} />,
  });
};

export const searchPages = new Hono<AppEnv>().get("/local/search/", searchPage).get("/search/", searchPage);
