/**
 * The Saved page (spec lead-capture-and-chrome §1, §2): the providers the visitor saved, kept
 * in this browser, as cards they can unsave or ask about, compare and share. Server-rendered
 * from the cookie; the page's islands keep it in step as hearts are pressed.
 *
 * The same page opened from a share link (`/saved?ids=12,7,40`) is 'A shared list': those
 * providers' cards read-only, for anyone, with a form that saves them to the visitor's own list
 * and the same compare form. It is rendered from the link alone, never from the visitor's cookie.
 */

import { SAVED_ADD_PATH, SHARED_IDS_PARAM } from "../../domain/saved/saved-list.ts";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";

interface SavedPageProps {
  chrome: SiteChrome;
  cards: SearchResultProvider[];
  /** For the inquiry form the cards' buttons open. */
  inquiryPage: InquiryPageContext;
  /** The brand's own origin, for the share link. */
  origin: string;
  /** True for a list opened from a share link: the cards are that list's, shown read-only. */
  shared?: boolean;
  /** True when saving a shared list left some out: the list was full. */
  limitReached?: boolean;
}

export function SavedPage({
  chrome,
  cards,
  inquiryPage,
  origin,
  shared = false,
  limitReached = false,
}: SavedPageProps) {
  const { brand } = chrome;
  const { t, path } = useLanguage();
  const words = t.saved;
  return (
    <PageLayout chrome={chrome}>
      <div className="container saved-page">
        {shared ? (
          <>
            <h1>{words.shared.title}</h1>
            <p className="saved-lead">{words.shared.lead}</p>
            <Island
              hydrate="idle"
              name="SharedProviders"
              props={{
                cards,
                searchPath: path(brand.searchPath),
                compareLimit: brand.compareLimit,
                idPrefix: "shared",
              }}
            />
            {cards.length > 0 ? (
              <form className="saved-keep" method="post" action={path(SAVED_ADD_PATH)}>
                <input type="hidden" name={SHARED_IDS_PARAM} value={cards.map(({ id }) => id).join(",")} />
                <button type="submit" className="button button-secondary">
                  {words.shared.keep}
                </button>
              </form>
            ) : null}
          </>
        ) : (
          <>
            <h1>{words.page.title}</h1>
            <p className="saved-lead">{words.page.lead}</p>
            <div className="saved-notice" role="status">
              {limitReached ? (
                <p>
                  {words.outcomes.limit}
                  {words.page.limitLeftOut}
                </p>
              ) : null}
            </div>
            <Island
              hydrate="idle"
              name="SavedProviders"
              props={{
                cards,
                searchPath: path(brand.searchPath),
                compareLimit: brand.compareLimit,
                origin,
                idPrefix: "saved",
              }}
            />
          </>
        )}
      </div>
      <Island hydrate="idle" name="ProviderInquiry" props={{ page: inquiryPage, idPrefix: "saved-inquiry" }} />
      <Island hydrate="idle" name="Toasts" props={{}} />
    </PageLayout>
  );
}
