/**
 * The review and response guidelines (spec reviews-and-provider-page §2, §5): what a review must
 * be to stay published, and what a provider's response needs. Linked from the review-link pages
 * ('Review and Response Guidelines').
 */
import { REVIEW_REPLY_MINIMUMS } from "../../domain/reviews/review-response-form.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

/** spec: §2, the review guidelines. */
export const REVIEW_GUIDELINES = [
  "Write an original review, in your own words.",
  "Write about a firsthand experience from within the last 3 years.",
  "No libel, hate speech or obscene content.",
  "Do not reveal another person's full name.",
  "No financial conflict of interest: do not review a provider you work for, own or compete with.",
] as const;

export function ReviewGuidelinesPage({ chrome }: { chrome: SiteChrome }) {
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section reply-page" aria-labelledby="guidelines-heading">
        <h1 id="guidelines-heading">Review and Response Guidelines</h1>
        <p>
          Reviews help families choose care. Our team reads every review and every provider response before it is
          published.
        </p>
        <h2 id="review-guidelines">Review guidelines</h2>
        <ul className="guidelines-list">
          {REVIEW_GUIDELINES.map((guideline) => (
            <li key={guideline}>{guideline}</li>
          ))}
        </ul>
        <h2 id="response-guidelines">Responding to a review</h2>
        <p>
          A provider answers a review through the link we send it. A response follows the same guidelines, and needs:
        </p>
        <ul className="guidelines-list">
          <li>{`your name, at least ${REVIEW_REPLY_MINIMUMS.authorName} characters;`}</li>
          <li>{`your title or role, at least ${REVIEW_REPLY_MINIMUMS.authorTitle} characters;`}</li>
          <li>{`the response itself, at least ${REVIEW_REPLY_MINIMUMS.content} characters;`}</li>
          <li>a valid email address, where we can reach you about it (it is not published);</li>
          <li>your confirmation that you are authorized to answer on behalf of the provider.</li>
        </ul>
        <p>
          Once published, a response shows under the review. A newer response replaces the earlier one. A provider that
          believes a review breaks these guidelines can ask us to remove it with the removal link; the review stays
          published until our team decides.
        </p>
      </section>
    </PageLayout>
  );
}
