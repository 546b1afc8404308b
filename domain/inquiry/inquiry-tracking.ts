/**
 * The ad-click ids and UTM values an inquiry carries (spec lead-capture-and-chrome §3, §7),
 * read from the page's address: the browser reads location.href when it sends; the server
 * reads the request URL for the form's hidden fields, so a post without JavaScript carries
 * them too. The hidden fields use the address's own names, as the lead routes read them back.
 */
import type { InquiryTracking } from "./inquiry-schema.ts";

/** Each tracking value's key in the JSON body and its query parameter (and form field) name. */
export const TRACKING_PARAMETERS = {
  gclid: "gclid",
  msclkid: "msclkid",
  utmSource: "utm_source",
  utmCampaign: "utm_campaign",
  utmContent: "utm_content",
  utmMedium: "utm_medium",
  utmTerm: "utm_term",
} as const;

/** The limits POST /api/inquiry accepts. */
const VALUE_MAX = 200;
const URL_MAX = 2000;

/** The tracking values of a page address; absent parameters are left out, long values cut. */
export function trackingFromUrl(href: string): InquiryTracking {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return {};
  }
  const tracking: InquiryTracking = { landingPageUrl: href.slice(0, URL_MAX) };
  for (const [key, parameter] of Object.entries(TRACKING_PARAMETERS)) {
    const value = url.searchParams.get(parameter);
    if (value) tracking[key as keyof typeof TRACKING_PARAMETERS] = value.slice(0, VALUE_MAX);
  }
  return tracking;
}

/** The same values as form fields for a post without JavaScript: name and value pairs. */
export function trackingFields(tracking: InquiryTracking): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, parameter] of Object.entries(TRACKING_PARAMETERS)) {
    const value = tracking[key as keyof typeof TRACKING_PARAMETERS];
    if (value) fields.push([parameter, value]);
  }
  if (tracking.landingPageUrl) fields.push(["landingPageUrl", tracking.landingPageUrl]);
  return fields;
}

/**
 * The tracking values a flat set of form fields carries under the address's names: a native
 * inquiry post's hidden fields, or the multi-step form's hidden fields. The inverse of
 * trackingFields; a missing, empty or non-text value is left out.
 */
export function trackingFromFields(fields: Readonly<Record<string, unknown>>): InquiryTracking {
  const tracking: InquiryTracking = {};
  for (const [key, parameter] of Object.entries(TRACKING_PARAMETERS)) {
    const value = fields[parameter];
    if (typeof value === "string" && value) tracking[key as keyof typeof TRACKING_PARAMETERS] = value;
  }
  const landingPageUrl = fields.landingPageUrl;
  if (typeof landingPageUrl === "string" && landingPageUrl) tracking.landingPageUrl = landingPageUrl;
  return tracking;
}

/**
 * The tracking a lead from a visitor's own form keeps under the visitor's consent (spec
 * reviews-and-provider-page §3). The ad-click ids (gclid, msclkid) identify the visitor to an
 * ad network, and the lead carries them on to the partner it is forwarded to: they are kept
 * only with both Advertising and DataSharing consent. The UTM values and the landing page name
 * our own campaign and page, not the visitor, and stay.
 */
export function trackingUnderConsent(
  tracking: InquiryTracking,
  consent: { Advertising: boolean; DataSharing: boolean },
): InquiryTracking {
  if (consent.Advertising && consent.DataSharing) return tracking;
  const { gclid: _gclid, msclkid: _msclkid, ...kept } = tracking;
  return kept;
}
