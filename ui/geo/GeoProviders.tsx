/**
 * The providers of a geo page as the search page's cards (spec lead-capture-and-chrome §4):
 * server HTML that reads and links without JavaScript; once the page has loaded and is idle the hearts and
 * the 'Request Info' buttons come alive.
 */
import { useSetAtom } from "jotai";
import type { ProductList } from "../../domain/events.ts";
import { recordEvent } from "../app/record-event.ts";
import { SaveHeart } from "../saved/SaveHeart.tsx";
import { requestCardInquiryAtom } from "../search/cards/card-inquiry-atoms.ts";
import type { CardProvider } from "../search/cards/card-provider.ts";
import { cardPhotoPriority } from "../search/cards/carousel.ts";
import { ProviderCard } from "../search/cards/ProviderCard.tsx";

interface GeoProvidersProps {
  /** Each card's fields only (`cardProvider`): the props are sent with the page. */
  cards: CardProvider[];
  /** The list's first position (20 per page: page 2 starts at 21). */
  start: number;
  idPrefix: string;
  /** Cards carry the save heart: the main brand only (spec lead-capture-and-chrome §6). */
  showSaved: boolean;
  /** Each card's distance, where the list is ordered by it (a provider page's neighbours); off by default. */
  showDistance?: boolean;
  /**
   * 'Request Info' opens the inquiry dialog of the page's ProviderInquiry island (the default);
   * false where the page has none, and the action leads to the provider's prices instead.
   */
  requestInPlace?: boolean;
  /** The list a card click is recorded from ('product click'). */
  listName?: ProductList;
}

export function GeoProviders({
  cards,
  start,
  idPrefix,
  showSaved,
  showDistance = false,
  requestInPlace = true,
  listName = "geo providers",
}: GeoProvidersProps) {
  const requestInquiry = useSetAtom(requestCardInquiryAtom);
  return (
    <ol id={`${idPrefix}-results`} className="result-list" start={start}>
      {cards.map((provider, position) => (
        <li key={provider.id}>
          <ProviderCard
            provider={provider}
            idPrefix={`${idPrefix}-card-${provider.id}`}
            photoPriority={cardPhotoPriority(position)}
            save={showSaved ? <SaveHeart providerId={provider.id} name={provider.name} /> : undefined}
            onRequest={requestInPlace ? requestInquiry : undefined}
            showDistance={showDistance}
            onOpen={() =>
              recordEvent("product click", {
                providerId: provider.id,
                position: start + position,
                listName,
              })
            }
          />
        </li>
      ))}
    </ol>
  );
}
