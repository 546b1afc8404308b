/**
 * The Saved page's list (spec lead-capture-and-chrome §2, §4): the saved providers as cards,
 * each with its heart; unsaving one takes its card away, and the last one leaves the empty
 * state with a way back to search. Focus that was on a removed heart moves to the list's
 * heading, so keyboard users keep their place.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { requestCardInquiryAtom } from "../search/cards/card-inquiry-atoms.ts";
import { cardPhotoPriority } from "../search/cards/carousel.ts";
import { ProviderCard } from "../search/cards/ProviderCard.tsx";
import { SaveHeart } from "./SaveHeart.tsx";
import { savedProviderIdsAtom } from "./saved-atoms.ts";

interface SavedProvidersProps {
  /** The saved providers the server found, as cards, in the order saved. */
  cards: SearchResultProvider[];
  /** The brand's search page, for the empty state. */
  searchPath: string;
  idPrefix: string;
}

function countText(count: number): string {
  if (count === 0) return "No saved providers yet";
  return `${count} saved ${count === 1 ? "provider" : "providers"}`;
}

export function SavedProviders({ cards, searchPath, idPrefix }: SavedProvidersProps) {
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
        {countText(shown.length)}
      </h2>
      {shown.length === 0 ? (
        <div className="results-empty saved-empty">
          <p>Press the heart on a provider's card to keep it here, then come back to compare and get in touch.</p>
          <a className="button button-primary" href={searchPath}>
            Search for senior living and care
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
    </section>
  );
}
