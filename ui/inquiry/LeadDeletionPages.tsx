/**
 * The pages a family uses to have its requests deleted (docs/leads.md): the request page with
 * its one field, which works as a plain form post, and the page a confirmation link opens,
 * which deletes nothing until the family presses its button (a link that is only fetched, by a
 * mail scanner say, changes nothing).
 */
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

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
  const errorId = `${FIELD_ID}-error`;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section deletion-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">Delete my request</h1>
        <p>
          Give the email address you sent your request with. We will email you a link; on the page it opens, press the
          button and we delete your name, phone number, email address and everything else you sent with every request
          made with that address.
        </p>
        <p>
          A provider that already received your request keeps its own copy: ask them to delete it too. We never sold or
          shared it with anyone else.
        </p>
        {sentMessage ? (
          <p className="deletion-sent" role="status">
            {sentMessage}
          </p>
        ) : null}
        <form className="deletion-form" method="post" action={action}>
          <div className="field">
            <label htmlFor={FIELD_ID}>Email</label>
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
            Email me a link
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

function confirmHeading(state: DeletionConfirmState): string {
  if (state.kind === "ask") return "Delete your requests?";
  if (state.kind === "done") return "Your requests are deleted";
  if (state.kind === "expired") return "This link no longer works";
  return "This link is not valid";
}

/** The confirmation: one button that deletes, or what happened and what to do next. */
export function DeletionConfirmPage({ chrome, action, requestPath, state }: DeletionConfirmPageProps) {
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section deletion-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">{confirmHeading(state)}</h1>
        {state.kind === "ask" ? (
          <>
            <p>
              Press the button to delete every request sent with your email address: your name, phone number, email
              address and everything else you sent. This cannot be undone.
            </p>
            <form method="post" action={action}>
              <input type="hidden" name="token" value={state.token} />
              <button type="submit" className="button button-primary">
                Delete my requests
              </button>
            </form>
          </>
        ) : null}
        {state.kind === "done" ? (
          <p role="status">
            {state.leadsDeleted === 1
              ? "We deleted 1 request sent with your email address."
              : `We deleted ${state.leadsDeleted} requests sent with your email address.`}{" "}
            We kept only a note of when, and how many, that does not name you.
          </p>
        ) : null}
        {state.kind === "expired" ? (
          <p>
            The link has expired or was already used, so nothing was deleted.{" "}
            <a href={requestPath}>Ask for a new link</a>.
          </p>
        ) : null}
        {state.kind === "forged" ? (
          <p>
            We did not send this link, so nothing was deleted. <a href={requestPath}>Ask for a link</a> to delete your
            requests.
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
