/**
 * The inquiry a card asked for: a card's 'Request Info' or 'Get Pricing' button sets it, the
 * page's ProviderInquiry island shows the form for it, and clears it when the form closes.
 */
import { atom } from "jotai";
import type { CardInquiryAction } from "./card-inquiry.ts";
import type { CardProvider } from "./card-provider.ts";

export interface CardInquiry {
  provider: CardProvider;
  action: CardInquiryAction;
}

/** The open card inquiry, or null. */
export const cardInquiryAtom = atom<CardInquiry | null>(null);

/** Opens the form for a card's provider; the shape of ProviderCard's onRequest. */
export const requestCardInquiryAtom = atom(null, (_get, set, provider: CardProvider, action: CardInquiryAction) => {
  set(cardInquiryAtom, { provider, action });
});
