/**
 * What every text after a request promises (docs/leads.md, the lead policy): who will contact
 * the family, by name, and when. The recipient is the one the consent under the form named
 * (lead-consent.ts): the provider the family chose, who will contact them and for whom we
 * promise no time; or one of the brand's advisors, who call within 2 minutes inside the advisor
 * hours and during them otherwise (spec lead-capture-and-chrome §4, §9). A tour's words repeat
 * the day and the time of day asked for. The thank-you pages, the costs dialog, the forms'
 * thanks in place, the chat's ending and the multi-step answer all take their words from here.
 */
import { ADVISOR_HOURS_TEXT } from "../advisor-hours.ts";
import type { InquiryAction } from "./inquiry-fields.ts";
import type { LeadRecipient } from "./lead-consent.ts";
import { tourTimeWords } from "./tour-times.ts";

/** What the family asked for, as far as the words after it go. */
export type LeadRequestKind = "costs" | "info" | "tour" | "chat" | "multi-step";

export interface LeadPromiseInput {
  recipient: LeadRecipient;
  kind: LeadRequestKind;
  /** Whether the advisor line answers now (isWithinAdvisorHours); a provider's words do not depend on it. */
  withinAdvisorHours: boolean;
  /** For a tour, the time asked for as the form sends it ('2026-12-03 Morning'); without one, no time is named. */
  tourTime?: string | null;
}

/** spec: lead-capture-and-chrome §9, the advisor call promise. */
const ADVISOR_CALL_PROMISE = "within 2 minutes";

/** The kind of request an inquiry form's action makes. */
export function leadRequestKind(action: InquiryAction): LeadRequestKind {
  if (action === "display-cost-data") return "costs";
  return action === "schedule-tour" ? "tour" : "info";
}

/** What the call or message is for, in the recipient's voice: a provider confirms a tour, an advisor arranges it. */
function purpose(input: LeadPromiseInput): string {
  const provider = input.recipient.kind === "provider";
  if (input.kind === "tour") {
    const when = input.tourTime ? tourTimeWords(input.tourTime) : null;
    if (provider) return when ? `to confirm your tour on ${when}` : "to arrange your tour";
    return when ? `to arrange your tour on ${when}` : "to arrange your tour";
  }
  if (input.kind === "costs" || input.kind === "chat")
    return provider ? "about prices and availability" : "to talk through prices and availability";
  return provider ? "about your request" : "to talk through your options";
}

/** The promise after a request: who will contact the family, what for, and for an advisor when. */
export function leadPromise(input: LeadPromiseInput): string {
  const { recipient } = input;
  if (recipient.kind === "provider") return `${recipient.name} will contact you ${purpose(input)}.`;
  const who = `${recipient.name.charAt(0).toUpperCase()}${recipient.name.slice(1)}`;
  if (input.withinAdvisorHours) return `${who} will call you ${ADVISOR_CALL_PROMISE} ${purpose(input)}.`;
  return `${who} will call you ${purpose(input)}, during our advisor hours: ${ADVISOR_HOURS_TEXT.join("; ")}.`;
}
