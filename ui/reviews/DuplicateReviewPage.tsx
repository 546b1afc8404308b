/**
 * The page a possible duplicate's confirmation link opens (docs/reviews.md): the author keeps
 * the review or withdraws it with one of two buttons, plain form posts, so it works without
 * JavaScript; a link that is only fetched (a mail scanner) changes nothing.
 */
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

/** What the link found: a review waiting for its author's answer, the answer taken, or a link that does nothing. */
export type DuplicatePageState =
  | { kind: "ask"; token: string }
  | { kind: "kept" }
  | { kind: "withdrawn" }
  | { kind: "failed"; reason: string };

interface DuplicateReviewPageProps {
  chrome: SiteChrome;
  /** Where the buttons post (this page's own path). */
  action: string;
  state: DuplicatePageState;
}

function heading(state: DuplicatePageState): string {
  if (state.kind === "ask") return "Keep your review?";
  if (state.kind === "kept") return "Your review is kept";
  if (state.kind === "withdrawn") return "Your review is withdrawn";
  return "This link does not work";
}

export function DuplicateReviewPage({ chrome, action, state }: DuplicateReviewPageProps) {
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section review-duplicate-page" aria-labelledby="review-duplicate-heading">
        <h1 id="review-duplicate-heading">{heading(state)}</h1>
        {state.kind === "ask" ? (
          <>
            <p>
              Your new review looks like one sent before: you reviewed this provider earlier, or it already has a review
              with the same words. If you meant to send a new review, keep it and our team will read it. If not,
              withdraw it and it will not be published.
            </p>
            <form method="post" action={action} className="review-duplicate-actions">
              <input type="hidden" name="confirmationToken" value={state.token} />
              <button type="submit" name="decision" value="keep" className="button button-primary">
                Keep my review
              </button>
              <button type="submit" name="decision" value="withdraw" className="button button-secondary">
                Withdraw it
              </button>
            </form>
          </>
        ) : null}
        {state.kind === "kept" ? (
          <p role="status">Thank you. Your review will be published once our team has read it.</p>
        ) : null}
        {state.kind === "withdrawn" ? (
          <p role="status">Thank you. Your review is withdrawn and will not be published.</p>
        ) : null}
        {state.kind === "failed" ? (
          <p>
            An error occurred while processing the request: {state.reason} Nothing was changed. If you need help, write
            to <a href={`mailto:${chrome.brand.reviewsEmail}`}>{chrome.brand.reviewsEmail}</a>.
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
