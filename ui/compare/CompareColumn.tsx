/**
 * One community in the compare modal (spec search-and-compare §2.2): photo, price (or
 * 'Pricing not available', or a blurred placeholder while prices are hidden), rating, reviews,
 * care types, key amenities, distance, a Request Info link to the provider page's costs
 * section, and Remove, which deselects it.
 */

import { reviewCountText, showsRating } from "../../domain/ratings.ts";
import { StarRating } from "../app/StarRating.tsx";
import { costsAnchor, PRICING_LABEL } from "../provider/costs.ts";
import { PRICING_NOT_AVAILABLE, startingPrice } from "../search/cards/card-text.ts";
import type { CompareItem } from "./compare-item.ts";

interface CompareColumnProps {
  item: CompareItem;
  /** The community's name heading id. */
  titleId: string;
  onRemove: (id: number) => void;
}

function Price({ item }: { item: CompareItem }) {
  if (item.price !== null) return <>{startingPrice(item.price)}</>;
  if (!item.priceHidden) return <>{PRICING_NOT_AVAILABLE}</>;
  // The figure is not in the page until the visitor asks: a placeholder, blurred.
  return (
    <>
      <span className="price-blurred" aria-hidden="true">
        {`${PRICING_LABEL} $X,XXX/month`}
      </span>
      <span className="visually-hidden">Price shown once you request pricing</span>
    </>
  );
}

export function CompareColumn({ item, titleId, onRemove }: CompareColumnProps) {
  return (
    <article className="compare-column" aria-labelledby={titleId}>
      <img src={item.image} alt="" width={500} height={375} loading="lazy" decoding="async" />
      <h3 id={titleId} className="compare-column-title">
        <a href={item.url} target="_blank" rel="noopener">
          {item.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h3>
      <p className="compare-column-address">{item.address}</p>
      <dl className="compare-facts">
        <div>
          <dt>Price</dt>
          <dd className="compare-price">
            <Price item={item} />
          </dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{showsRating(item.averageRating) ? <StarRating rating={item.averageRating} /> : "Not rated yet"}</dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{reviewCountText(item.reviewCount)}</dd>
        </div>
        <div>
          <dt>Care types</dt>
          <dd>{item.careTypes.length ? item.careTypes.join(", ") : "Not listed"}</dd>
        </div>
        <div>
          <dt>Key amenities</dt>
          <dd>{item.amenities.length ? item.amenities.join(", ") : "None listed"}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{item.distance === null ? "Not known" : `${item.distance.toFixed(1)} miles away`}</dd>
        </div>
      </dl>
      <div className="compare-column-actions">
        <a className="button button-primary" href={`${item.url}#${costsAnchor(item.id)}`}>
          Request Info<span className="visually-hidden"> about {item.name}</span>
        </a>
        <button type="button" className="button button-secondary" onClick={() => onRemove(item.id)}>
          Remove<span className="visually-hidden"> {item.name} from the comparison</span>
        </button>
      </div>
    </article>
  );
}
