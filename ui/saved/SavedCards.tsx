/**
 * The Saved page's list (spec lead-capture-and-chrome §2, §4): the saved providers as cards,
 * each with its heart; unsaving one takes its card away, and the last one leaves the empty
 * state with a way back to search. Focus that was on a removed heart moves to the list's
 * heading, so keyboard users keep their place. With two or more, a form to compare them; with
 * any, the list's share link. A shared list (`SharedProviders`) shows its cards read-only: no
 * hearts, and nothing read from this visitor's own list.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { SAVED_PATH, sharedListHref } from "../../domain/saved/saved-list.ts";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { requestCardInquiryAtom } from "../search/cards/card-inquiry-atoms.ts";
import { cardPhotoPriority } from "../search/cards/carousel.ts";
import { ProviderCard } from "../search/cards/ProviderCard.tsx";
import { SavedCompareForm } from "./SavedCompareForm.tsx";
import { SavedShareLink } from "./SavedShareLink.tsx";
import { SaveHeart } from "./SaveHeart.tsx";
import { savedProviderIdsAtom } from "./saved-atoms.ts";

interface SavedProvidersProps {
  /** The saved providers the server found, as cards, in the order saved. */
  cards: SearchResultProvider[];
  /** The brand's search page, for the empty state. */
  searchPath: string;
  /** How many providers the brand's compare page takes. */
  compareLimit: number;
  /** The brand's own origin (`https://www.carefind.com`), for the share link. */
  origin: string;
  idPrefix: string;
}

export function SavedProviders({ cards, searchPath, compareLimit, origin, idPrefix }: SavedProvidersProps) {
  const { t, path } = useLanguage();
  const words = t.saved.list;
  const saved = useAtomValue(savedProviderIdsAtom);
  const requestInquiry = useSetAtom(requestCardInquiryAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  // The server chose the cards from the cookie: all of them, until the browser has read it too.
  const shown = saved === null ? cards : cards.filter((card) => saved.includes(card.id));
  const shownBefore = useRef(shown.length);

  useEffect(() => {
    const fewer = shown.length < shownBefore.current;
    shownBefore.current = shown.length;
    if (fewer && (document.activeElement === null || document.activeElement === document.body))
      heading.current?.focus();
  }, [shown.length]);

  return (
    <section className="saved-providers" aria-labelledby={`${idPrefix}-count`}>
      <h2 id={`${idPrefix}-count`} className="saved-count" tabIndex={-1} ref={heading}>
        {words.count(shown.length)}
      </h2>
      {shown.length === 0 ? (
        <div className="results-empty saved-empty">
          <p>{words.empty}</p>
          <a className="button button-primary" href={searchPath}>
            {words.search}
          </a>
        </div>
      ) : (
        <ol className="result-list">
          {shown.map((provider, position) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                idPrefix={`${idPrefix}-card-${provider.id}`}
                photoPriority={cardPhotoPriority(position)}
                save={<SaveHeart providerId={provider.id} name={provider.name} savedBeforeRead />}
                onRequest={requestInquiry}
                showDistance={false}
              />
            </li>
          ))}
        </ol>
      )}
      {shown.length >= 2 ? <SavedCompareForm providers={shown} limit={compareLimit} idPrefix={idPrefix} /> : null}
      {shown.length > 0 ? (
        <SavedShareLink
          href={sharedListHref(
            origin,
            shown.map(({ id }) => id),
            path(SAVED_PATH),
          )}
          idPrefix={idPrefix}
        />
      ) : null}
    </section>
  );
}

interface SharedProvidersProps {
  /** The shared list's providers the server found, as cards, in the list's order. */
  cards: SearchResultProvider[];
  searchPath: string;
  compareLimit: number;
  idPrefix: string;
}

/** A list someone shared: the same cards, read-only. It never reads this visitor's own list. */
export function SharedProviders({ cards, searchPath, compareLimit, idPrefix }: SharedProvidersProps) {
  const words = useLanguage().t.saved.list;
  const requestInquiry = useSetAtom(requestCardInquiryAtom);
  return (
    <section className="saved-providers" aria-labelledby={`${idPrefix}-count`}>
      <h2 id={`${idPrefix}-count`} className="saved-count">
        {words.sharedCount(cards.length)}
      </h2>
      {cards.length === 0 ? (
        <div className="results-empty saved-empty">
          <p>{words.sharedEmpty}</p>
          <a className="button button-primary" href={searchPath}>
            {words.search}
          </a>
        </div>
      ) : (
        <ol className="result-list">
          {cards.map((provider, position) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                idPrefix={`${idPrefix}-card-${provider.id}`}
                photoPriority={cardPhotoPriority(position)}
                onRequest={requestInquiry}
                showDistance={false}
              />
            </li>
          ))}
        </ol>
      )}
      {cards.length >= 2 ? <SavedCompareForm providers={cards} limit={compareLimit} idPrefix={idPrefix} /> : null}
    </section>
  );
}
