/**
 * A review as a family writes it (spec reviews-and-provider-page §3, §5): the three form types,
 * the form's fields and their on-blur rules with the spec's messages, and the payload
 * POST /api/reviews/create-review takes. One zod/mini schema serves the browser's on-blur checks
 * and the server's check on receipt, so both say the same thing in the same words.
 */
import * as z from "zod/mini";
import { careTypeById, careTypeBySlug } from "../care-types.ts";
import { formatCount } from "../counts.ts";
import type { Messages } from "../i18n/messages.ts";
import { inquiryTrackingSchema } from "../inquiry/inquiry-schema.ts";
import { RELATIONSHIPS_BY_FORM, type Relationship, relationshipFromText } from "./review-relationships.ts";

/** spec: §4, the form types. SENIOR_CARE has no sub-ratings; GENERIC asks for the facility, city and state. */
export const REVIEW_FORM_TYPES = ["SENIOR_LIVING", "SENIOR_CARE", "GENERIC"] as const;
export type ReviewFormType = (typeof REVIEW_FORM_TYPES)[number];

/** The texts the rules answer in, in the page's language: `t.reviews` (spec §5 in English). */
export type ReviewWords = Pick<Messages["reviews"], "messages" | "relationships">;
export type ReviewMessages = Messages["reviews"]["messages"];

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

function buildPayloadSchema({ messages, relationships }: ReviewWords) {
  const stars = z
    .number()
    .check(z.int(messages.wholeStars), z.gte(1, messages.starRange), z.lte(5, messages.starRange));
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
    z.string(messages.title),
    z.transform((text, context) => {
      const found = relationshipFromText(text, [relationships]);
      if (found === null) {
        context.issues.push({ code: "custom", message: messages.title, input: text });
        return z.NEVER;
      }
      return found;
    }),
  );

  /** The care type as its id ('assisted_living_facilities') or its slug ('assisted-living'), read as the id. */
  const careTypeRef = z.pipe(
    z.string().check(z.trim(), z.minLength(1, messages.careType), z.maxLength(100)),
    z.transform((value) => careTypeBySlug(value)?.id ?? value),
  );

  return z.object({
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
      .number(messages.ratingOverall)
      .check(z.int(messages.ratingOverall), z.gte(1, messages.ratingOverall), z.lte(5, messages.ratingOverall)),
    ratingStaff: subRating,
    ratingActivities: subRating,
    ratingFood: subRating,
    ratingFacilities: subRating,
    ratingValue: subRating,
    authorName: z
      .string()
      .check(z.trim(), z.minLength(AUTHOR_NAME_MIN, messages.authorName), z.maxLength(100, messages.atMost(100))),
    authorEmail: z.string().check(z.trim(), z.maxLength(254, messages.authorEmail), z.email(messages.authorEmail)),
    sourceName: z.optional(z.string().check(z.maxLength(100))),
    body: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.reviewBody),
        z.maxLength(REVIEW_BODY_MAX, messages.bodyAtMost(formatCount(REVIEW_BODY_MAX))),
      ),
    tracking: z.optional(inquiryTrackingSchema),
  });
}

const payloadSchemas = new WeakMap<ReviewWords["messages"], ReturnType<typeof buildPayloadSchema>>();

/** The payload of POST /api/reviews/create-review (spec §3), with the tracking values, answering in `words`' language. */
export function reviewPayloadSchema(words: ReviewWords): ReturnType<typeof buildPayloadSchema> {
  let schema = payloadSchemas.get(words.messages);
  if (!schema) {
    schema = buildPayloadSchema(words);
    payloadSchemas.set(words.messages, schema);
  }
  return schema;
}

type PayloadSchema = ReturnType<typeof buildPayloadSchema>;
/** The payload as a client sends it (z.input: the relationship and care type as text). */
export type ReviewPayload = z.input<PayloadSchema>;
/** The payload as the server reads it: a relationship code, a care-type id, every sub-rating or null. */
export type ReviewSubmission = z.output<PayloadSchema>;

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
  messages: ReviewMessages,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const allowed = RELATIONSHIPS_BY_FORM[formType] as readonly Relationship[];
  if (!allowed.includes(payload.title)) problems.push({ field: "title", message: messages.title });
  if (formType === "GENERIC") {
    if (!payload.facilityName) problems.push({ field: "facilityName", message: messages.facilityName });
    if (!payload.city) problems.push({ field: "city", message: messages.city });
    if (!payload.state) problems.push({ field: "state", message: messages.state });
  } else if (payload.locationId == null) {
    problems.push({ field: "locationId", message: messages.chooseProvider });
  }
  if (formType === "SENIOR_CARE") {
    for (const field of SUB_RATING_FIELDS) {
      if (payload[field] !== null) problems.push({ field, message: messages.noSubRatings });
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
  messages: ReviewMessages,
): string | null {
  const value = values[field];
  const blank = typeof value === "string" ? value.trim().length === 0 : value === 0;
  switch (field) {
    case "reviewBody":
      return blank ? messages.reviewBody : null;
    case "authorName":
      return values.authorName.trim().length < AUTHOR_NAME_MIN ? messages.authorName : null;
    case "authorEmail":
      return z.string().check(z.trim(), z.email()).safeParse(values.authorEmail).success ? null : messages.authorEmail;
    case "title":
      return blank || !(RELATIONSHIPS_BY_FORM[formType] as readonly string[]).includes(values.title)
        ? messages.title
        : null;
    case "careType":
      return blank ? messages.careType : null;
    case "facilityName":
    case "city":
    case "state":
      return formType === "GENERIC" && blank ? messages[field] : null;
    case "ratingOverall":
      return blank ? messages.ratingOverall : null;
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
