/**
 * The pages a provider's review links open (spec reviews-and-provider-page §2, §5, §8):
 * 'Respond to a review' and 'Request removal'. Each shows the review as written and the form;
 * without a working link the notice 'Invalid review' ('Invalid Review' on the removal page)
 * takes the review's place, and the form sends nothing.
 */
import { reviewDateText } from "../../domain/reviews/review-list.ts";
import { writtenLang } from "../../domain/reviews/review-read.ts";
import { relationshipLabel } from "../../domain/reviews/review-relationships.ts";
import {
  REVIEW_GUIDELINES_PATH,
  type ReviewReplyKind,
  type ReviewReplyShown,
} from "../../domain/reviews/review-response-form.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { ReviewReplyFormProps } from "./ReviewReplyForm.tsx";

export interface ReviewReplyPageProps {
  chrome: SiteChrome;
  kind: ReviewReplyKind;
  /** The review the link is about, as written; null without a working link. */
  review: ReviewReplyShown | null;
  /** Why the link does not work (expired, used…), under the notice; null when it works or says nothing more. */
  linkProblem: string | null;
  form: ReviewReplyFormProps;
}

export function ReviewReplyPage({ chrome, kind, review, linkProblem, form }: ReviewReplyPageProps) {
  const { t, locale, language, path } = useLanguage();
  const words = t.reviews.reply;
  const heading = words.headings[kind];
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section reply-page" aria-labelledby="reply-heading">
        <h1 id="reply-heading">{heading}</h1>
        <p>{words.introductions[kind]}</p>
        <p>
          <a href={path(REVIEW_GUIDELINES_PATH)}>{words.guidelinesLink}</a>
        </p>
        {review ? (
          <article className="reply-review" aria-labelledby="reply-review-heading">
            <h2 id="reply-review-heading">{words.theReview}</h2>
            <p className="reply-review-meta">
              <span className="reply-review-author">{review.authorName}</span>
              <span>{relationshipLabel(review.title, t.reviews.relationships)}</span>
              <time dateTime={review.createdAt}>{reviewDateText(review.createdAt, locale)}</time>
            </p>
            <p className="reply-review-text" lang={writtenLang(review.language, language)}>
              {review.text}
            </p>
          </article>
        ) : (
          <div className="reply-invalid" role="alert">
            <p className="reply-invalid-title">{words.notices[kind].invalidTitle}</p>
            <p>{words.invalidReview}</p>
            {linkProblem ? <p>{linkProblem}</p> : null}
          </div>
        )}
        <h2 className="reply-form-heading">{words.formHeadings[kind]}</h2>
        <Island name="ReviewReplyForm" props={form} />
      </section>
      <Island hydrate="idle" name="Toasts" props={{}} />
    </PageLayout>
  );
}
