/**
 * The page an operator's move-in link opens, /move-in/?token= (docs/reviews.md, Move-in
 * reports): it asks the family whether they found a place, with a plain form that posts to the
 * page itself, so it works without JavaScript. It shows what they asked about, never their
 * name, phone or email; a used link shows what was sent with it, read-only.
 */

import { CARE_TYPES } from "../../domain/care-types.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { isCalendarDay, MOVE_IN_NOTES_MAX } from "../../domain/inquiry/move-in-report.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

/** What the family asked about. */
export interface MoveInRequest {
  /** The care type's id (domain/care-types.ts), or the value stored when it names none. */
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

interface MoveInPageProps {
  chrome: SiteChrome;
  /** Where the form posts: this page's own address, token included. */
  action: string;
  state: MoveInPageState;
}

function heading(state: MoveInPageState, words: MoveInWords): string {
  if (state.kind === "thanks") return words.thanksHeading;
  if (state.kind === "failed") return words.failedHeading;
  return words.heading;
}

type MoveInWords = Messages["inquiry"]["moveIn"];

/** The care type's name in the page's words; a value that names none as stored. */
function CareTypeName({ value }: { value: string }) {
  const { t } = useLanguage();
  const careType = CARE_TYPES.find((type) => type.id === value);
  return <>{careType ? t.careTypes[careType.id].label : value}</>;
}

function RequestSummary({ request }: { request: MoveInRequest }) {
  const words = useLanguage().t.inquiry.moveIn;
  return (
    <>
      <h2 className="move-in-subheading">{words.yourRequest}</h2>
      <dl className="move-in-summary">
        <dt>{words.careType}</dt>
        <dd>
          <CareTypeName value={request.careType} />
        </dd>
        <dt>{words.place}</dt>
        <dd>{request.careLocation}</dd>
        {request.provider ? (
          <>
            <dt>{words.provider}</dt>
            <dd>{request.provider.name}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

function SentReport({ sent }: { sent: MoveInSent }) {
  const words = useLanguage().t.inquiry.moveIn;
  return (
    <>
      <h2 className="move-in-subheading">{words.whatYouSent}</h2>
      <dl className="move-in-summary">
        <dt>{words.movedIn}</dt>
        <dd>{sent.movedIn ? words.yes : words.no}</dd>
        {sent.providerName ? (
          <>
            <dt>{words.where}</dt>
            <dd>{sent.providerName}</dd>
          </>
        ) : null}
        {sent.moveInDate ? (
          <>
            <dt>{words.moveInDate}</dt>
            <dd>{sent.moveInDate}</dd>
          </>
        ) : null}
        {sent.notes ? (
          <>
            <dt>{words.notes}</dt>
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
  const { t, locale } = useLanguage();
  const words = t.inquiry.moveIn;
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
        <legend>{words.question}</legend>
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
          <label htmlFor="move-in-yes">{words.yes}</label>
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
          <label htmlFor="move-in-no">{words.no}</label>
        </div>
        <FieldError id="move-in-movedIn-error" message={errorOf("movedIn")} />
      </fieldset>
      <div className="field">
        <label htmlFor="move-in-date">{words.dateLabel}</label>
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
          {words.dateHint}
        </p>
        <FieldError id="move-in-moveInDate-error" message={errorOf("moveInDate")} />
      </div>
      {request.provider ? (
        <div className="field">
          <label htmlFor="move-in-provider">{words.providerLabel}</label>
          <select
            id="move-in-provider"
            name="providerId"
            defaultValue={values.providerId}
            {...invalid("providerId")}
            {...describedBy("providerId", "move-in-provider-hint")}
          >
            <option value="">{words.anotherPlace}</option>
            <option value={String(request.provider.id)}>{request.provider.name}</option>
          </select>
          <p id="move-in-provider-hint" className="field-hint">
            {words.onlyIfMovedIn}
          </p>
          <FieldError id="move-in-providerId-error" message={errorOf("providerId")} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="move-in-notes">{words.notesLabel}</label>
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
          {words.notesHint(new Intl.NumberFormat(locale).format(MOVE_IN_NOTES_MAX))}
        </p>
        <FieldError id="move-in-notes-error" message={errorOf("notes")} />
      </div>
      <button type="submit" className="button button-primary move-in-submit">
        {words.send}
      </button>
    </form>
  );
}

export function MoveInPage({ chrome, action, state }: MoveInPageProps) {
  const { t, path } = useLanguage();
  const words = t.inquiry.moveIn;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section move-in-page" aria-labelledby="move-in-heading">
        <h1 id="move-in-heading">{heading(state, words)}</h1>
        {state.kind === "ask" ? (
          <>
            <p>{words.intro}</p>
            <RequestSummary request={state.request} />
            <MoveInForm action={path(action)} {...state} />
          </>
        ) : null}
        {state.kind === "thanks" ? (
          <>
            <p role="status">{words.received}</p>
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
            <Fill
              text={words.help}
              parts={{
                message: state.message,
                email: <a href={`mailto:${chrome.brand.reviewsEmail}`}>{chrome.brand.reviewsEmail}</a>,
              }}
            />
          </p>
        ) : null}
      </section>
    </PageLayout>
  );
}
