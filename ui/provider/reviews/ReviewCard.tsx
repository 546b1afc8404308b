/**
 * One review as the list shows it (spec reviews-and-provider-page §3, §4, §5, §9): author,
 * date ('March 3, 2026'), relationship, care type, stars ('4 out of 5 stars'), the text, and
 * the provider's published response under the brand's label. On the main brand a text over
 * 500 characters is cut with 'Read more' / 'Read less'; the whole text is always in the HTML,
 * so a reader without script (for whom the toggle is hidden) reads all of it. The review and the
 * response are shown as written, marked with `lang` where written in another language than the page's.
 */
import { useId, useState } from "react";
import type { Brand } from "../../../domain/brands/brands.ts";
import { careTypeLabelIn, reviewDateText, reviewTextParts } from "../../../domain/reviews/review-list.ts";
import { type ReviewRead, writtenLang } from "../../../domain/reviews/review-read.ts";
import { relationshipLabel } from "../../../domain/reviews/review-relationships.ts";
import { starFillClass } from "../../app/StarRating.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";

/** The review's stars: one element, as the ratings elsewhere draw them (ui/app/StarRating.tsx). */
function ReviewStars({ rating }: { rating: number }) {
  const { t } = useLanguage();
  return (
    <span
      className={`review-stars star-rating-stars ${starFillClass(rating, false)}`}
      role="img"
      aria-label={t.reviews.starsText(rating)}
    />
  );
}

export interface ReviewCardProps {
  review: ReviewRead;
  /** Cut the text at 500 characters behind 'Read more' (the main brand only). */
  cutText: boolean;
  /** The brand's label of a provider's response: 'Provider Response' or 'Business Response'. */
  responseLabel: Brand["labels"]["providerResponse"];
}

export function ReviewCard({ review, cutText, responseLabel }: ReviewCardProps) {
  const { t, locale, language } = useLanguage();
  const words = t.reviews.card;
  const [open, setOpen] = useState(false);
  const restId = useId();
  const headingId = useId();
  const parts = cutText ? reviewTextParts(review.content) : { shown: review.content, rest: "" };
  const meta = [
    relationshipLabel(review.title, t.reviews.relationships),
    careTypeLabelIn(t.careTypes, review.serviceCategoryName),
  ].filter((part) => part.length > 0);
  const response = review.providerResponse;
  return (
    <article className="review-card" aria-labelledby={headingId}>
      <header className="review-card-header">
        <h3 id={headingId} className="review-author">
          {review.authorName}
        </h3>
        <ReviewStars rating={review.rating} />
        <p className="review-meta">
          <time dateTime={review.createdAt}>{reviewDateText(review.createdAt, locale)}</time>
          {meta.map((part) => (
            <span key={part} className="review-meta-part">
              {part}
            </span>
          ))}
        </p>
      </header>
      <p className="review-text" lang={writtenLang(review.language, language)}>
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
          {open ? words.readLess : words.readMore}
        </button>
      ) : null}
      {response ? (
        <div className="review-response">
          <p className="review-response-label">{words.responseLabels[responseLabel]}</p>
          {response.authorName ? (
            <p className="review-response-author">
              {response.authorTitle ? `${response.authorName}, ${response.authorTitle}` : response.authorName}
            </p>
          ) : null}
          <p className="review-response-text" lang={writtenLang(response.language, language)}>
            {response.content}
          </p>
        </div>
      ) : null}
    </article>
  );
}
