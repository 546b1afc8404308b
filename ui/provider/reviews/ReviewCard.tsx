/**
 * One review as the list shows it (spec reviews-and-provider-page §3, §4, §5, §9): author,
 * date ('March 3, 2026'), relationship, care type, stars ('4 out of 5 stars'), the text, and
 * the provider's published response under the brand's label. On the main brand a text over
 * 500 characters is cut with 'Read more' / 'Read less'; the whole text is always in the HTML,
 * so a reader without script (for whom the toggle is hidden) reads all of it.
 */
import { useId, useState } from "react";
import { reviewDateText, reviewStarsText, reviewTextParts } from "../../../domain/reviews/review-list.ts";
import type { ReviewRead } from "../../../domain/reviews/review-read.ts";
import { relationshipLabel } from "../../../domain/reviews/review-relationships.ts";

const STAR_PATH = "M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17l-6 3.4 1.3-6.7-5-4.7 6.8-.8z";
const STAR_PLACES = [1, 2, 3, 4, 5] as const;

function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={reviewStarsText(rating)}>
      {STAR_PLACES.map((place) => (
        <svg
          key={place}
          viewBox="0 0 24 24"
          className={place <= rating ? "star star-filled" : "star"}
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

export interface ReviewCardProps {
  review: ReviewRead;
  /** Cut the text at 500 characters behind 'Read more' (the main brand only). */
  cutText: boolean;
  /** The brand's label of a provider's response: 'Provider Response' or 'Business Response'. */
  responseLabel: string;
}

export function ReviewCard({ review, cutText, responseLabel }: ReviewCardProps) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  const headingId = useId();
  const parts = cutText ? reviewTextParts(review.content) : { shown: review.content, rest: "" };
  const meta = [relationshipLabel(review.title), review.serviceCategoryName].filter((part) => part.length > 0);
  const response = review.providerResponse;
  return (
    <article className="review-card" aria-labelledby={headingId}>
      <header className="review-card-header">
        <h3 id={headingId} className="review-author">
          {review.authorName}
        </h3>
        <ReviewStars rating={review.rating} />
        <p className="review-meta">
          <time dateTime={review.createdAt}>{reviewDateText(review.createdAt)}</time>
          {meta.map((part) => (
            <span key={part} className="review-meta-part">
              {part}
            </span>
          ))}
        </p>
      </header>
      <p className="review-text">
        {parts.shown}
        {parts.rest ? (
          <>
            {open ? null : (
              <span className="review-text-ellipsis" aria-hidden="true">
                …
              </span>
            )}
            <span id={restId} className={open ? "review-text-rest" : "review-text-rest review-text-collapsed"}>
              {parts.rest}
            </span>
          </>
        ) : null}
      </p>
      {parts.rest ? (
        <button
          type="button"
          className="review-read-more"
          aria-expanded={open}
          aria-controls={restId}
          onClick={() => setOpen(!open)}
        >
          {open ? "Read less" : "Read more"}
        </button>
      ) : null}
      {response ? (
        <div className="review-response">
          <p className="review-response-label">{responseLabel}</p>
          {response.authorName ? (
            <p className="review-response-author">
              {response.authorTitle ? `${response.authorName}, ${response.authorTitle}` : response.authorName}
            </p>
          ) : null}
          <p className="review-response-text">{response.content}</p>
        </div>
      ) : null}
    </article>
  );
}
