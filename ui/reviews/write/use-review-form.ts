/**
 * The write form's state (spec reviews-and-provider-page §4, §5, §8): the values, each field's
 * message on blur (cleared as soon as the field holds), every message on submit with focus on
 * the first, the pending send, and what follows the answer: the review-submitted toast that
 * stays until dismissed, the 'review form submitted' event and a fresh form; or each of the
 * server's messages as an error toast for 3 s, one after another.
 */
import { useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import type { InquiryTracking } from "../../../domain/inquiry/inquiry-schema.ts";
import {
  type ReviewFormField,
  type ReviewFormType,
  type ReviewFormValues,
  reviewFieldError,
  reviewPayload,
} from "../../../domain/reviews/review-submission.ts";
import { recordEvent } from "../../app/record-event.ts";
import { queueToastsAtom, showToastAtom } from "../../app/toast-atoms.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { sendReview } from "./review-client.ts";
import {
  emptyReviewValues,
  type ReviewCareTypeChoice,
  type ReviewFormErrors,
  reviewFormErrors,
} from "./review-form-rules.ts";
import { REVIEW_ERROR_TOAST_MS } from "./review-write-text.ts";

/** What a write form is about and where its answers go; the island's props. */
export interface ReviewWriteConfig {
  formType: ReviewFormType;
  /** The provider reviewed, with its page (where a review sent without script leads back to); null on the generic form. */
  provider: { id: number; name: string; url: string } | null;
  careTypes: ReviewCareTypeChoice[];
  /** The brand's reviews address (spec §6, §8). */
  reviewsEmail: string;
  /** spec: §9, the review source name: 'provider_page', or the brand's name for the generic page. */
  sourceName: string;
  /** The visit's campaign values, sent with the review (spec §7). */
  tracking: InquiryTracking;
  /** What a plain form post (no script) sent and was told: the form shows it again. */
  posted?: ReviewFormPosted;
}

/** A form the server sends back after a plain post: the values, each field's message and the refusals. */
export interface ReviewFormPosted {
  values: ReviewFormValues;
  errors: ReviewFormErrors;
  /** Why the server did not take it (a repeat review, the limit), shown above the fields. */
  messages: string[];
}

export interface ReviewFormState {
  values: ReviewFormValues;
  errors: ReviewFormErrors;
  pending: boolean;
  /** The server's refusals of a plain post, until the next send. */
  refusals: string[];
  update: <Field extends ReviewFormField>(field: Field, value: ReviewFormValues[Field]) => void;
  blur: (field: ReviewFormField) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
}

function withMessage(errors: ReviewFormErrors, field: ReviewFormField, message: string | null): ReviewFormErrors {
  const { [field]: _dropped, ...rest } = errors;
  return message ? { ...rest, [field]: message } : rest;
}

/** Focuses the first field with a message: a text field, or the first star of a star group. */
function focusFirstProblem(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = first?.getAttribute("role") === "radiogroup" ? first.querySelector<HTMLElement>("input") : first;
  target?.focus();
}

function hasTracking(tracking: InquiryTracking): boolean {
  return Object.values(tracking).some((value) => value !== undefined && value !== "");
}

export function useReviewForm(config: ReviewWriteConfig, onSent?: () => void): ReviewFormState {
  const { formType, provider, careTypes, reviewsEmail, sourceName, tracking, posted } = config;
  const [values, setValues] = useState(() => posted?.values ?? emptyReviewValues(careTypes));
  const [errors, setErrors] = useState<ReviewFormErrors>(() => posted?.errors ?? {});
  const [refusals, setRefusals] = useState<string[]>(() => posted?.messages ?? []);
  const [pending, setPending] = useState(false);
  const showToast = useSetAtom(showToastAtom);
  const queueToasts = useSetAtom(queueToastsAtom);
  const { t, language } = useLanguage();
  const { messages } = t.reviews;
  const words = t.reviews.write;

  function update<Field extends ReviewFormField>(field: Field, value: ReviewFormValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field with a message says so until it holds, and no longer.
    if (errors[field]) setErrors(withMessage(errors, field, reviewFieldError(formType, field, next, messages)));
  }

  function blur(field: ReviewFormField) {
    setErrors((current) => withMessage(current, field, reviewFieldError(formType, field, values, messages)));
  }

  function reset() {
    setValues(emptyReviewValues(careTypes));
    setErrors({});
    setRefusals([]);
  }

  async function send(form: HTMLFormElement) {
    const all = reviewFormErrors(formType, values, messages);
    setErrors(all);
    setRefusals([]);
    if (Object.keys(all).length > 0) {
      // After React has drawn the messages and marked the fields.
      requestAnimationFrame(() => focusFirstProblem(form));
      return;
    }
    setPending(true);
    const payload = {
      ...reviewPayload(formType, values, { locationId: provider?.id ?? null, sourceName }),
      ...(hasTracking(tracking) ? { tracking } : {}),
    };
    const outcome = await sendReview(payload, { language, unexpectedError: words.unexpectedError });
    setPending(false);
    if (!outcome.ok) {
      queueToasts(
        outcome.messages.map((message) => ({ kind: "error" as const, message, durationMs: REVIEW_ERROR_TOAST_MS })),
      );
      return;
    }
    showToast({
      kind: "success",
      message: words.submitted.message,
      detail: words.submitted.detail,
      note: { text: words.submitted.contact, link: { label: reviewsEmail, href: `mailto:${reviewsEmail}` } },
      durationMs: null,
    });
    recordEvent("review form submitted", {
      providerId: provider?.id ?? null,
      formType,
      rating: payload.ratingOverall,
    });
    reset();
    onSent?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    void send(event.currentTarget);
  }

  return { values, errors, pending, refusals, update, blur, submit, reset };
}
