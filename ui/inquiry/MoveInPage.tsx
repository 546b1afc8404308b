/**
 * The page an operator's move-in link opens, /move-in/?token= (docs/reviews.md, Move-in
 * reports): it asks the family whether they found a place, with a plain form that posts to the
 * page itself, so it works without JavaScript. It shows what they asked about, never their
 * name, phone or email; a used link shows what was sent with it, read-only.
 */

import { formatCount } from "../../domain/counts.ts";
import { isCalendarDay, MOVE_IN_NOTES_MAX } from "../../domain/inquiry/move-in-report.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

/** What the family asked about. */
export interface MoveInRequest {
  careType: string;
  careLocation: string;
  /** The provider they asked about, if any: the one the form offers. */
  provider: { id: number; name: string } | null;
}

/** A report as it was sent. */
export interface MoveInSent {
  movedIn: boolean;
  providerName: string | null;
  moveInDate: string | null;
  notes: string;
}

/** The form's values as the family typed them. */
export interface MoveInValues {
  movedIn: "yes" | "no" | "";
  moveInDate: string;
  providerId: string;
  notes: string;
}

export type MoveInFieldName = "movedIn" | "moveInDate" | "providerId" | "notes";

export type MoveInPageState =
  | {
      kind: "ask";
      request: MoveInRequest;
      values: MoveInValues;
      /** The field the server refused, with its words. */
      fieldError: { field: MoveInFieldName; message: string } | null;
      /** A refusal about no one field (the request changed meanwhile). */
      problem: string | null;
    }
  | { kind: "thanks"; request: MoveInRequest; sent: MoveInSent }
  | { kind: "used"; request: MoveInRequest; sent: MoveInSent | null; message: string }
  | { kind: "failed"; message: string };

export const EMPTY_MOVE_IN_VALUES: MoveInValues = { movedIn: "", moveInDate: "", providerId: "", notes: "" };

export const MOVE_IN_HEADING = "Did you find a place?";

interface MoveInPageProps {
  chrome: SiteChrome;
  /** Where the form posts: this page's own address, token included. */
  action: string;
  state: MoveInPageState;
}

function heading(state: MoveInPageState): string {
  if (state.kind === "thanks") return "Thank you";
  if (state.kind === "failed") return "This link does not work";
  return MOVE_IN_HEADING;
}

function RequestSummary({ request }: { request: MoveInRequest }) {
  return (
    <>
      <h2 className="move-in-subheading">Your request</h2>
      <dl className="move-in-summary">
        <dt>Care type</dt>
        <dd>{request.careType}</dd>
        <dt>Place</dt>
        <dd>{request.careLocation}</dd>
        {request.provider ? (
          <>
            <dt>Provider</dt>
            <dd>{request.provider.name}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function SentReport({ sent }: { sent: MoveInSent }) {
  return (
    <>
      <h2 className="move-in-subheading">What you sent</h2>
      <dl className="move-in-summary">
        <dt>Moved in</dt>
        <dd>{sent.movedIn ? "Yes" : "No"}</dd>
        {sent.providerName ? (
          <>
            <dt>Where</dt>
            <dd>{sent.providerName}</dd>
          </>
        ) : null}
        {sent.moveInDate ? (
          <>
            <dt>Move-in date</dt>
            <dd>{sent.moveInDate}</dd>
          </>
        ) : null}
        {sent.notes ? (
          <>
            <dt>Notes</dt>
            <dd className="move-in-notes">{sent.notes}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

function MoveInForm({
  action,
  request,
  values,
  fieldError,
  problem,
}: { action: string } & Extract<MoveInPageState, { kind: "ask" }>) {
  const errorOf = (field: MoveInFieldName) => (fieldError?.field === field ? fieldError.message : null);
  const invalid = (field: MoveInFieldName) => (errorOf(field) ? { "aria-invalid": true as const } : {});
  const describedBy = (field: MoveInFieldName, hint?: string) => {
    const ids = [hint, errorOf(field) ? `move-in-${field}-error` : undefined].filter(Boolean).join(" ");
    return ids ? { "aria-describedby": ids } : {};
  };
  return (
    <form method="post" action={action} className="move-in-form">
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <fieldset className="move-in-choice" {...describedBy("movedIn")}>
        <legend>Did you move in to a place?</legend>
        <div className="field-checkbox">
          <input
            type="radio"
            id="move-in-yes"
            name="movedIn"
            value="yes"
            required
            defaultChecked={values.movedIn === "yes"}
            {...invalid("movedIn")}
          />
          <label htmlFor="move-in-yes">Yes</label>
        </div>
        <div className="field-checkbox">
          <input
            type="radio"
            id="move-in-no"
            name="movedIn"
            value="no"
            required
            defaultChecked={values.movedIn === "no"}
            {...invalid("movedIn")}
          />
          <label htmlFor="move-in-no">No</label>
        </div>
        <FieldError id="move-in-movedIn-error" message={errorOf("movedIn")} />
      </fieldset>
      <div className="field">
        <label htmlFor="move-in-date">Move-in date (optional)</label>
        <input
          type="date"
          id="move-in-date"
          name="moveInDate"
          // A date input holds only a real day: anything else typed elsewhere is named below, not shown back.
          defaultValue={isCalendarDay(values.moveInDate) ? values.moveInDate : ""}
          {...invalid("moveInDate")}
          {...describedBy("moveInDate", "move-in-date-hint")}
        />
        <p id="move-in-date-hint" className="field-hint">
          Only if you moved in. Written as year-month-day, for example 2026-03-01.
        </p>
        <FieldError id="move-in-moveInDate-error" message={errorOf("moveInDate")} />
      </div>
      {request.provider ? (
        <div className="field">
          <label htmlFor="move-in-provider">Where did you move in? (optional)</label>
          <select
            id="move-in-provider"
            name="providerId"
            defaultValue={values.providerId}
            {...invalid("providerId")}
            {...describedBy("providerId", "move-in-provider-hint")}
          >
            <option value="">Another place</option>
            <option value={String(request.provider.id)}>{request.provider.name}</option>
          </select>
          <p id="move-in-provider-hint" className="field-hint">
            Only if you moved in.
          </p>
          <FieldError id="move-in-providerId-error" message={errorOf("providerId")} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="move-in-notes">Notes (optional)</label>
        <textarea
          id="move-in-notes"
          name="notes"
          maxLength={MOVE_IN_NOTES_MAX}
          rows={5}
          defaultValue={values.notes}
          {...invalid("notes")}
          {...describedBy("notes", "move-in-notes-hint")}
        />
        <p id="move-in-notes-hint" className="field-hint">
          Up to {formatCount(MOVE_IN_NOTES_MAX)} characters.
        </p>
        <FieldError id="move-in-notes-error" message={errorOf("notes")} />
      </div>
      <button type="submit" className="button button-primary move-in-submit">
        Send my answer
      </button>
    </form>
  );
}

export function MoveInPage({ chrome, action, state }: MoveInPageProps) {
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section move-in-page" aria-labelledby="move-in-heading">
        <h1 id="move-in-heading">{heading(state)}</h1>
        {state.kind === "ask" ? (
          <>
            <p>You asked us about care. Please tell us whether you found a place: it helps other families.</p>
            <RequestSummary request={state.request} />
            <MoveInForm action={action} {...state} />
          </>
        ) : null}
        {state.kind === "thanks" ? (
          <>
            <p role="status">Thank you. We have your answer.</p>
            <RequestSummary request={state.request} />
            <SentReport sent={state.sent} />
          </>
        ) : null}
        {state.kind === "used" ? (
          <>
            <p role="status">{state.message}</p>
            <RequestSummary request={state.request} />
            {state.sent ? <SentReport sent={state.sent} /> : null}
          </>
        ) : null}
        {state.kind === "failed" ? (
          <p role="alert">
            {state.message} If you need help, write to{" "}
            <a href={`mailto:${chrome.brand.reviewsEmail}`}>{chrome.brand.reviewsEmail}</a>.
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
