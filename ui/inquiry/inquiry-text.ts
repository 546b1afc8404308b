/**
 * What the inquiry form says, in one place. The spec's strings are quoted exactly
 * (lead-capture-and-chrome §8, §9); what follows a request is domain/inquiry/lead-promise.ts.
 */

import type { Brand } from "../../domain/brands/brands.ts";
import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";

/** spec: lead-capture-and-chrome §9, the form's default title and button. */
export const DEFAULT_INQUIRY_TITLE = "Get costs";
export const DEFAULT_INQUIRY_CTA = "Get Costs";

/**
 * spec: lead-capture-and-chrome §8, an inquiry that could not be sent, with the brand's own
 * word for its advisors in place of the spec's (the spec marks the message overridable).
 */
export function submissionErrorText(phone: string, brand: Pick<Brand, "advisorTitle">): string {
  return `Submission error. Please call ${phone} to speak with ${brandAdvisor(brand)}.`;
}

export const INQUIRY_COPY = {
  sending: "Sending…",
  selectOne: "Select one",
  medicaid: "I plan to pay with Medicaid",
  tourNoPreference: "No preference",
  close: "Close",
  unlockPricing: "Unlock pricing",
  scheduleTour: "Schedule a Tour",
  requestInfo: "Request Info",
} as const;
