/** Five stars filled up to the rating rounded down, with the rating in words for screen readers. */
import { displayRating, filledStars } from "../../domain/ratings.ts";

const STAR_PATH = "M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17l-6 3.4 1.3-6.7-5-4.7 6.8-.8z";

export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const shown = displayRating(rating);
  if (shown === null) return null;
  const filled = filledStars(rating);
  return (
    <span className="star-rating">
      <span className="visually-hidden">{`Rated ${shown} out of 5`}</span>
      <span className="star-rating-stars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <svg
            key={index}
            viewBox="0 0 24 24"
            className={index < filled ? "star star-filled" : "star"}
            focusable="false"
            aria-hidden="true"
          >
            <path d={STAR_PATH} />
          </svg>
        ))}
      </span>
      <span className="star-rating-value" aria-hidden="true">
        {shown}
      </span>
      {reviewCount !== undefined ? (
        <span className="star-rating-count">{`(${reviewCount.toLocaleString("en-US")})`}</span>
      ) : null}
    </span>
  );
}
