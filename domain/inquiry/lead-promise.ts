/**
 * What every text after a request promises (docs/leads.md, the lead policy): who will contact
 * the family, by name, and when. The recipient is the one the consent under the form named
 * (lead-consent.ts): the provider the family chose, who will contact them and for whom we
 * promise no time; or one of the brand's advisors, who call within 2 minutes inside the advisor
 * hours and during them otherwise (spec lead-capture-and-chrome §4, §9). A tour's words repeat
 * the day and the time of day asked for. The thank-you pages, the costs dialog, the forms'
 * thanks in place, the chat's ending and the multi-step answer all take their words from here.
 */
import { advisorHoursText } from "../advisor-hours.ts";
import type { Messages } from "../i18n/messages.ts";
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

/** The page's words and `Intl` locale. */
export interface LeadPromiseWords {
  t: Pick<Messages, "inquiry">;
  locale: string;
}

/** The kind of request an inquiry form's action makes. */
export function leadRequestKind(action: InquiryAction): LeadRequestKind {
  if (action === "display-cost-data") return "costs";
  return action === "schedule-tour" ? "tour" : "info";
}

/** What the call or message is for, in the recipient's voice: a provider confirms a tour, an advisor arranges it. */
function purpose(input: LeadPromiseInput, { t, locale }: LeadPromiseWords): string {
  const words = t.inquiry.promise;
  const provider = input.recipient.kind === "provider";
  if (input.kind === "tour") {
    const when = input.tourTime ? tourTimeWords(input.tourTime, t.inquiry, locale) : null;
    if (provider) return when ? words.confirmTourOn(when) : words.arrangeTour;
    return when ? words.arrangeTourOn(when) : words.arrangeTour;
  }
  if (input.kind === "costs" || input.kind === "chat") return provider ? words.aboutPrices : words.talkPrices;
  return provider ? words.aboutRequest : words.talkOptions;
}

/** The promise after a request: who will contact the family, what for, and for an advisor when. */
export function leadPromise(input: LeadPromiseInput, language: LeadPromiseWords): string {
  const { recipient } = input;
  const words = language.t.inquiry.promise;
  if (recipient.kind === "provider") return words.provider(recipient.name, purpose(input, language));
  const who = `${recipient.name.charAt(0).toUpperCase()}${recipient.name.slice(1)}`;
  if (input.withinAdvisorHours) return words.advisorNow(who, words.withinMinutes, purpose(input, language));
  return words.advisorLater(
    who,
    purpose(input, language),
    advisorHoursText(language.t.inquiry.advisorHours).join("; "),
  );
}
