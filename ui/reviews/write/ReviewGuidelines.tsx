/**
 * The review guidelines in short (spec reviews-and-provider-page §2): the five rules, a link
 * to all of them and a 'Contact Us' link to the brand's reviews address.
 */
import { REVIEW_GUIDELINES, REVIEW_GUIDELINES_PATH, REVIEW_WRITE_COPY } from "./review-write-text.ts";

interface ReviewGuidelinesProps {
  id: string;
  reviewsEmail: string;
  /** The heading's level where the panel sits: under the modal's title, or under the page's. */
  headingLevel: 2 | 3;
}

export function ReviewGuidelines({ id, reviewsEmail, headingLevel }: ReviewGuidelinesProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="review-guidelines" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="review-guidelines-heading">
        {REVIEW_WRITE_COPY.guidelinesHeading}
      </Heading>
      <ul className="review-guidelines-list">
        {REVIEW_GUIDELINES.map((guideline) => (
          <li key={guideline}>{guideline}</li>
        ))}
      </ul>
      <p>
        <a href={REVIEW_GUIDELINES_PATH}>{REVIEW_WRITE_COPY.allGuidelines}</a>
      </p>
      <p>
        {REVIEW_WRITE_COPY.guidelinesQuestion} <a href={`mailto:${reviewsEmail}`}>{REVIEW_WRITE_COPY.contactUs}</a>
      </p>
    </aside>
  );
}
