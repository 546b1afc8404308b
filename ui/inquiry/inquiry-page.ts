/**
 * What a server-rendered page hands its inquiry forms: the shared page context, and each
 * form's props. Nothing of the visitor's: the form reads the anon id from its cookie and makes
 * its form id when it is sent, so a cached page is the same for everyone.
 */

import { ADVISOR_TIME_ZONE } from "../../domain/advisor-hours.ts";
import type { UsTimeZone } from "../../domain/geo/us-time-zones.ts";
import type { DisplayMode } from "../../domain/inquiry/inquiry-fields.ts";
import { trackingFromUrl } from "../../domain/inquiry/inquiry-tracking.ts";
import { tourCalendar } from "../../domain/inquiry/tour-times.ts";
import type { InquiryFormConfig, InquiryFormProps, InquiryFormProvider, InquiryPageContext } from "./inquiry-config.ts";

/** The context for the forms on the page at `url`, rendered at `now`; tours are arranged on `timeZone`'s clock. */
export function inquiryPageContext(input: {
  advisorPhone: string;
  advisorTitle: InquiryPageContext["advisorTitle"];
  url: string;
  source: string;
  now: Date;
  /** Where the tours asked for take place: the provider's zone on its page; the advisors' by default. */
  timeZone?: UsTimeZone;
}): InquiryPageContext {
  return {
    advisorPhone: input.advisorPhone,
    advisorTitle: input.advisorTitle,
    returnTo: new URL(input.url).pathname,
    // With no provider the advisors arrange the tours, so the days start from their calendar.
    tours: tourCalendar(input.now, input.timeZone ?? ADVISOR_TIME_ZONE),
    source: input.source,
    tracking: trackingFromUrl(input.url),
  };
}

/**
 * One form's props: its configuration and where it shows. The consent texts are
 * not configured: the form builds them from the provider and the site (domain/inquiry/lead-consent.ts),
 * as the server does when it stores the lead.
 */
export function inquiryFormProps(input: {
  page: InquiryPageContext;
  config: InquiryFormConfig;
  displayMode: DisplayMode;
  idPrefix: string;
  provider?: InquiryFormProvider | null;
  triggerText?: string;
}): InquiryFormProps {
  return {
    config: input.config,
    displayMode: input.displayMode,
    provider: input.provider ?? null,
    page: input.page,
    idPrefix: input.idPrefix,
    ...(input.triggerText ? { triggerText: input.triggerText } : {}),
  };
}
