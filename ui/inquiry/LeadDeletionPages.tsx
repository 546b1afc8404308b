/**
 * The pages a family uses to have its requests deleted (docs/leads.md): the request page with
 * its one field, which works as a plain form post, and the page a confirmation link opens,
 * which deletes nothing until the family presses its button (a link that is only fetched, by a
 * mail scanner say, changes nothing).
 */
import type { Messages } from "../../domain/i18n/messages.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

/** The one field's id. */
const FIELD_ID = "deletion-email";

interface DeletionRequestPageProps {
  chrome: SiteChrome;
  /** The form's endpoint: POST /api/leads/delete-request. */
  action: string;
  /** After a request: the answer every address gets, whether or not we hold a request from it. */
  sentMessage: string | null;
  /** The address as typed, when the form comes back with a problem. */
  email: string;
  problem: string | null;
}

/** Asks for the address the requests were sent with, and says what happens next. */
export function DeletionRequestPage({ chrome, action, sentMessage, email, problem }: DeletionRequestPageProps) {
  const { t, path } = useLanguage();
  const words = t.inquiry.deletion;
  const errorId = `${FIELD_ID}-error`;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section deletion-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">{words.requestTitle}</h1>
        <p>{words.requestIntro}</p>
        <p>{words.providerCopy}</p>
        {sentMessage ? (
          <p className="deletion-sent" role="status">
            {sentMessage}
          </p>
        ) : null}
        <form className="deletion-form" method="post" action={path(action)}>
          <div className="field">
            <label htmlFor={FIELD_ID}>{words.email}</label>
            <input
              id={FIELD_ID}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={email}
              {...(problem ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
            />
            {problem ? (
              <p id={errorId} className="field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-primary">
            {words.send}
          </button>
        </form>
      </section>
    </PageLayout>
  );
}

/** What a confirmation link found: a request to confirm, a deletion done, or a link that does nothing. */
export type DeletionConfirmState =
  | { kind: "ask"; token: string }
  | { kind: "done"; leadsDeleted: number }
  | { kind: "forged" }
  | { kind: "expired" };

interface DeletionConfirmPageProps {
  chrome: SiteChrome;
  /** Where the confirmation posts to (this page's own path). */
  action: string;
  /** The request page, to ask again. */
  requestPath: string;
  state: DeletionConfirmState;
}

function confirmHeading(state: DeletionConfirmState, words: Messages["inquiry"]["deletion"]): string {
  if (state.kind === "ask") return words.askHeading;
  if (state.kind === "done") return words.doneHeading;
  if (state.kind === "expired") return words.expiredHeading;
  return words.forgedHeading;
}

/** The confirmation: one button that deletes, or what happened and what to do next. */
export function DeletionConfirmPage({ chrome, action, requestPath, state }: DeletionConfirmPageProps) {
  const { t, path } = useLanguage();
  const words = t.inquiry.deletion;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section deletion-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">{confirmHeading(state, words)}</h1>
        {state.kind === "ask" ? (
          <>
            <p>{words.ask}</p>
            <form method="post" action={path(action)}>
              <input type="hidden" name="token" value={state.token} />
              <button type="submit" className="button button-primary">
                {words.confirm}
              </button>
            </form>
          </>
        ) : null}
        {state.kind === "done" ? (
          <p role="status">
            {words.deleted(state.leadsDeleted)} {words.keptNote}
          </p>
        ) : null}
        {state.kind === "expired" ? (
          <p>
            <Fill text={words.expired} parts={{ link: <a href={path(requestPath)}>{words.expiredLink}</a> }} />
          </p>
        ) : null}
        {state.kind === "forged" ? (
          <p>
            <Fill text={words.forged} parts={{ link: <a href={path(requestPath)}>{words.forgedLink}</a> }} />
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
