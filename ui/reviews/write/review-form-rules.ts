/**
 * The write form's rules beyond the domain's field checks (spec reviews-and-provider-page §4,
 * §5, §8): which form a provider gets, the care types it offers, the fields each form type
 * asks for, every message at once on submit, and what an answer of
 * POST /api/reviews/create-review means for the visitor. Pure: the hook and the tests use it.
 */
import { CARE_TYPES, type RollUpType } from "../../../domain/care-types.ts";
import {
  type ReviewFormField,
  type ReviewFormType,
  type ReviewFormValues,
  type ReviewMessages,
  reviewFieldError,
  SUB_RATING_FIELDS,
  type SubRatingField,
} from "../../../domain/reviews/review-submission.ts";

/** A care type as the form's select offers it: the id the payload sends and its English label (the select shows `t.careTypes`). */
export interface ReviewCareTypeChoice {
  id: string;
  label: string;
}

interface ProviderCareType extends ReviewCareTypeChoice {
  rollUpType: RollUpType;
}

/**
 * The form a provider's page offers (spec §4): senior care (no sub-ratings) when every care
 * type it offers comes to the family (home care, home health, hospice), otherwise senior living.
 */
export function reviewFormTypeFor(careTypes: readonly ProviderCareType[]): Exclude<ReviewFormType, "GENERIC"> {
  return careTypes.length > 0 && careTypes.every((careType) => careType.rollUpType === "senior-care")
    ? "SENIOR_CARE"
    : "SENIOR_LIVING";
}

/** The provider's care types for the select, each once, in the order its services list them. */
export function providerCareTypeChoices(careTypes: readonly ProviderCareType[]): ReviewCareTypeChoice[] {
  const seen = new Map<string, ReviewCareTypeChoice>();
  for (const { id, label } of careTypes) if (!seen.has(id)) seen.set(id, { id, label });
  return [...seen.values()];
}

/** What a provider's form shows, from the care types it offers: which form, and the select's choices. */
export function providerReviewForm(careTypes: readonly ProviderCareType[]): {
  formType: Exclude<ReviewFormType, "GENERIC">;
  careTypes: ReviewCareTypeChoice[];
} {
  return { formType: reviewFormTypeFor(careTypes), careTypes: providerCareTypeChoices(careTypes) };
}

/** The generic form's choices: every care type a review can be about ('Not Sure' is no service). */
export const ALL_CARE_TYPE_CHOICES: readonly ReviewCareTypeChoice[] = CARE_TYPES.filter(
  (careType) => careType.id !== "not_sure",
).map(({ id, label }) => ({ id, label }));

/** An empty form; the care type is chosen already when there is only one to choose. */
export function emptyReviewValues(careTypes: readonly ReviewCareTypeChoice[]): ReviewFormValues {
  return {
    reviewBody: "",
    authorName: "",
    authorEmail: "",
    title: "",
    careType: careTypes.length === 1 ? (careTypes[0]?.id ?? "") : "",
    facilityName: "",
    city: "",
    state: "",
    ratingOverall: 0,
    ratingStaff: 0,
    ratingActivities: 0,
    ratingFood: 0,
    ratingFacilities: 0,
    ratingValue: 0,
  };
}

/** The sub-ratings in the order the form shows them (spec §9: Facilities, Staff, Food, Activities, Value). */
export const SUB_RATINGS: readonly SubRatingField[] = [
  "ratingFacilities",
  "ratingStaff",
  "ratingFood",
  "ratingActivities",
  "ratingValue",
];

/** The fields a form type shows, top to bottom. */
export function reviewFormFields(formType: ReviewFormType): ReviewFormField[] {
  return [
    ...(formType === "GENERIC" ? (["facilityName", "city", "state"] as const) : []),
    "ratingOverall",
    ...(formType === "SENIOR_CARE" ? [] : SUB_RATING_FIELDS),
    "title",
    "careType",
    "reviewBody",
    "authorName",
    "authorEmail",
  ];
}

export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

/** Every field's message at once (on submit), for the fields the form type shows; empty when all hold. */
export function reviewFormErrors(
  formType: ReviewFormType,
  values: ReviewFormValues,
  messages: ReviewMessages,
): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  for (const field of reviewFormFields(formType)) {
    const error = reviewFieldError(formType, field, values, messages);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the visitor is told once the server has answered. */
export type ReviewSendOutcome = { ok: true } | { ok: false; messages: string[] };

/** At most this many error toasts from one answer, each at most this long: the server's words are shown as given. */
const MAX_MESSAGES = 10;
const MAX_MESSAGE_LENGTH = 300;

/**
 * Reads an answer (spec §8): a 2xx with a JSON message is accepted; a 4xx or 5xx whose JSON
 * carries a list of messages shows each; anything else (no JSON, no list, no answer at all)
 * is the one unexpected-error message, `unexpectedError` in the page's language.
 */
export function reviewSendOutcome(status: number | null, body: unknown, unexpectedError: string): ReviewSendOutcome {
  const unexpected: ReviewSendOutcome = { ok: false, messages: [unexpectedError] };
  if (status === null || typeof body !== "object" || body === null) return unexpected;
  if (status >= 200 && status < 300) {
    return typeof (body as { message?: unknown }).message === "string" ? { ok: true } : unexpected;
  }
  if (status < 400) return unexpected;
  const list = (body as { messages?: unknown }).messages;
  if (!Array.isArray(list)) return unexpected;
  const messages = list
    .filter((message): message is string => typeof message === "string" && message.trim() !== "")
    .slice(0, MAX_MESSAGES)
    .map((message) => message.slice(0, MAX_MESSAGE_LENGTH));
  return messages.length > 0 ? { ok: false, messages } : unexpected;
}
