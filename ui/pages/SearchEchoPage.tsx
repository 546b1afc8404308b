/**
 * The search path's answer until the results page exists: it repeats what was asked and
 * lets the visitor search again, so a submitted search always lands on a working page.
 */
import { PageLayout, type SiteChrome } from "../components/PageLayout.tsx";
import { Island } from "../islands/Island.tsx";

export interface SearchEchoPageProps {
  chrome: SiteChrome;
  keyword: string;
  careTypeLabel: string;
}

export function SearchEchoPage({ chrome, keyword, careTypeLabel }: SearchEchoPageProps) {
  const { brand } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section" aria-labelledby="search-heading">
        <h1 id="search-heading">{keyword ? `${careTypeLabel} near ${keyword}` : careTypeLabel}</h1>
        <p className="search-echo">
          You searched for <strong>{careTypeLabel}</strong>
          {keyword ? (
            <>
              {" "}
              near <strong>{keyword}</strong>
            </>
          ) : null}
          .
        </p>
        <Island
          name="HomeSearch"
          props={{ searchPath: brand.searchPath, locationRequired: brand.locationRequired, idPrefix: "search-again" }}
        />
      </section>
    </PageLayout>
  );
}
