/**
 * /reviews/write/thanks/ (spec reviews-and-provider-page §8): what a family sees once a review
 * sent without script is stored, in the words of the toast the live form shows: submitted,
 * being processed, and whom to write with a question. It leads back to the provider's page
 * the review came from, or on to another review.
 */
import { PageLayout, type SiteChrome } from "../../app/PageLayout.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { WRITE_REVIEW_PATH } from "./review-write-text.ts";

interface ReviewThanksPageProps {
  chrome: SiteChrome;
  /** The provider page the review was written on, when it was. */
  backTo: string | null;
}

export function ReviewThanksPage({ chrome, backTo }: ReviewThanksPageProps) {
  const { reviewsEmail } = chrome.brand;
  const { t, path } = useLanguage();
  const words = t.reviews.write;
  return (
    <PageLayout chrome={chrome}>
      <div className="container review-thanks-page">
        <h1>{words.submitted.message}</h1>
        <p>{words.submitted.detail}</p>
        <p>
          {words.submitted.contact} <a href={`mailto:${reviewsEmail}`}>{reviewsEmail}</a>.
        </p>
        <ul className="review-thanks-links">
          {backTo ? (
            <li>
              <a href={path(backTo)}>{words.backToListing}</a>
            </li>
          ) : null}
          <li>
            <a href={path(WRITE_REVIEW_PATH)}>{words.writeAnother}</a>
          </li>
        </ul>
      </div>
    </PageLayout>
  );
}
