/**
 * What every lead route shares: the visitor's IP, the per-IP rate limit, storing the lead
 * before answering and handing it to the LEADS queue, the inquiry-submitted cookie, and the
 * provider as the inquiry form and costs dialog read it.
 */

import type { Context } from "hono";
import { z } from "zod";
import { formatFeatureOverride } from "../../domain/flags/feature-flags.ts";
import type { InquiryProvider, InquiryTracking, InquiryValues } from "../../domain/inquiry/inquiry-schema.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { markQueued, type NewLead, storeLead } from "./lead-store.ts";

/** Lead posts allowed per visitor IP: a family retrying never meets it, a script does. */
export const LEAD_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** The visitor's IP as the edge reports it, or null. */
export function visitorIp(c: Context<AppEnv>): string | null {
  const parsed = ipSchema.safeParse(c.req.header("CF-Connecting-IP"));
  return parsed.success ? parsed.data : null;
}

/** The message a rate-limited visitor reads. */
export function rateLimitMessage(phone: string): string {
  return `Too many requests from your connection. Please wait a minute and try again, or call ${phone} to speak with a Caring Expert.`;
}

/** Counts this post against the visitor's limit; answers the seconds to wait, or null when allowed. */
export async function overRateLimit(c: Context<AppEnv>): Promise<number | null> {
  const result = await consumeRateLimit(c.env.DB, `lead:${visitorIp(c) ?? "unknown"}`, LEAD_RATE_LIMIT);
  if (result.allowed) return null;
  c.header("Retry-After", String(result.retryAfterSeconds));
  return result.retryAfterSeconds;
}

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

/** The provider as the inquiry form and the costs dialog read it (spec lead-capture-and-chrome §3). */
export function inquiryProvider(record: ProviderRecord): InquiryProvider {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    url: record.url,
    city: { name: record.city.name },
    state: { name: record.state.name },
    services: record.services.map((service) => ({
      id: service.id,
      legacyResourceId: service.legacyResourceId,
      category: { name: service.category.name },
      costs: { startingPriceCents: service.costs.startingPriceCents },
      medicares: record.medicare
        .filter((medicare) => medicare.localResourceType === service.careType.id)
        .map((medicare) => ({
          federalProviderNumber: medicare.federalProviderNumber,
          overallRating: medicare.overallRating,
        })),
    })),
  };
}
