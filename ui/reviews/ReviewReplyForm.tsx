/**
 * The form of the review-link pages (spec reviews-and-provider-page §5, §8): a provider's
 * public response or its request to remove a review. The server renders it as a plain form
 * that posts to the page itself (it works without JavaScript); once hydrated it checks each
 * field on blur with the spec's messages and posts JSON to the API, showing the spec's notices.
 * Without a working link a submit shows the 'Invalid review' toast for 3 s and sends nothing.
 */
import { useSetAtom } from "jotai";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  INVALID_REVIEW_TOAST_MS,
  REVIEW_REPLY_ENDPOINTS,
  REVIEW_REPLY_ERROR_MS,
  REVIEW_REPLY_FIELDS,
  REVIEW_REPLY_MAXIMUMS,
  REVIEW_REPLY_PATHS,
  type ReviewReply,
  type ReviewReplyField,
  type ReviewReplyKind,
  reviewReplyFieldError,
  reviewReplyProblems,
} from "../../domain/reviews/review-response-form.ts";
import { postJson } from "../app/api-client.ts";
import { showToastAtom } from "../app/toast-atoms.ts";
import { useLanguage } from "../i18n/page-language.tsx";

/** What the form tells the provider after a submit. */
export interface ReplyNotice {
  tone: "success" | "error";
  title: string | null;
  text: string;
}

export interface ReviewReplyFormProps {
  kind: ReviewReplyKind;
  /** The link's token; null when the page was opened without a working one. */
  token: string | null;
  /** The provider's email address, the Email field's first value ('' when none is known). */
  providerEmail: string;
  /** The values to show (a plain form post coming back with a problem); empty otherwise. */
  values?: ReviewReply;
  /** The notice of a plain form post; null otherwise. */
  notice?: ReplyNotice | null;
  /** The field a plain form post was refused for, shown with its message. */
  fieldError?: { field: ReviewReplyField; message: string } | null;
}

const AUTOCOMPLETE: Record<ReviewReplyField, string> = {
  authorName: "name",
  authorTitle: "organization-title",
  content: "off",
  authorEmail: "email",
};

const emptyValues = (providerEmail: string): ReviewReply => ({
  authorName: "",
  authorTitle: "",
  content: "",
  authorEmail: providerEmail,
});

type Errors = Partial<Record<ReviewReplyField | "acknowledged", string>>;

export function ReviewReplyForm({ kind, token, providerEmail, values, notice, fieldError }: ReviewReplyFormProps) {
  const { t, path } = useLanguage();
  const words = t.reviews.reply;
  const hints: Partial<Record<ReviewReplyField, string>> = words.hints[kind];
  const showToast = useSetAtom(showToastAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState<ReviewReply>(values ?? emptyValues(providerEmail));
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Errors>(fieldError ? { [fieldError.field]: fieldError.message } : {});
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<ReplyNotice | null>(notice ?? null);
  const texts = words.notices[kind];
  const errorMs = REVIEW_REPLY_ERROR_MS[kind];
  const idOf = (field: string) => `reply-${kind}-${field}`;

  // Hydrated, the form shows its own messages on submit instead of the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // The contest form's error notice goes after 3 s; the response form's stays (spec §8).
  useEffect(() => {
    if (shown?.tone !== "error" || errorMs === null) return;
    const timer = window.setTimeout(() => setShown(null), errorMs);
    return () => window.clearTimeout(timer);
  }, [shown, errorMs]);

  const update = (field: ReviewReplyField, value: string) => {
    setCurrent((before) => ({ ...before, [field]: value }));
    // A message goes as soon as the field holds; a new one waits for the next blur.
    if (errors[field] && reviewReplyFieldError(field, { ...current, [field]: value }, words.messages) === null) {
      setErrors((before) => ({ ...before, [field]: undefined }));
    }
  };

  const check = (field: ReviewReplyField) => {
    setErrors((before) => ({ ...before, [field]: reviewReplyFieldError(field, current, words.messages) ?? undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!token) {
      showToast({
        kind: "error",
        message: `${texts.invalidTitle}. ${words.invalidReview}`,
        durationMs: INVALID_REVIEW_TOAST_MS,
      });
      return;
    }
    const problems = reviewReplyProblems(current, words.messages);
    const next: Errors = Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
    if (!acknowledged) next.acknowledged = words.acknowledgementRequired;
    setErrors(next);
    const first = problems[0]?.field ?? (acknowledged ? null : "acknowledged");
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setPending(true);
    setShown(null);
    const answer = await postJson<{ success: boolean }>(
      `${REVIEW_REPLY_ENDPOINTS[kind]}?token=${encodeURIComponent(token)}`,
      current,
    );
    setPending(false);
    if (answer.ok) {
      setShown({ tone: "success", title: null, text: texts.success });
      setCurrent(emptyValues(providerEmail));
      setAcknowledged(false);
      setErrors({});
    } else if (answer.status === 0) {
      setShown({ tone: "error", title: null, text: texts.networkFailure });
    } else {
      setShown({ tone: "error", title: words.errorTitle, text: answer.message });
    }
  }

  const described = (field: string, hint: boolean) => {
    const ids = [hint ? `${idOf(field)}-hint` : "", errors[field as keyof Errors] ? `${idOf(field)}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      ...(ids ? { "aria-describedby": ids } : {}),
      ...(errors[field as keyof Errors] ? { "aria-invalid": true } : {}),
    };
  };

  return (
    <form
      ref={formRef}
      className="reply-form"
      method="post"
      action={path(REVIEW_REPLY_PATHS[kind])}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="token" value={token ?? ""} />
      {REVIEW_REPLY_FIELDS.map((field) => {
        const id = idOf(field);
        const hint = hints[field];
        const common = {
          id,
          name: field,
          required: true,
          autoComplete: AUTOCOMPLETE[field],
          maxLength: REVIEW_REPLY_MAXIMUMS[field],
          value: current[field],
          onBlur: () => check(field),
          ...described(field, Boolean(hint)),
        };
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{words.labels[kind][field]}</label>
            {hint ? (
              <p id={`${id}-hint`} className="field-hint">
                {hint}
              </p>
            ) : null}
            {field === "content" ? (
              <textarea {...common} rows={6} onChange={(event) => update(field, event.target.value)} />
            ) : (
              <input
                {...common}
                type={field === "authorEmail" ? "email" : "text"}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
            <p id={`${id}-error`} className="field-error" aria-live="polite">
              {errors[field]}
            </p>
          </div>
        );
      })}
      <div className="field field-checkbox field-checkbox-long">
        <input
          id={idOf("acknowledged")}
          name="acknowledged"
          type="checkbox"
          value="yes"
          required
          checked={acknowledged}
          onChange={(event) => {
            setAcknowledged(event.target.checked);
            if (event.target.checked) setErrors((before) => ({ ...before, acknowledged: undefined }));
          }}
          {...described("acknowledged", false)}
        />
        <label htmlFor={idOf("acknowledged")}>{words.acknowledgements[kind]}</label>
      </div>
      <p id={`${idOf("acknowledged")}-error`} className="field-error" aria-live="polite">
        {errors.acknowledged}
      </p>
      <div className="reply-notice-region" role="status">
        {shown ? (
          <div className={`reply-notice reply-notice-${shown.tone}`}>
            {shown.title ? <p className="reply-notice-title">{shown.title}</p> : null}
            <p>{shown.text}</p>
          </div>
        ) : null}
      </div>
      <button type="submit" className="button button-primary reply-submit" disabled={pending}>
        {pending ? words.submitting : words.submit[kind]}
      </button>
    </form>
  );
}
