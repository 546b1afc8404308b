/**
 * /reviews/write/thanks/ (spec reviews-and-provider-page §8): what a family sees once a review
 * sent without script is stored, in the words of the toast the live form shows: submitted,
 * being processed, and whom to write with a question. It leads back to the provider's page
 * the review came from, or on to another review.
 */
import { PageLayout, type SiteChrome } from "../../app/PageLayout.tsx";
import { REVIEW_SUBMITTED_TOAST, REVIEW_WRITE_COPY, WRITE_REVIEW_PATH } from "./review-write-text.ts";

interface ReviewThanksPageProps {
  chrome: SiteChrome;
  /** The provider page the review was written on, when it was. */
  backTo: string | null;
}

export function ReviewThanksPage({ chrome, backTo }: ReviewThanksPageProps) {
  const { reviewsEmail } = chrome.brand;
  return (
    <PageLayout chrome={chrome}>
      <div className="container review-thanks-page">
        <h1>{REVIEW_SUBMITTED_TOAST.message}</h1>
        <p>{REVIEW_SUBMITTED_TOAST.detail}</p>
        <p>
          {REVIEW_SUBMITTED_TOAST.contact} <a href={`mailto:${reviewsEmail}`}>{reviewsEmail}</a>.
        </p>
        <ul className="review-thanks-links">
          {backTo ? (
            <li>
              <a href={backTo}>{REVIEW_WRITE_COPY.backToListing}</a>
            </li>
          ) : null}
          <li>
            <a href={WRITE_REVIEW_PATH}>{REVIEW_WRITE_COPY.writeAnother}</a>
          </li>
        </ul>
      </div>
    </PageLayout>
  );
}
