/**
 * The Saved page (spec lead-capture-and-chrome §1, §2): the providers the visitor saved, kept
 * in this browser, as cards they can unsave or ask about. Server-rendered from the cookie; the
 * page's islands keep it in step as hearts are pressed.
 */

import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";

interface SavedPageProps {
  chrome: SiteChrome;
  cards: SearchResultProvider[];
  /** For the inquiry form the cards' buttons open. */
  inquiryPage: InquiryPageContext;
}

export const SAVED_PAGE_TITLE = "Saved Providers";

export function SavedPage({ chrome, cards, inquiryPage }: SavedPageProps) {
  return (
    <PageLayout chrome={chrome}>
      <div className="container saved-page">
        <h1>{SAVED_PAGE_TITLE}</h1>
        <p className="saved-lead">
          Providers you save are kept in this browser, so you can compare them and get in touch when you are ready.
        </p>
        <Island
          hydrate="idle"
          name="SavedProviders"
          props={{ cards, searchPath: chrome.brand.searchPath, idPrefix: "saved" }}
        />
      </div>
      <Island hydrate="idle" name="ProviderInquiry" props={{ page: inquiryPage, idPrefix: "saved-inquiry" }} />
      <Island hydrate="idle" name="Toasts" props={{}} />
    </PageLayout>
  );
}
