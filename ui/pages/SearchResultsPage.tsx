/**
 * The search results page (spec search-and-compare §2.1, §2.2): rendered on the server from
 * the URL, so a shared link shows the same results, and readable without JavaScript; its
 * islands then update it in place.
 */
import { PageLayout, type SiteChrome } from "../components/PageLayout.tsx";
import { Island } from "../islands/Island.tsx";

export interface SearchResultsPageProps {
  chrome: SiteChrome;
  heading: string;
}

export function SearchResultsPage({ chrome, heading }: SearchResultsPageProps) {
  const { brand, advisorPhone } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <div className="container search-page">
        <h1 className="search-page-heading">{heading}</h1>
        <Island
          name="HomeSearch"
          props={{ searchPath: brand.searchPath, locationRequired: brand.locationRequired, idPrefix: "search-again" }}
        />
        <div className="search-layout">
          <div className="search-main">
            <Island name="SearchResults" props={{ searchPath: brand.searchPath, advisorPhone, idPrefix: "results" }} />
          </div>
        </div>
      </div>
    </PageLayout>
  );
}
