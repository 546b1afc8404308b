/**
 * The search results page (spec search-and-compare §2.1, §2.2): rendered on the server from
 * the URL, so a shared link shows the same results, and readable without JavaScript; its
 * islands then update it in place. The server HTML reads and works as links and a GET form, so
 * the islands hydrate once the page has loaded (those in view at once, the rest when idle), keeping the page's first JavaScript
 * small; only a shared compare selection, whose tray shows at once, hydrates on load.
 */

import { COMPARE_PAGE_PARAMS, COMPARE_PATH } from "../../domain/compare/compare-url.ts";
import type { InsertedFragments } from "../../domain/content/fragment-view.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { COMPARE_FORM_ID } from "../compare/CompareCheckbox.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";
import { filterPanelHeadingId } from "./filters/FilterPanel.tsx";
import { StaticResultsMap, type StaticResultsMapProps } from "./map/StaticResultsMap.tsx";

interface SearchResultsPageProps {
  chrome: SiteChrome;
  heading: string;
  /** For the inquiry form the cards' 'Request Info' and 'Get Pricing' buttons open. */
  inquiryPage: InquiryPageContext;
  /** True when the URL carries a compare selection: the tray shows at once. */
  comparing: boolean;
  /** The editors' inserted blocks (spec search-and-compare §2); none keeps the built-in ones. */
  insertedFragments: InsertedFragments;
  /** The searched place's text, which the compare page measures distances from. */
  keyword: string;
  /** The results as a picture for 'Show Map' without JavaScript; null when none has a place. */
  staticMap: StaticResultsMapProps | null;
}

export function SearchResultsPage({
  chrome,
  heading,
  inquiryPage,
  comparing,
  insertedFragments,
  keyword,
  staticMap,
}: SearchResultsPageProps) {
  const { brand, advisorPhone } = chrome;
  const { t, path } = useLanguage();
  // The islands' links and forms go to the search page in the page's language.
  const searchPath = path(brand.searchPath);
  return (
    <PageLayout chrome={chrome}>
      <div className="container search-page">
        <Island hydrate="idle" name="SearchPageHeading" props={{ fallback: heading }} />
        <Island
          hydrate="idle"
          name="GuidedSearch"
          props={{ idPrefix: "guided-search", searchPath: brand.searchPath, rollUps: brand.searchRollUps }}
        />
        <div className="search-layout">
          <aside className="search-sidebar" aria-labelledby={filterPanelHeadingId("filters")}>
            {/* On a phone without JavaScript the filters fold behind this, so the first results are in the first screen. */}
            <details className="search-filters-toggle">
              <summary>{t.search.page.filterToggle}</summary>
            </details>
            <div className="search-filters-body">
              <Island hydrate="idle" name="FilterSidebar" props={{ searchPath, idPrefix: "filters" }} />
            </div>
          </aside>
          <div className="search-main">
            <div className="search-toolbar">
              <Island hydrate="idle" name="MobileChips" props={{ searchPath, idPrefix: "chips" }} />
              <Island hydrate="idle" name="SearchSort" props={{ searchPath, idPrefix: "results-sort" }} />
              <Island hydrate="idle" name="ResultsMap" props={{ searchPath, idPrefix: "results-map" }} />
            </div>
            {staticMap ? <StaticResultsMap {...staticMap} /> : null}
            <Island
              hydrate="idle"
              name="SearchResults"
              props={{
                searchPath,
                advisorPhone,
                idPrefix: "results",
                showSaved: brand.showSaved,
                insertedFragments,
              }}
            />
            {/* Without JavaScript the cards' Compare boxes send this form to the compare page. */}
            <form id={COMPARE_FORM_ID} className="compare-form no-script-only" action={path(COMPARE_PATH)} method="get">
              {keyword ? <input type="hidden" name={COMPARE_PAGE_PARAMS.near} value={keyword} /> : null}
              <p>{t.search.page.compareIntro(brand.compareLimit)}</p>
              <button type="submit" className="button button-primary">
                {t.search.page.compareSubmit}
              </button>
            </form>
          </div>
        </div>
      </div>
      <Island hydrate="idle" name="ProviderInquiry" props={{ page: inquiryPage, idPrefix: "card-inquiry" }} />
      <Island hydrate="idle" name="Toasts" props={{}} />
      <Island hydrate={comparing ? "load" : "idle"} name="CompareTray" props={{ idPrefix: "compare" }} />
    </PageLayout>
  );
}
