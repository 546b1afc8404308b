/**
 * What the inquiry form, the costs dialog and the thank-you page say, in one place. The
 * spec's strings are quoted exactly (lead-capture-and-chrome §4, §8, §9).
 */

/** spec: lead-capture-and-chrome §9, the form's default title and button. */
export const DEFAULT_INQUIRY_TITLE = "Get costs";
export const DEFAULT_INQUIRY_CTA = "Get Costs";

/** spec: lead-capture-and-chrome §9, the advisor call promise. */
const ADVISOR_CALL_PROMISE = "within 2 minutes";

/** spec: lead-capture-and-chrome §8, an inquiry that could not be sent. */
export function submissionErrorText(phone: string): string {
  return `Submission error. Please call ${phone} to speak with a Caring Expert.`;
}

/** Inside advisor hours: when a Caring Expert will call. */
export function advisorWillCallText(): string {
  return `A Caring Expert will call you ${ADVISOR_CALL_PROMISE} to talk through prices and availability.`;
}

/** Outside advisor hours, before the hours are listed. */
export const ADVISOR_CALLS_DURING_HOURS = "A Caring Expert will call you during our advisor hours:";

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
