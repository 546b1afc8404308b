/**
 * The Saved page (spec lead-capture-and-chrome §1, §2): the providers the visitor saved, kept
 * in this browser, as cards they can unsave or ask about, compare and share. Server-rendered
 * from the cookie; the page's islands keep it in step as hearts are pressed.
 *
 * The same page opened from a share link (`/saved?ids=12,7,40`) is 'A shared list': those
 * providers' cards read-only, for anyone, with a form that saves them to the visitor's own list
 * and the same compare form. It is rendered from the link alone, never from the visitor's cookie.
 */

import { SAVE_OUTCOME_MESSAGES, SAVED_ADD_PATH, SHARED_IDS_PARAM } from "../../domain/saved/saved-list.ts";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
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

export const SAVED_PAGE_TITLE = "Saved Providers";

export const SHARED_LIST_TITLE = "A shared list";

export function SavedPage({
  chrome,
  cards,
  inquiryPage,
  origin,
  shared = false,
  limitReached = false,
}: SavedPageProps) {
  const { brand } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <div className="container saved-page">
        {shared ? (
          <>
            <h1>{SHARED_LIST_TITLE}</h1>
            <p className="saved-lead">
              Someone shared these providers with you. You can ask them about costs, compare them, or keep them in your
              own saved list in this browser.
            </p>
            <Island
              hydrate="idle"
              name="SharedProviders"
              props={{ cards, searchPath: brand.searchPath, compareLimit: brand.compareLimit, idPrefix: "shared" }}
            />
            {cards.length > 0 ? (
              <form className="saved-keep" method="post" action={SAVED_ADD_PATH}>
                <input type="hidden" name={SHARED_IDS_PARAM} value={cards.map(({ id }) => id).join(",")} />
                <button type="submit" className="button button-secondary">
                  Save these to my list
                </button>
              </form>
            ) : null}
          </>
        ) : (
          <>
            <h1>{SAVED_PAGE_TITLE}</h1>
            <p className="saved-lead">
              Providers you save are kept in this browser, so you can compare them, share the list and get in touch when
              you are ready.
            </p>
            <div className="saved-notice" role="status">
              {limitReached ? (
                <p>
                  {SAVE_OUTCOME_MESSAGES.limit}: the shared providers that did not fit were left out. Unsave some to
                  make room.
                </p>
              ) : null}
            </div>
            <Island
              hydrate="idle"
              name="SavedProviders"
              props={{
                cards,
                searchPath: brand.searchPath,
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
