/**
 * The inquiry a card's 'Request Info' or 'Get Pricing' button opens (spec search-and-compare
 * §2.2, lead-capture-and-chrome §2): which action it is, the form's title, the id prefix of
 * the form for that provider and the care type it asks about.
 */
import { type CareType, careTypeById } from "../../../domain/care-types.ts";
import type { Messages } from "../../../domain/i18n/messages.ts";
import type { InquiryAction } from "../../../domain/inquiry/inquiry-fields.ts";
import type { CardProvider } from "./card-provider.ts";

/** A card asks for prices while they are hidden, for information otherwise. */
export type CardInquiryAction = Extract<InquiryAction, "request-info" | "display-cost-data">;

/** 'Request information about Oak Grove' or 'Get costs for Oak Grove', in the page's words (`t.inquiry`). */
export function cardInquiryTitle(
  providerName: string,
  action: CardInquiryAction,
  words: Pick<Messages["inquiry"], "card">,
): string {
  return action === "request-info" ? words.card.requestInfoTitle(providerName) : words.card.costsTitle(providerName);
}

/** One prefix per provider and action, so each keeps its own draft and form id. */
export function cardInquiryIdPrefix(idPrefix: string, providerId: number, action: CardInquiryAction): string {
  return `${idPrefix}-${action}-${providerId}`;
}

/** The care type asked about: the one searched when the provider offers it, else the provider's first. */
export function inquiryCareType(provider: Pick<CardProvider, "services">, searched: CareType): CareType {
  if (provider.services.some((service) => service.category.id === searched.id)) return searched;
  return careTypeById(provider.services[0]?.category.id ?? "") ?? searched;
}
