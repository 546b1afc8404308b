/**
 * Accepting a lead (spec lead-capture-and-chrome §3, §4; README, Leads): what the server adds to
 * it, storing it once per form id before anyone is answered, handing it to the LEADS queue, and
 * the inquiry-submitted cookie.
 */

import type { Context } from "hono";
import { formatFeatureOverride } from "../../domain/flags/feature-flags.ts";
import type { InquiryTracking, InquiryValues } from "../../domain/inquiry/inquiry-schema.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { visitorIp } from "./lead-rate-limit.ts";
import { markQueued, type NewLead, storeLead } from "./lead-store.ts";

/**
 * Stores the lead (once per form id) and, when it is new and a partner endpoint is configured,
 * queues it for forwarding. A queue that fails leaves the lead 'pending' in D1, where the
 * scheduled sweep queues it later: the visitor's answer never depends on the queue.
 */
export async function acceptLead(c: Context<AppEnv>, lead: Omit<NewLead, "deliveryStatus">) {
  const deliveryStatus = c.env.LEAD_WEBHOOK_URL ? "pending" : "not-forwarded";
  const stored = await storeLead(c.env.DB, { ...lead, deliveryStatus });
  if (stored.created && deliveryStatus === "pending") {
    try {
      await c.env.LEADS.send({ inquiryId: stored.id });
      await markQueued(c.env.DB, [stored.id]);
    } catch (error) {
      console.error(`lead ${stored.id} stored but not queued; the scheduled sweep will queue it`, error);
    }
  }
  return stored;
}

/**
 * The lead an inquiry's values make, with what the server adds (spec lead-capture-and-chrome
 * §3): the brand, the tracking ids and UTM values, the user agent, the visitor's IP and the
 * feature override in force.
 */
export function inquiryLead(
  c: Context<AppEnv>,
  values: InquiryValues,
  details: {
    kind: NewLead["kind"];
    action: string | null;
    providerId: number | null;
    source: string | null;
    tracking: InquiryTracking;
    landingPageUrl: string | null;
  },
): Omit<NewLead, "deliveryStatus"> {
  const { tracking } = details;
  return {
    formId: values.formId,
    kind: details.kind,
    brand: c.get("brand").id,
    action: details.action,
    providerId: details.providerId,
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
    source: details.source,
    gclid: tracking.gclid ?? null,
    msclkid: tracking.msclkid ?? null,
    utmSource: tracking.utmSource ?? null,
    utmCampaign: tracking.utmCampaign ?? null,
    utmContent: tracking.utmContent ?? null,
    utmMedium: tracking.utmMedium ?? null,
    utmTerm: tracking.utmTerm ?? null,
    landingPageUrl: details.landingPageUrl,
    userAgent: c.req.header("User-Agent") ?? null,
    ip: visitorIp(c),
    featureOverride: formatFeatureOverride(c.get("flagOverride")) || null,
    extra: {},
  };
}

/** spec: lead-capture-and-chrome §4, a successful inquiry un-blurs prices for the visitor. */
export function markInquirySubmitted(c: Context<AppEnv>): void {
  writeCookie(c, COOKIE_NAMES.inquirySubmitted, "1", { readableByScript: false, maxAgeSeconds: 60 * 60 * 24 * 90 });
}
