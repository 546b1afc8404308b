/**
 * What a pin's popup says (spec search-and-compare §2.2, §3): photo, the name linking to the
 * provider page, rating and review count, and driving directions to "lat,lng" on an external
 * maps site. Both links open a new tab, as the site's provider links do.
 */

import { placeholderImageFor } from "../../../domain/placeholder-image.ts";
import { showsRating } from "../../../domain/ratings.ts";
import { drivingDirectionsUrl, type MapProvider } from "../../../domain/search/map-geo.ts";
import { StarRating } from "../../app/StarRating.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";

interface MapPopupCardProps {
  provider: MapProvider;
  titleId: string;
  onClose: () => void;
}

export function MapPopupCard({ provider, titleId, onClose }: MapPopupCardProps) {
  const { t, path } = useLanguage();
  const words = t.search.map;
  return (
    <article className="map-popup-card" aria-labelledby={titleId}>
      <img
        className="map-popup-photo"
        src={provider.photos[0] ?? placeholderImageFor(provider.name)}
        alt=""
        width={80}
        height={80}
        decoding="async"
      />
      <h3 id={titleId} className="map-popup-title">
        <a href={path(provider.url)}>{provider.name}</a>
      </h3>
      <p className="map-popup-rating">
        {showsRating(provider.rating) ? <StarRating rating={provider.rating} /> : null}
        <span>{t.search.card.reviews(provider.reviewCount)}</span>
      </p>
      <p className="map-popup-actions">
        <a
          className="map-popup-directions"
          href={drivingDirectionsUrl(provider.location)}
          target="_blank"
          rel="noopener"
        >
          {words.directions}
          <span className="visually-hidden">{words.directionsTo(provider.name)}</span>
        </a>
        <button type="button" className="button button-secondary map-popup-close" onClick={onClose}>
          {words.close}
          <span className="visually-hidden">{` ${provider.name}`}</span>
        </button>
      </p>
    </article>
  );
}
