/**
 * The multi-step form's named fields, its length rule and the defaults a configuration starts
 * from (spec lead-capture-and-chrome §3, §5, §8), without zod, for the form's island;
 * multi-step-config.ts and multi-step-submission.ts hold the schemas built on them.
 */

import { landingForm } from "../i18n/en/en-landing-form.ts";

/** spec: lead-capture-and-chrome §5, every text input at most 50 characters. */
export const MULTI_STEP_MAX_LENGTH = 50;
export const VALUE_TOO_LONG = landingForm.tooLong;

/** The field names a lead is built from. */
export const MULTI_STEP_FIELDS = {
  who: "inquiry_for",
  fullName: "full_name",
  email: "email",
  phone: "phone",
  careType: "care_type",
  location: "location",
  /** The separate automated calls and texts consent, a boolean the form adds on its last step. */
  automatedContactConsent: "automated_contact_consent",
} as const;

/** spec: lead-capture-and-chrome §3 and §9, the phone mask; '9' stands for one digit. */
export const DEFAULT_PHONE_MASK = "(999) 999-9999";
/** spec: lead-capture-and-chrome §8, the multi-step submit failure, overridable as errorOnSubmit. */
export const DEFAULT_ERROR_ON_SUBMIT = landingForm.errorOnSubmit;
/** spec: lead-capture-and-chrome §5, the example default of isRequiredErrorMessage. */
export const DEFAULT_REQUIRED_MESSAGE = landingForm.required;
/** spec: lead-capture-and-chrome §5, the first option of the inquiry_for select; its value is empty. */
export const CHOOSE_ONE = landingForm.chooseOne;

/**
 * Names the payload sets itself (spec §7, and the consent the form always asks for); a field
 * with one of them would be overwritten.
 */
export const RESERVED_NAMES = ["formId", "path", "domain", MULTI_STEP_FIELDS.automatedContactConsent] as const;
