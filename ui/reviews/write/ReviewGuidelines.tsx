/**
 * The review guidelines in short (spec reviews-and-provider-page §2): the five rules, a link
 * to all of them and a 'Contact Us' link to the brand's reviews address.
 */
import { useLanguage } from "../../i18n/page-language.tsx";
import { REVIEW_GUIDELINES_PATH } from "./review-write-text.ts";

interface ReviewGuidelinesProps {
  id: string;
  reviewsEmail: string;
  /** The heading's level where the panel sits: under the modal's title, or under the page's. */
  headingLevel: 2 | 3;
}

export function ReviewGuidelines({ id, reviewsEmail, headingLevel }: ReviewGuidelinesProps) {
  const { t, path } = useLanguage();
  const words = t.reviews.write;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="review-guidelines" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="review-guidelines-heading">
        {words.guidelinesHeading}
      </Heading>
      <ul className="review-guidelines-list">
        {words.guidelines.map((guideline) => (
          <li key={guideline}>{guideline}</li>
        ))}
      </ul>
      <p>
        <a href={path(REVIEW_GUIDELINES_PATH)}>{words.allGuidelines}</a>
      </p>
      <p>
        {words.guidelinesQuestion} <a href={`mailto:${reviewsEmail}`}>{words.contactUs}</a>
      </p>
    </aside>
  );
}
