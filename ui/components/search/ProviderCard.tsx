/**
 * One result card (spec search-and-compare §2.2, lead-capture-and-chrome §4, §9): photo,
 * title, address, stars, review count, description cut at 140 characters with 'READ MORE',
 * amenity badges, phone, price, and the 'Request Info' or 'Get Pricing' and 'Learn More'
 * actions. Slots take the parts other islands own: the save heart and the compare checkbox.
 */
import type { ReactNode } from "react";
import {
  AMENITY_BADGES,
  cardDescription,
  cardTitle,
  PRICING_NOT_AVAILABLE,
  READ_MORE,
  startingPrice,
} from "../../lib/card-text.ts";
import { telHref } from "../../lib/phone.ts";
import { placeholderImageFor } from "../../lib/placeholder-image.ts";
import { reviewCountText, showsRating } from "../../lib/ratings.ts";
import type { SearchResultProvider } from "../../lib/search-contract.ts";
import { StarRating } from "../StarRating.tsx";

export interface ProviderCardProps {
  provider: SearchResultProvider;
  /** Where the card's controls point their ids. */
  idPrefix: string;
  /** The save heart, when the page offers saving. */
  save?: ReactNode;
  /** The compare checkbox, when the page offers comparing. */
  compare?: ReactNode;
  /** Opens the inquiry form for this provider; without it the action links to the provider page. */
  onRequest?: (provider: SearchResultProvider, action: "request-info" | "display-cost-data") => void;
}

export function ProviderCard({ provider, idPrefix, save, compare, onRequest }: ProviderCardProps) {
  const titleId = `${idPrefix}-title`;
  const description = cardDescription(provider.description);
  const badges = AMENITY_BADGES.filter((badge) =>
    provider.amenities.some((amenity) => amenity.amenityId === badge.amenityId),
  );
  const action = provider.priceHidden ? "display-cost-data" : "request-info";
  const actionLabel = provider.priceHidden ? "Get Pricing" : "Request Info";
  return (
    <article className="provider-card" aria-labelledby={titleId}>
      <div className="provider-card-media">
        <img
          src={provider.images[0] ?? placeholderImageFor(provider.name)}
          alt={`${provider.name}`}
          width={500}
          height={500}
          loading="lazy"
          decoding="async"
        />
        {save}
      </div>
      <div className="provider-card-body">
        <h3 id={titleId} className="provider-card-title">
          <a href={provider.url} target="_blank" rel="noopener">
            {cardTitle(provider.name, provider.tags, provider.address.city, provider.address.state)}
          </a>
        </h3>
        <p className="provider-card-address">{provider.address.formattedAddress}</p>
        <p className="provider-card-distance">{`${provider.distance.toFixed(1)} miles away`}</p>
        {showsRating(provider.averageRating) ? (
          <p className="provider-card-rating">
            <StarRating rating={provider.averageRating} />
            <span className="provider-card-reviews">{reviewCountText(provider.reviewCount)}</span>
          </p>
        ) : null}
        {description.text ? (
          <p className="provider-card-description">
            {description.text}{" "}
            {description.cut ? (
              <a href={provider.url} target="_blank" rel="noopener" aria-label={`${READ_MORE} about ${provider.name}`}>
                {READ_MORE}
              </a>
            ) : null}
          </p>
        ) : null}
        {badges.length ? (
          <ul className="provider-card-badges" aria-label="Amenities">
            {badges.map((badge) => (
              <li key={badge.amenityId}>{badge.label}</li>
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
            ? startingPrice(provider.price)
            : provider.priceHidden
              ? // The figure is not in the page until the visitor asks: a placeholder, blurred.
                "Starting at $X,XXX/month"
              : PRICING_NOT_AVAILABLE}
        </p>
        <div className="provider-card-actions">
          {onRequest ? (
            <button type="button" className="button button-primary" onClick={() => onRequest(provider, action)}>
              {actionLabel}
            </button>
          ) : (
            <a className="button button-primary" href={`${provider.url}#provider-costs-${provider.id}`}>
              {actionLabel}
            </a>
          )}
          <a className="button button-secondary" href={provider.url} target="_blank" rel="noopener">
            Learn More<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {compare}
        </div>
      </div>
    </article>
  );
}
