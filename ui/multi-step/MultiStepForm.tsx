/**
 * The multi-step form of the paid-search landing page (spec lead-capture-and-chrome §2, §4,
 * §5, §7, §8), with the hero of its current step. The step lives in the URL hash (#step-N):
 * every move pushes a hash, so the browser's back and forward buttons move between steps.
 * Next moves on only when the step's questions validate; the last step sends the form and
 * the browser goes to the thank-you page the answer names (a reference to the stored lead,
 * never the submitted values).
 */

import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import type { MultiStepFormConfig } from "../../domain/multi-step/multi-step-config.ts";
import { VALUE_TOO_LONG } from "../../domain/multi-step/multi-step-fields.ts";
import { recordEvent } from "../app/record-event.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { LeadConsentNotice } from "../inquiry/LeadConsentNotice.tsx";
import { FormField } from "./MultiStepField.tsx";
import {
  buildSubmission,
  initialValues,
  MULTI_STEP_FORM_ENDPOINT,
  type MultiStepValue,
  sendOnceMoreAfterConflict,
  stepFromHash,
  stepHash,
  thankYouLocation,
  validateField,
  validateStep,
} from "./multi-step-rules.ts";
import { StepProgress } from "./StepProgress.tsx";

/** Side by side, or the hero picture behind the form (the `sem-hero-behind-form-layout` experiment). */
export type MultiStepLayout = "split" | "hero-behind";

interface MultiStepFormProps {
  config: MultiStepFormConfig;
  layout: MultiStepLayout;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
  /** The brand's word for its advisors: with no provider, the request goes to one of them. */
  advisorTitle: Brand["advisorTitle"];
}

type SendState = "idle" | "sending" | "failed";

/** The longest step name an event carries (the server's bound). */
const STEP_NAME_MAX = 200;

/** A form instance id the API accepts (letters, digits, hyphens), kept for retries so a lead is stored once. */
function newFormId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The errors with this step's messages replaced by the new ones. */
function withStepErrors(
  errors: Record<string, string>,
  fieldNames: readonly string[],
  stepErrors: Record<string, string>,
): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(errors).filter(([name]) => !fieldNames.includes(name)));
  return { ...kept, ...stepErrors };
}

export function MultiStepForm({ config, layout, idPrefix, advisorTitle }: MultiStepFormProps) {
  const total = config.steps.length;
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState(() => initialValues(config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reviewAsked, setReviewAsked] = useState(false);
  const [sendState, setSendState] = useState<SendState>("idle");
  const [automatedContact, setAutomatedContact] = useState(false);
  const formId = useRef<string | null>(null);
  const headline = useRef<HTMLHeadingElement>(null);
  const focusHeadline = useRef(false);
  const focusField = useRef<string | null>(null);

  const step = config.steps[stepIndex] ?? config.steps[0];
  const isLast = stepIndex === total - 1;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const headlineId = `${idPrefix}-headline`;
  const { t, language, path } = useLanguage();
  const consent = leadConsentTexts(leadRecipient(null, { advisorTitle }, t.inquiry), t.inquiry);
  // The configuration's messages are in the page's language already; the length rule's is the rules' own.
  const said = (message: string) => (message === VALUE_TOO_LONG ? t.landing.form.tooLong : message);
  const stepErrorsOf = (of: NonNullable<typeof step>) =>
    Object.fromEntries(Object.entries(validateStep(of, values)).map(([name, message]) => [name, said(message)]));
  const otherStepsInvalid = config.steps.some(
    (other, index) => index !== stepIndex && Object.keys(validateStep(other, values)).length > 0,
  );

  // spec §2: the hash names the step. A page opened without one starts at step 1 and says so, so that
  // going back from step 2 lands on a hash that names step 1.
  useEffect(() => {
    const follow = () => {
      const index = stepFromHash(window.location.hash, total);
      if (index === null) return;
      focusHeadline.current = true;
      setStepIndex(index);
    };
    const opened = stepFromHash(window.location.hash, total);
    if (opened === null) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}${stepHash(0)}`);
    } else {
      setStepIndex(opened);
    }
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [total]);

  // After a move, the new step's headline takes focus so a screen reader starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the step changes, and reads refs only.
  useEffect(() => {
    if (!focusHeadline.current) return;
    focusHeadline.current = false;
    headline.current?.focus();
  }, [stepIndex]);

  // A step that did not validate sends focus to its first invalid field, once its message is in the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the messages change, and reads refs only.
  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(focusField.current)?.focus();
    focusField.current = null;
  }, [errors]);

  if (!step) return null;

  function messageFor(name: string, value: MultiStepValue): Record<string, string> {
    const field = step?.form.fields.find((candidate) => candidate.name === name);
    const message = field ? validateField(field, value) : null;
    return message ? { [name]: said(message) } : {};
  }

  function goTo(index: number) {
    window.location.hash = stepHash(index);
  }

  function change(name: string, value: MultiStepValue) {
    setValues((current) => ({ ...current, [name]: value }));
    // Once a message shows it follows each change, so it goes as soon as the answer is fixed.
    if (errors[name]) setErrors((current) => withStepErrors(current, [name], messageFor(name, value)));
  }

  function blur(name: string) {
    setErrors((current) => withStepErrors(current, [name], messageFor(name, values[name] ?? "")));
  }

  /** Posts the answers under the form's id, a new one when none was taken yet. */
  function post(): Promise<Response> {
    formId.current ??= newFormId();
    const submission = buildSubmission(
      config,
      values,
      { formId: formId.current, path: window.location.pathname, domain: window.location.host },
      automatedContact,
    );
    // The page's language: the server answers in it and stores the consent in the words shown.
    return fetch(localizedPath(MULTI_STEP_FORM_ENDPOINT, language), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(submission),
    });
  }

  async function send() {
    setSendState("sending");
    try {
      const response = await sendOnceMoreAfterConflict(post, () => {
        formId.current = newFormId();
      });
      if (response.ok) {
        // spec: lead-capture-and-chrome §7, form submitted; sent with keepalive, so it outlives the page.
        recordEvent("form submitted", { formId: idPrefix, formType: "multi-step", stepCount: total });
        // The button keeps its loading state while the browser leaves.
        window.location.assign(path(thankYouLocation(await response.json().catch(() => null))));
        return;
      }
      const answer: unknown = await response.json().catch(() => null);
      const message = answer && typeof answer === "object" && "message" in answer ? answer.message : response.status;
      console.warn("the multi-step form was not accepted:", message);
    } catch (error) {
      // spec §8: a network failure; the visitor reads errorOnSubmit like any other failure.
      console.warn("An error occurred while processing the request", error);
    }
    setSendState("failed");
  }

  /** spec: lead-capture-and-chrome §7, step submitted: a step whose answers validated. */
  function recordStep(submitted: NonNullable<typeof step>) {
    recordEvent("step submitted", {
      formId: idPrefix,
      stepNumber: stepIndex + 1,
      stepCount: total,
      stepName: submitted.form.headline.slice(0, STEP_NAME_MAX),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!step || sendState === "sending") return;
    // spec §5: on the last step, an error on another step is named whatever this step holds.
    if (isLast) setReviewAsked(true);
    const names = step.form.fields.map((field) => field.name);
    const stepErrors = stepErrorsOf(step);
    setErrors((current) => withStepErrors(current, names, stepErrors));
    const firstInvalid = names.find((name) => stepErrors[name]);
    if (firstInvalid) {
      focusField.current = fieldId(firstInvalid);
      return;
    }
    if (!isLast) {
      recordStep(step);
      goTo(stepIndex + 1);
      return;
    }
    // spec §5: submission is blocked while any other step has an error; going back shows each message.
    let everyError: Record<string, string> = {};
    for (const other of config.steps) everyError = { ...everyError, ...stepErrorsOf(other) };
    if (Object.keys(everyError).length > 0) {
      setErrors(everyError);
      return;
    }
    // A try again after a failed send is the same step submitted once more: it is not counted twice.
    if (sendState === "idle") recordStep(step);
    void send();
  }

  const sending = sendState === "sending";
  return (
    <section
      className={`lp-stage lp-layout-${layout}${step.image ? " lp-stage-with-image" : ""}`}
      aria-labelledby={`${idPrefix}-hero-headline`}
    >
      <div className="container lp-stage-inner">
        <div className="lp-hero">
          <div className="lp-hero-text">
            <h1 id={`${idPrefix}-hero-headline`} className="lp-hero-headline">
              {step.headline}
            </h1>
            {step.subHeadline ? <p className="lp-hero-lead">{step.subHeadline}</p> : null}
          </div>
          {step.image ? (
            <div className="lp-hero-media">
              <img src={step.image.src} alt={step.image.alt} />
            </div>
          ) : null}
        </div>
        <div className="lp-card">
          <StepProgress id={`${idPrefix}-progress`} stepIndex={stepIndex} total={total} />
          <form className="lp-form" noValidate aria-labelledby={headlineId} onSubmit={submit}>
            <h2 id={headlineId} ref={headline} className="lp-form-headline" tabIndex={-1}>
              {step.form.headline}
            </h2>
            <div className={`lp-fields lp-fields-${step.form.display}`}>
              {step.form.fields.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  id={fieldId(field.name)}
                  value={values[field.name] ?? ""}
                  error={errors[field.name] ?? null}
                  onValueChange={(value) => change(field.name, value)}
                  onBlur={() => blur(field.name)}
                />
              ))}
            </div>
            {isLast ? (
              <div className="field lp-field-checkbox lp-field-consent">
                <input
                  id={fieldId("automated-contact")}
                  name="automated_contact_consent"
                  type="checkbox"
                  checked={automatedContact}
                  onChange={(event) => setAutomatedContact(event.target.checked)}
                />
                <label htmlFor={fieldId("automated-contact")}>{consent.automatedContact}</label>
              </div>
            ) : null}
            {isLast && reviewAsked && otherStepsInvalid ? (
              <p className="lp-form-error" role="alert">
                {t.landing.form.previousStepsError}
              </p>
            ) : null}
            <div className="lp-actions">
              {stepIndex > 0 ? (
                <button type="button" className="button lp-back" onClick={() => goTo(stepIndex - 1)}>
                  {t.landing.form.back}
                </button>
              ) : null}
              <button
                type="submit"
                className="button button-primary lp-submit"
                aria-disabled={sending ? true : undefined}
                data-loading={sending ? true : undefined}
              >
                {sending ? t.landing.form.sending : step.form.cta.label}
              </button>
            </div>
            {isLast && sendState === "failed" ? (
              <p className="lp-form-error" role="alert">
                {config.errorOnSubmit}
              </p>
            ) : null}
            {isLast ? <LeadConsentNotice className="lp-legal" text={consent.request} /> : null}
          </form>
          {step.form.helpText ? (
            <div className="lp-help">
              {step.form.helpTextHeader ? <p className="lp-help-header">{step.form.helpTextHeader}</p> : null}
              <p>{step.form.helpText}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
