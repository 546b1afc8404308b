/**
 * GET /thank-you/ — where inquiries land (spec lead-capture-and-chrome §2). The inquiry form
 * sends `slug` (the provider) and `phone` (the number to call); the multi-step form sends its
 * values (full_name, email, phone, inquiry_for), where `phone` is the visitor's own number.
 * Not indexed; personal values never stay in the address (the page's island removes them).
 */
import { Hono } from "hono";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { THANK_YOU_PATH, THANK_YOU_TITLE } from "../../domain/inquiry/thank-you-url.ts";
import { MULTI_STEP_FIELDS } from "../../domain/multi-step/multi-step-fields.ts";
import { PHONE_PATTERN } from "../../domain/phone.ts";
import { ThankYouPage } from "../../ui/inquiry/ThankYouPage.tsx";
import type { AppEnv } from "../env.ts";
import { providerRecordBySlug } from "../providers/provider-records.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";

/** Longest first name greeted; anything longer is cut. spec: lead-capture-and-chrome §9, inputs hold at most 50. */
const FIRST_NAME_MAX = 50;

/** The first word of a full name, or null. */
function firstNameOf(fullName: string | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0]?.slice(0, FIRST_NAME_MAX);
  return first ? first : null;
}

export const thankYouPage = new Hono<AppEnv>()
  .get(THANK_YOU_PATH.slice(0, -1), (c) => c.redirect(`${THANK_YOU_PATH}${new URL(c.req.url).search}`, 301))
  .get(THANK_YOU_PATH, async (c) => {
    const query = (name: string) => c.req.query(name)?.trim() || undefined;
    const fromMultiStep = [MULTI_STEP_FIELDS.fullName, MULTI_STEP_FIELDS.email, MULTI_STEP_FIELDS.who].some(
      (name) => query(name) !== undefined,
    );
    const phone = query("phone");
    const validPhone = phone !== undefined && PHONE_PATTERN.test(phone) ? phone : null;
    const slug = query("slug");
    const record = slug ? await providerRecordBySlug(c.env.DB, c.env.CACHE, slug) : null;

    const kept = new URLSearchParams();
    if (record) kept.set("slug", record.slug);
    if (validPhone && !fromMultiStep) kept.set("phone", validPhone);
    const cleanUrl = kept.toString() ? `${THANK_YOU_PATH}?${kept.toString()}` : THANK_YOU_PATH;

    return renderPage(c, {
      title: THANK_YOU_TITLE,
      description: "Your request was sent. A Caring Expert will call you soon.",
      canonicalPath: THANK_YOU_PATH,
      noindex: true,
      body: (
        <ThankYouPage
          chrome={siteChrome(c)}
          firstName={firstNameOf(query(MULTI_STEP_FIELDS.fullName))}
          visitorPhone={fromMultiStep ? validPhone : null}
          callPhone={!fromMultiStep && validPhone ? validPhone : c.env.ADVISOR_PHONE}
          provider={
            record ? { name: record.name, url: record.url, city: record.city.name, state: record.state.code } : null
          }
          withinAdvisorHours={isWithinAdvisorHours(new Date())}
          cleanUrl={cleanUrl}
        />
      ),
    });
  });
