/**
 * The review and response guidelines (spec reviews-and-provider-page §2, §5): what a review must
 * be to stay published, and what a provider's response needs. Linked from the review-link pages
 * ('Review and Response Guidelines').
 */
import { REVIEW_REPLY_MINIMUMS } from "../../domain/reviews/review-response-form.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export function ReviewGuidelinesPage({ chrome }: { chrome: SiteChrome }) {
  const { t } = useLanguage();
  const words = t.reviews.guidelinesPage;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section reply-page" aria-labelledby="guidelines-heading">
        <h1 id="guidelines-heading">{words.title}</h1>
        <p>{words.intro}</p>
        <h2 id="review-guidelines">{words.reviewHeading}</h2>
        <ul className="guidelines-list">
          {words.guidelines.map((guideline) => (
            <li key={guideline}>{guideline}</li>
          ))}
        </ul>
        <h2 id="response-guidelines">{words.responseHeading}</h2>
        <p>{words.responseIntro}</p>
        <ul className="guidelines-list">
          <li>{words.needsName(REVIEW_REPLY_MINIMUMS.authorName)}</li>
          <li>{words.needsTitle(REVIEW_REPLY_MINIMUMS.authorTitle)}</li>
          <li>{words.needsContent(REVIEW_REPLY_MINIMUMS.content)}</li>
          <li>{words.needsEmail}</li>
          <li>{words.needsConfirmation}</li>
        </ul>
        <p>{words.after}</p>
      </section>
    </PageLayout>
  );
}
