/**
 * The pages a provider's review links open (spec reviews-and-provider-page §2, §5, §8):
 * 'Respond to a review' and 'Request removal'. Each shows the review as written and the form;
 * without a working link the notice 'Invalid review' ('Invalid Review' on the removal page)
 * takes the review's place, and the form sends nothing.
 */
import { reviewDateText } from "../../domain/reviews/review-list.ts";
import { relationshipLabel } from "../../domain/reviews/review-relationships.ts";
import {
  INVALID_REVIEW_TEXT,
  REVIEW_GUIDELINES_PATH,
  REVIEW_REPLY_NOTICES,
  type ReviewReplyKind,
  type ReviewReplyReview,
} from "../../domain/reviews/review-response-form.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import type { ReviewReplyFormProps } from "./ReviewReplyForm.tsx";

export const REVIEW_REPLY_HEADINGS: Record<ReviewReplyKind, string> = {
  response: "Respond to a review",
  contest: "Request removal",
};

const INTRODUCTIONS: Record<ReviewReplyKind, string> = {
  response:
    "Thank the reviewer, answer their points and say what you have changed. Our team reads each response before it is published under the review.",
  contest:
    "If this review breaks our guidelines, tell us why. Our team reads each request; the review stays published unless we find it breaks them.",
};

export interface ReviewReplyPageProps {
  chrome: SiteChrome;
  kind: ReviewReplyKind;
  /** The review the link is about; null without a working link. */
  review: ReviewReplyReview | null;
  /** Why the link does not work (expired, used…), under the notice; null when it works or says nothing more. */
  linkProblem: string | null;
  form: ReviewReplyFormProps;
}

export function ReviewReplyPage({ chrome, kind, review, linkProblem, form }: ReviewReplyPageProps) {
  const heading = REVIEW_REPLY_HEADINGS[kind];
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section reply-page" aria-labelledby="reply-heading">
        <h1 id="reply-heading">{heading}</h1>
        <p>{INTRODUCTIONS[kind]}</p>
        <p>
          <a href={REVIEW_GUIDELINES_PATH}>Review and Response Guidelines</a>
        </p>
        {review ? (
          <article className="reply-review" aria-labelledby="reply-review-heading">
            <h2 id="reply-review-heading">The review</h2>
            <p className="reply-review-meta">
              <span className="reply-review-author">{review.authorName}</span>
              <span>{relationshipLabel(review.title)}</span>
              <time dateTime={review.createdAt}>{reviewDateText(review.createdAt)}</time>
            </p>
            <p className="reply-review-text">{review.text}</p>
          </article>
        ) : (
          <div className="reply-invalid" role="alert">
            <p className="reply-invalid-title">{REVIEW_REPLY_NOTICES[kind].invalidTitle}</p>
            <p>{INVALID_REVIEW_TEXT}</p>
            {linkProblem ? <p>{linkProblem}</p> : null}
          </div>
        )}
        <h2 className="reply-form-heading">{kind === "response" ? "Your response" : "Your request"}</h2>
        <Island name="ReviewReplyForm" props={form} />
      </section>
      <Island hydrate="idle" name="Toasts" props={{}} />
    </PageLayout>
  );
}
