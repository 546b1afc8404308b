/**
 * The multi-step form's named fields and its length rule (spec lead-capture-and-chrome §5),
 * without zod, for the form's island; multi-step-submission.ts holds the schema built on them.
 */

/** spec: lead-capture-and-chrome §5, every text input at most 50 characters. */
export const MULTI_STEP_MAX_LENGTH = 50;
export const VALUE_TOO_LONG = "Value is too long";

/** The field names a lead is built from. */
export const MULTI_STEP_FIELDS = {
  who: "inquiry_for",
  fullName: "full_name",
  email: "email",
  phone: "phone",
  careType: "care_type",
  location: "location",
} as const;
