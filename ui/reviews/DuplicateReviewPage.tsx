/**
 * The page a possible duplicate's confirmation link opens (docs/reviews.md): the author keeps
 * the review or withdraws it with one of two buttons, plain form posts, so it works without
 * JavaScript; a link that is only fetched (a mail scanner) changes nothing.
 */
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

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

export function DuplicateReviewPage({ chrome, action, state }: DuplicateReviewPageProps) {
  const { t, path } = useLanguage();
  const words = t.reviews.duplicate;
  const email = chrome.brand.reviewsEmail;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section review-duplicate-page" aria-labelledby="review-duplicate-heading">
        <h1 id="review-duplicate-heading">{words.headings[state.kind]}</h1>
        {state.kind === "ask" ? (
          <>
            <p>{words.ask}</p>
            <form method="post" action={path(action)} className="review-duplicate-actions">
              <input type="hidden" name="confirmationToken" value={state.token} />
              <button type="submit" name="decision" value="keep" className="button button-primary">
                {words.keep}
              </button>
              <button type="submit" name="decision" value="withdraw" className="button button-secondary">
                {words.withdraw}
              </button>
            </form>
          </>
        ) : null}
        {state.kind === "kept" ? <p role="status">{words.kept}</p> : null}
        {state.kind === "withdrawn" ? <p role="status">{words.withdrawn}</p> : null}
        {state.kind === "failed" ? (
          <p>
            <Fill text={words.failed(state.reason)} parts={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
