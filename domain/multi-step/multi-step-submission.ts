/**
 * What the multi-step form sends (spec lead-capture-and-chrome §3, §5, §7): every field value
 * not marked doNotSubmit, the hidden fields, and formId, path and domain, as one flat object.
 * The named fields below become the lead; the other fields its configuration declares are kept
 * with it, and a field no configuration declares is dropped. zod/mini, like the form's rules.
 */
import * as z from "zod/mini";
import { INQUIRY_MESSAGES, WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";
import { inquiryTrackingSchema, leadIdSchema } from "../inquiry/inquiry-schema.ts";
import { TRACKING_PARAMETERS } from "../inquiry/inquiry-tracking.ts";
import { PHONE_PATTERN } from "../phone.ts";
import type { MultiStepFormConfig } from "./multi-step-config.ts";
import {
  DEFAULT_REQUIRED_MESSAGE,
  MULTI_STEP_FIELDS,
  MULTI_STEP_MAX_LENGTH,
  VALUE_TOO_LONG,
} from "./multi-step-fields.ts";

/** A declared field's value: a text of at most 50 characters (spec §5), or a checkbox's boolean. */
type MultiStepValue = string | boolean;
const value = z.optional(z.union([z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG)), z.boolean()]));

/** The fields the lead is built from, with formId, path and domain: each with its own rule. */
const namedSubmission = z.object({
  formId: leadIdSchema("formId"),
  path: z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)/, "path must be a path on this site")),
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  [MULTI_STEP_FIELDS.who]: z.enum(WHO_ARE_YOU_LOOKING_FOR, INQUIRY_MESSAGES.whoAreYouLookingFor),
  [MULTI_STEP_FIELDS.fullName]: z
    .string()
    .check(z.trim(), z.minLength(1, DEFAULT_REQUIRED_MESSAGE), z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG)),
  [MULTI_STEP_FIELDS.email]: z
    .string()
    .check(z.trim(), z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG), z.email(INQUIRY_MESSAGES.email)),
  // The messages the form shows (its phone field's isRequiredErrorMessage and typeErrorMessage).
  [MULTI_STEP_FIELDS.phone]: z.string().check(
    z.trim(),
    z.minLength(1, INQUIRY_MESSAGES.phoneRequired),
    // An empty phone is only 'required': one message per problem.
    z.refine((phone) => phone === "" || PHONE_PATTERN.test(phone), INQUIRY_MESSAGES.phoneFormat),
  ),
  [MULTI_STEP_FIELDS.careType]: z.optional(z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG))),
  [MULTI_STEP_FIELDS.location]: z.optional(z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG))),
  [MULTI_STEP_FIELDS.automatedContactConsent]: z.optional(z.boolean()),
});

/** The ad-click ids and UTM values under their address names, bounded as the inquiry bounds them. */
const trackingFields = Object.fromEntries(
  Object.entries(TRACKING_PARAMETERS).map(([key, parameter]) => [
    parameter,
    inquiryTrackingSchema.shape[key as keyof typeof TRACKING_PARAMETERS],
  ]),
);

/** The names a configuration submits (spec §7): its fields and hidden fields not marked doNotSubmit. */
function submittedFieldNames(config: MultiStepFormConfig): string[] {
  return [...config.steps.flatMap((step) => step.form.fields), ...config.hiddenFields]
    .filter((field) => !field.doNotSubmit)
    .map((field) => field.name);
}

/**
 * The rules of a submission from a page showing any of the given configurations: the named
 * fields, the tracking parameters and every field they submit, each bounded by its rule. A
 * field none of them declares is dropped, not refused: a page loaded before its configuration
 * changed may still send a field the new one no longer has, and the family's request must
 * still arrive; only what is declared is kept.
 */
export function multiStepSubmissionSchema(configs: readonly MultiStepFormConfig[]): z.ZodMiniType<MultiStepSubmission> {
  const declared: Record<string, typeof value> = Object.fromEntries(
    configs.flatMap(submittedFieldNames).map((name) => [name, value]),
  );
  return z.object({ ...declared, ...trackingFields, ...namedSubmission.shape });
}

/** A submission as read: the named fields with their types, and every other declared field by name. */
export type MultiStepSubmission = z.output<typeof namedSubmission> &
  Readonly<Record<string, MultiStepValue | undefined>>;

/** What POST /api/multi-step-form answers; any OK status is success (spec §7). */
export interface MultiStepResponse {
  success: boolean;
  message: string;
  /** Where the browser goes next: the thank-you page with a reference to the stored lead, no submitted value. */
  thankYouPage: string;
}
