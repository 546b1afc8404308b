/**
 * A review as a family writes it (spec reviews-and-provider-page §3, §5): the three form types,
 * the form's fields and their on-blur rules with the spec's messages, and the payload
 * POST /api/reviews/create-review takes. One zod/mini schema serves the browser's on-blur checks
 * and the server's check on receipt, so both say the same thing in the same words.
 */
import * as z from "zod/mini";
import { careTypeById, careTypeBySlug } from "../care-types.ts";
import { formatCount } from "../counts.ts";
import { inquiryTrackingSchema } from "../inquiry/inquiry-schema.ts";
import { RELATIONSHIPS_BY_FORM, type Relationship, relationshipFromText } from "./review-relationships.ts";

/** spec: §4, the form types. SENIOR_CARE has no sub-ratings; GENERIC asks for the facility, city and state. */
export const REVIEW_FORM_TYPES = ["SENIOR_LIVING", "SENIOR_CARE", "GENERIC"] as const;
export type ReviewFormType = (typeof REVIEW_FORM_TYPES)[number];

/** spec: §5, the messages of the write form, exactly. */
export const REVIEW_MESSAGES = {
  reviewBody: "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
  authorName: "Please enter at least 5 characters",
  authorEmail: "Invalid email address",
  title: "Relationship to provider is required",
  careType: "Care type or service is required",
  facilityName: "Provider is required",
  city: "City is required",
  state: "State is required",
  ratingOverall: "Rate is required",
} as const;

/** spec: §9, authorName at least 5 characters. */
export const AUTHOR_NAME_MIN = 5;
/** The longest review body taken: a long page of text, well past what anyone writes. */
export const REVIEW_BODY_MAX = 5000;

/** The sub-ratings, in the payload's names; each 1 to 5 or null (unset or zero is sent as null). */
export const SUB_RATING_FIELDS = [
  "ratingStaff",
  "ratingActivities",
  "ratingFood",
  "ratingFacilities",
  "ratingValue",
] as const;
export type SubRatingField = (typeof SUB_RATING_FIELDS)[number];

const stars = z
  .number()
  .check(z.int("Use a whole number of stars"), z.gte(1, "Use 1 to 5 stars"), z.lte(5, "Use 1 to 5 stars"));
/** spec: §5, a sub-rating is optional; unset or zero is sent as null, and absent reads as null too. */
const subRating = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((rating) => (rating === undefined || rating === 0 ? null : rating)),
  ),
  z.nullable(stars),
);

/** The relationship as a code, the spec's words or the form's label (review-relationships.ts). */
const relationship = z.pipe(
  z.string(REVIEW_MESSAGES.title),
  z.transform((text, context) => {
    const found = relationshipFromText(text);
    if (found === null) {
      context.issues.push({ code: "custom", message: REVIEW_MESSAGES.title, input: text });
      return z.NEVER;
    }
    return found;
  }),
);

/** The care type as its id ('assisted_living_facilities') or its slug ('assisted-living'), read as the id. */
const careTypeRef = z.pipe(
  z.string().check(z.trim(), z.minLength(1, REVIEW_MESSAGES.careType), z.maxLength(100)),
  z.transform((value) => careTypeBySlug(value)?.id ?? value),
);

/** The payload of POST /api/reviews/create-review (spec §3), with the tracking values. */
export const reviewPayloadSchema = z.object({
  /**
   * The site's own form says which it is; the spec's payload has no such field, and the server
   * infers it (the reviewed service's kind of care, or GENERIC without a locationId).
   */
  formType: z.optional(z.enum(REVIEW_FORM_TYPES)),
  /** The selected care type: a care-type id or slug, or a service's legacy resource id. */
  legacyResourceId: careTypeRef,
  /** The provider reviewed; absent on the generic form when the family names one we may not list. */
  locationId: z.nullish(z.number().check(z.int(), z.positive())),
  facilityName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  resourceType: z.optional(z.string().check(z.maxLength(100))),
  city: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  state: z.optional(z.string().check(z.trim(), z.maxLength(2))),
  /** The relationship to the provider. */
  title: relationship,
  ratingOverall: z
    .number(REVIEW_MESSAGES.ratingOverall)
    .check(
      z.int(REVIEW_MESSAGES.ratingOverall),
      z.gte(1, REVIEW_MESSAGES.ratingOverall),
      z.lte(5, REVIEW_MESSAGES.ratingOverall),
    ),
  ratingStaff: subRating,
  ratingActivities: subRating,
  ratingFood: subRating,
  ratingFacilities: subRating,
  ratingValue: subRating,
  authorName: z
    .string()
    .check(
      z.trim(),
      z.minLength(AUTHOR_NAME_MIN, REVIEW_MESSAGES.authorName),
      z.maxLength(100, "Please use at most 100 characters"),
    ),
  authorEmail: z
    .string()
    .check(z.trim(), z.maxLength(254, REVIEW_MESSAGES.authorEmail), z.email(REVIEW_MESSAGES.authorEmail)),
  sourceName: z.optional(z.string().check(z.maxLength(100))),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REVIEW_MESSAGES.reviewBody),
      z.maxLength(REVIEW_BODY_MAX, `Please keep the review under ${formatCount(REVIEW_BODY_MAX)} characters`),
    ),
  tracking: z.optional(inquiryTrackingSchema),
});
/** The payload as a client sends it (z.input: the relationship and care type as text). */
export type ReviewPayload = z.input<typeof reviewPayloadSchema>;
/** The payload as the server reads it: a relationship code, a care-type id, every sub-rating or null. */
export type ReviewSubmission = z.output<typeof reviewPayloadSchema>;

/**
 * The form a payload without `formType` came from (the spec's payload has none): GENERIC without
 * a provider, else SENIOR_CARE or SENIOR_LIVING by the kind of care reviewed.
 */
export function inferredFormType(
  payload: Pick<ReviewSubmission, "formType" | "locationId">,
  reviewedCareTypeId: string | null,
): ReviewFormType {
  if (payload.formType) return payload.formType;
  if (payload.locationId == null) return "GENERIC";
  return careTypeById(reviewedCareTypeId ?? "")?.rollUpType === "senior-care" ? "SENIOR_CARE" : "SENIOR_LIVING";
}

/** The rules that depend on the form type, as `field: message` problems (none when all hold). */
export function formTypeProblems(
  payload: ReviewSubmission,
  formType: ReviewFormType,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const allowed = RELATIONSHIPS_BY_FORM[formType] as readonly Relationship[];
  if (!allowed.includes(payload.title)) problems.push({ field: "title", message: REVIEW_MESSAGES.title });
  if (formType === "GENERIC") {
    if (!payload.facilityName) problems.push({ field: "facilityName", message: REVIEW_MESSAGES.facilityName });
    if (!payload.city) problems.push({ field: "city", message: REVIEW_MESSAGES.city });
    if (!payload.state) problems.push({ field: "state", message: REVIEW_MESSAGES.state });
  } else if (payload.locationId == null) {
    problems.push({ field: "locationId", message: "Choose the provider the review is about" });
  }
  if (formType === "SENIOR_CARE") {
    for (const field of SUB_RATING_FIELDS) {
      if (payload[field] !== null) problems.push({ field, message: "This service's reviews have no sub-ratings" });
    }
  }
  return problems;
}

/** The form's fields as the browser holds them, all text until sent. */
export interface ReviewFormValues {
  reviewBody: string;
  authorName: string;
  authorEmail: string;
  title: string;
  careType: string;
  facilityName: string;
  city: string;
  state: string;
  /** 0 while no star is chosen. */
  ratingOverall: number;
  ratingStaff: number;
  ratingActivities: number;
  ratingFood: number;
  ratingFacilities: number;
  ratingValue: number;
}

export type ReviewFormField = keyof ReviewFormValues;

/**
 * The on-blur message of one field (spec §5), or null when it holds. The generic form's
 * facility, city and state are required only there.
 */
export function reviewFieldError(
  formType: ReviewFormType,
  field: ReviewFormField,
  values: ReviewFormValues,
): string | null {
  const value = values[field];
  const blank = typeof value === "string" ? value.trim().length === 0 : value === 0;
  switch (field) {
    case "reviewBody":
      return blank ? REVIEW_MESSAGES.reviewBody : null;
    case "authorName":
      return values.authorName.trim().length < AUTHOR_NAME_MIN ? REVIEW_MESSAGES.authorName : null;
    case "authorEmail":
      return z.string().check(z.trim(), z.email()).safeParse(values.authorEmail).success
        ? null
        : REVIEW_MESSAGES.authorEmail;
    case "title":
      return blank || !(RELATIONSHIPS_BY_FORM[formType] as readonly string[]).includes(values.title)
        ? REVIEW_MESSAGES.title
        : null;
    case "careType":
      return blank ? REVIEW_MESSAGES.careType : null;
    case "facilityName":
    case "city":
    case "state":
      return formType === "GENERIC" && blank ? REVIEW_MESSAGES[field] : null;
    case "ratingOverall":
      return blank ? REVIEW_MESSAGES.ratingOverall : null;
    default:
      return null;
  }
}

/** The payload a filled form sends: trimmed text, and each unset (zero) sub-rating as null. */
export function reviewPayload(
  formType: ReviewFormType,
  values: ReviewFormValues,
  context: { locationId: number | null; sourceName?: string },
): ReviewPayload {
  const sub = (rating: number) => (formType === "SENIOR_CARE" || rating === 0 ? null : rating);
  return {
    formType,
    legacyResourceId: values.careType.trim(),
    locationId: context.locationId,
    ...(formType === "GENERIC"
      ? { facilityName: values.facilityName.trim(), city: values.city.trim(), state: values.state.trim() }
      : {}),
    title: values.title as Relationship,
    ratingOverall: values.ratingOverall,
    ratingStaff: sub(values.ratingStaff),
    ratingActivities: sub(values.ratingActivities),
    ratingFood: sub(values.ratingFood),
    ratingFacilities: sub(values.ratingFacilities),
    ratingValue: sub(values.ratingValue),
    authorName: values.authorName.trim(),
    authorEmail: values.authorEmail.trim(),
    body: values.reviewBody.trim(),
    ...(context.sourceName ? { sourceName: context.sourceName } : {}),
  };
}

/** What POST /api/reviews/create-review answers: a message, and on 4xx the list the toasts show (spec §7, §8). */
export interface ReviewCreateResponse {
  message: string;
  messages?: string[];
}
