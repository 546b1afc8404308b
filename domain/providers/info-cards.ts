/**
 * Additional Community Information cards (spec reviews-and-provider-page §2, §3): a title, a
 * few words, an icon from a small fixed set and a call to action. The section shows only cards
 * whose call to action leads somewhere: a non-empty url that is an anchor on the page or a path
 * on the site, never another host or a script. Free of zod, so the browser's code may import it.
 */

/** The icons a card may name; each has a drawing in ui/provider/info-card-icons.tsx. */
export const INFO_CARD_ICONS = ["calendar", "dollar", "home", "star", "heart", "info"] as const;
export type InfoCardIcon = (typeof INFO_CARD_ICONS)[number];

/** spec: reviews-and-provider-page §2, the section's anchor (its title is `t.provider.infoCardsTitle`). */
export const INFO_CARDS_ANCHOR = "provider-additional-info-box";

/** A card as the provider record holds it (its schema is in provider-record.ts, away from the browser's code). */
export interface InfoCard {
  title: string;
  body: string;
  icon: InfoCardIcon;
  ctaText: string;
  /** Null or empty: the card is kept in the data but not shown. */
  ctaUrl: string | null;
}

/** '#anchor' on the page, or '/path' on the site ('//host' would leave it). */
const ON_SITE_URL = /^(#[A-Za-z][\w-]*|\/(?!\/)[^\s]*)$/;

/** Whether a card's call to action leads somewhere a visitor may be sent. */
export function hasShownCta(card: Pick<InfoCard, "ctaUrl" | "ctaText">): boolean {
  const url = card.ctaUrl?.trim() ?? "";
  return url !== "" && card.ctaText.trim() !== "" && ON_SITE_URL.test(url);
}

/** The cards the section shows, in their order: those with a call to action that leads somewhere. */
export function shownInfoCards<Card extends Pick<InfoCard, "ctaUrl" | "ctaText">>(cards: readonly Card[]): Card[] {
  return cards.filter(hasShownCta);
}

/** Whether a location hash asks for the cards ('#provider-additional-info-box'). spec: §2, scrolled to on load. */
export function isInfoCardsHash(hash: string): boolean {
  return hash.replace(/^#/, "").startsWith(INFO_CARDS_ANCHOR);
}
