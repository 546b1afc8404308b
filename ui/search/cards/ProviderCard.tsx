/**
 * One result card (spec search-and-compare §2.2, lead-capture-and-chrome §4, §9): the photo
 * carousel, the promotion badge, title, address, stars, review count, award badges, description
 * cut at 140 characters with 'READ MORE', amenity badges, phone, price, and the 'Request Info'
 * or 'Get Pricing' and 'Learn More' actions. Slots take the parts the page decides on: the save
 * heart and the compare checkbox. Its state starts the same on the server and in the browser.
 */
import type { ReactNode } from "react";
import { telHref } from "../../../domain/phone.ts";
import { showsRating } from "../../../domain/ratings.ts";
import { StarRating } from "../../app/StarRating.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { costsAnchor } from "../../provider/costs.ts";
import { MedicareStarsLine } from "../../provider/MedicareStarsLine.tsx";
import { AwardBadges } from "./AwardBadges.tsx";
import { CardCarousel } from "./CardCarousel.tsx";
import type { CardInquiryAction } from "./card-inquiry.ts";
import type { CardProvider } from "./card-provider.ts";
import { AMENITY_BADGES, cardDescription, cardTitle } from "./card-text.ts";
import type { CardPhotoPriority } from "./carousel.ts";
import { PromotionBadge } from "./PromotionBadge.tsx";

interface ProviderCardProps {
  provider: CardProvider;
  /** Where the card's controls point their ids. */
  idPrefix: string;
  /** The save heart, when the page offers saving. */
  save?: ReactNode;
  /** The compare checkbox, when the page offers comparing. */
  compare?: ReactNode;
  /** Opens the inquiry form for this provider; without it the action links to the provider page. */
  onRequest?: (provider: CardProvider, action: CardInquiryAction) => void;
  /** False where the distance means nothing (the Saved page lists providers from anywhere). */
  showDistance?: boolean;
  /** How the card's first photo loads, by its place in the list (`cardPhotoPriority`); lazy by default. */
  photoPriority?: CardPhotoPriority;
  /** Called when the visitor follows one of the card's links to the provider page. */
  onOpen?: () => void;
}

export function ProviderCard({
  provider,
  idPrefix,
  save,
  compare,
  onRequest,
  showDistance = true,
  photoPriority,
  onOpen,
}: ProviderCardProps) {
  const { t, language, locale, path } = useLanguage();
  const words = t.search.card;
  // A provider's own words (its description) are English; a Spanish page marks them so.
  const english = language === "es" ? "en" : undefined;
  const url = path(provider.url);
  const titleId = `${idPrefix}-title`;
  const description = cardDescription(provider.description);
  const badges = AMENITY_BADGES.filter((badge) =>
    provider.amenities.some((amenity) => amenity.amenityId === badge.amenityId),
  );
  const action: CardInquiryAction = provider.priceHidden ? "display-cost-data" : "request-info";
  const actionLabel = provider.priceHidden ? words.getPricing : words.requestInfo;
  const costsHref = `${url}#${costsAnchor(provider.id)}`;
  // The search answers with the active promotion only (reviews-and-provider-page §4).
  const promotion = provider.promotions[0];
  return (
    <article className="provider-card" aria-labelledby={titleId}>
      <div className="provider-card-media">
        <CardCarousel
          images={provider.images}
          name={provider.name}
          url={url}
          priority={photoPriority}
          onOpen={onOpen}
        />
        {promotion ? <PromotionBadge promotion={promotion} idPrefix={idPrefix} /> : null}
        {save}
      </div>
      <div className="provider-card-body">
        <h3 id={titleId} className="provider-card-title">
          <a href={url} onClick={onOpen}>
            {cardTitle(provider.name, provider.tags, provider.address.city, provider.address.state)}
          </a>
        </h3>
        <p className="provider-card-address">{provider.address.formattedAddress}</p>
        {showDistance ? (
          <p className="provider-card-distance">
            {words.milesAway(
              provider.distance.toLocaleString(locale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
                useGrouping: false,
              }),
            )}
          </p>
        ) : null}
        {showsRating(provider.averageRating) ? (
          <p className="provider-card-rating">
            <StarRating rating={provider.averageRating} />
            <span className="provider-card-reviews">{words.reviews(provider.reviewCount)}</span>
          </p>
        ) : null}
        {provider.medicare ? <MedicareStarsLine rating={provider.medicare} /> : null}
        <AwardBadges awards={provider.awards} idPrefix={idPrefix} />
        {description.text ? (
          <p className="provider-card-description">
            {english ? <span lang={english}>{description.text}</span> : description.text}{" "}
            {description.cut ? (
              // spec: search-and-compare §2.2, 'READ MORE'; descriptive link text (issue 15, item 5): the
              // visible words, then whose page it is, for screen readers and search engines alike.
              <a href={url} onClick={onOpen}>
                {words.readMore}
                <span className="visually-hidden">{words.about(provider.name)}</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {badges.length ? (
          <ul className="provider-card-badges" aria-label={words.amenities}>
            {badges.map((badge) => (
              <li key={badge.amenityId}>{words.badges[badge.badge]}</li>
            ))}
          </ul>
        ) : null}
        {provider.phoneNumber ? (
          <p className="provider-card-phone">
            <a href={telHref(provider.phoneNumber)}>{provider.phoneNumber}</a>
          </p>
        ) : null}
        <p className={provider.priceHidden ? "provider-card-price price-blurred" : "provider-card-price"}>
          {provider.price !== null
            ? words.startingPrice(provider.price)
            : provider.priceHidden
              ? // The figure is not in the page until the visitor asks: a placeholder, blurred.
                words.hiddenPrice
              : words.pricingNotAvailable}
        </p>
        <div className="provider-card-actions">
          {onRequest ? (
            <>
              <button
                type="button"
                className="button button-primary needs-script"
                aria-haspopup="dialog"
                onClick={() => onRequest(provider, action)}
              >
                {actionLabel}
              </button>
              {/* Without the page's script the same words lead to the provider's prices. */}
              <a className="button button-primary no-script-only" href={costsHref}>
                {actionLabel}
              </a>
            </>
          ) : (
            <a className="button button-primary" href={costsHref}>
              {actionLabel}
            </a>
          )}
          {/*
            spec: search-and-compare §2.2 'Learn More'; its accessible name says whose page it opens.
            Provider links open in the same tab (spec §4 'unless configured otherwise'): on a phone
            a new tab left Back with nowhere to go.
          */}
          <a className="button button-secondary" href={url} onClick={onOpen}>
            {words.learnMore}
            <span className="visually-hidden">{words.about(provider.name)}</span>
          </a>
          {compare}
        </div>
      </div>
    </article>
  );
}
