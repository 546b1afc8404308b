/**
 * The inquiry form's fields, choices and messages (spec lead-capture-and-chrome §3, §5), with
 * no zod: the form renders from these at once, and loads its rules (domain/inquiry/inquiry-schema.ts) only
 * when a visitor starts filling it in.
 */

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

export const INQUIRY_MESSAGES = {
  whoAreYouLookingFor: "Please make a selection",
  fullName: "Please enter your full name",
  phoneRequired: "Please enter a valid U.S. phone number",
  phoneFormat: "Invalid phone number, please enter a valid U.S. phone number",
  email: "Please enter a valid email address",
} as const;

/** The fields a visitor types or picks, validated one at a time on blur. */
export const VISIBLE_FIELDS = ["whoAreYouLookingFor", "fullName", "phoneNumber", "email"] as const;
export type VisibleField = (typeof VISIBLE_FIELDS)[number];

/** How each field is named to the visitor, for messages about it. */
export const FIELD_LABELS = {
  whoAreYouLookingFor: "Who are you looking for?",
  fullName: "Full name",
  phoneNumber: "Phone",
  email: "Email",
  payingWithMedicaid: "Medicaid",
  tourTime: "Tour time",
  automatedContactConsent: "Automated calls and texts",
  typeOfCare: "Type of care",
  careLocation: "Location",
  formId: "Form",
  anonId: "Visitor",
  trackingNotes: "Notes",
  providerId: "Provider",
  source: "Source",
  action: "Action",
  "(request)": "Request",
} as const;
