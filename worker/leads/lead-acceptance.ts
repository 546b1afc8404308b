/**
 * Accepting a lead (spec lead-capture-and-chrome §3, §4; docs/leads.md): what the server adds to
 * a route's lead input, storing it once per form key before anyone is answered, and handing it
 * to the LEADS queue.
 */

import type { Context } from "hono";
import { formatFeatureOverride } from "../../domain/flags/feature-flags.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { InquiryTracking, InquiryValues } from "../../domain/inquiry/inquiry-schema.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { AppEnv } from "../env.ts";
import { visitorIp } from "../middleware/client-address.ts";
import { type LeadKind, type LeadStoreOutcome, markQueued, type NewLead, storeLead } from "./lead-store.ts";

/** The provider a lead is for, as far as its consent names it. */
type LeadProvider = Pick<ProviderRecord, "name">;

/** A lead as a route's body gives it, before the server adds the brand, browser, IP and override. */
export type LeadInput = Pick<
  NewLead,
  | "formId"
  | "action"
  | "providerId"
  | "whoAreYouLookingFor"
  | "fullName"
  | "phone"
  | "email"
  | "payingWithMedicaid"
  | "tourTime"
  | "typeOfCare"
  | "careLocation"
  | "trackingNotes"
  | "source"
  | "extra"
  | "automatedContactConsent"
> & {
  /** Null when the body carries none: the visitor's own, from the session. */
  anonId: string | null;
  /** The ad-click ids, UTM values and landing page (spec lead-capture-and-chrome §3). */
  tracking: InquiryTracking;
};

/** The lead input an inquiry's values make (the inquiry form's and the partner API's bodies). */
export function inquiryLeadInput(
  values: InquiryValues,
  details: Pick<LeadInput, "action" | "providerId" | "source" | "tracking">,
): LeadInput {
  return {
    formId: values.formId,
    whoAreYouLookingFor: values.whoAreYouLookingFor,
    fullName: values.fullName,
    phone: values.phoneNumber,
    email: values.email,
    payingWithMedicaid: values.payingWithMedicaid,
    tourTime: values.tourTime ?? null,
    typeOfCare: values.typeOfCare,
    careLocation: values.careLocation,
    anonId: values.anonId,
    trackingNotes: values.trackingNotes,
    extra: {},
    // Never assumed: only a family that ticked the box (or a partner that says so) gave it.
    automatedContactConsent: values.automatedContactConsent ?? false,
    ...details,
  };
}

/**
 * The lead with what the server adds (spec lead-capture-and-chrome §3): the brand, the user
 * agent, the visitor's IP and the feature override in force; and both consents in the words
 * the form showed, built by the same function from the same names (the provider as stored,
 * else the brand's advisors) in the language of the page that sent it (the post's `?lang=`),
 * with the server's time.
 */
/** A browser's User-Agent is under 300 characters; a longer header is kept only this far. */
const USER_AGENT_MAX_LENGTH = 512;

function newLead(
  c: Context<AppEnv>,
  kind: LeadKind,
  input: LeadInput,
  provider: LeadProvider | null,
): Omit<NewLead, "deliveryStatus" | "formScope"> {
  const { tracking, anonId, ...values } = input;
  const brand = c.get("brand");
  const { inquiry } = messagesFor(c.var.language);
  const consent = leadConsentTexts(leadRecipient(provider?.name, brand, inquiry), inquiry);
  return {
    ...values,
    kind,
    brand: brand.id,
    anonId: anonId ?? c.get("visitor").anonId,
    gclid: tracking.gclid ?? null,
    msclkid: tracking.msclkid ?? null,
    utmSource: tracking.utmSource ?? null,
    utmCampaign: tracking.utmCampaign ?? null,
    utmContent: tracking.utmContent ?? null,
    utmMedium: tracking.utmMedium ?? null,
    utmTerm: tracking.utmTerm ?? null,
    landingPageUrl: tracking.landingPageUrl ?? null,
    userAgent: c.req.header("User-Agent")?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ip: visitorIp(c),
    featureOverride: formatFeatureOverride(c.get("flagOverride")) || null,
    consentText: consent.request,
    automatedContactText: consent.automatedContact,
    consentRecordedAt: new Date().toISOString(),
  };
}

/**
 * Stores the lead (once per form key: its form id within `formScope`, the brand or the partner)
 * and, when it is new and a partner endpoint is configured, queues it for forwarding. A queue
 * that fails leaves the lead 'pending' in D1, where the scheduled sweep queues it later: the
 * visitor's answer never depends on the queue. Answers the stored lead's id and what storing did.
 */
export async function acceptLead(
  c: Context<AppEnv>,
  kind: LeadKind,
  input: LeadInput,
  provider: LeadProvider | null,
  formScope: string,
): Promise<{ id: number; outcome: LeadStoreOutcome }> {
  const deliveryStatus = c.env.LEAD_WEBHOOK_URL ? "pending" : "not-forwarded";
  const stored = await storeLead(c.env.DB, { ...newLead(c, kind, input, provider), formScope, deliveryStatus });
  if (stored.outcome === "created" && deliveryStatus === "pending") {
    try {
      await c.env.LEADS.send({ inquiryId: stored.id });
      await markQueued(c.env.DB, [stored.id]);
    } catch (error) {
      console.error(`lead ${stored.id} stored but not queued; the scheduled sweep will queue it`, error);
    }
  }
  return stored;
}
