/**
 * The inquiry form's fields, choices and messages (spec lead-capture-and-chrome §3, §5), with
 * no zod: the form renders from these at once, and loads its rules (domain/inquiry/inquiry-schema.ts) only
 * when a visitor starts filling it in.
 */

import { inquiryValidation } from "../i18n/en/en-inquiry-validation.ts";
import type { Messages } from "../i18n/messages.ts";

/** spec: lead-capture-and-chrome §7, where inquiries are posted (as JSON, or as a plain form). */
export const INQUIRY_ENDPOINT = "/api/inquiry";

/** spec: lead-capture-and-chrome §5, who the family is looking for. */
export const WHO_ARE_YOU_LOOKING_FOR = [
  "Parent(s)",
  "Relative(s)",
  "Friend(s)",
  "Myself",
  "Spouse",
  "Patient/Client",
  "Job",
  "Other",
] as const;

/** When the question is hidden the value is forced to this. */
export const WHO_WHEN_HIDDEN = "Other";

export const INQUIRY_ACTIONS = ["display-cost-data", "request-info", "schedule-tour"] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];

export const DISPLAY_MODES = ["vertical", "horizontal", "full-page-modal", "fit-content-modal"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/**
 * The fields' messages as the schemas hold them: English, the spec's. A page in another
 * language says them in its own words (localizedFieldMessage).
 */
export const INQUIRY_MESSAGES = inquiryValidation;

type ValidationWords = Messages["inquiry"]["validation"];

/** One of the schemas' messages in the page's words; a message that is not one of them stays as it is. */
export function localizedFieldMessage(message: string, words: ValidationWords): string {
  const key = (Object.keys(INQUIRY_MESSAGES) as (keyof ValidationWords)[]).find(
    (name) => INQUIRY_MESSAGES[name] === message,
  );
  return key ? words[key] : message;
}

/** The fields a visitor types or picks, validated one at a time on blur. */
export const VISIBLE_FIELDS = ["whoAreYouLookingFor", "fullName", "phoneNumber", "email"] as const;
export type VisibleField = (typeof VISIBLE_FIELDS)[number];
