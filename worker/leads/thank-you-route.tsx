/**
 * GET /thank-you/ — where inquiries land (spec lead-capture-and-chrome §2). The inquiry form
 * sends `slug` (the provider) and `phone`; the multi-step form sends `ref`, a short-lived
 * reference to its stored lead (thank-you-reference.ts). The page reads everything it shows
 * from the server: the provider and its phone from the directory, else the advisor line, and
 * the family's name and number from the referenced lead. Nothing in the address is shown as
 * it came, so a crafted link cannot put a number to call beside a real provider's name. Not
 * indexed; the page's island leaves only the slug and the number it shows in the address.
 *
 * What happens next names the recipient the form's consent named (domain/inquiry/lead-promise.ts):
 * the provider the inquiry form was about (its slug), else the brand's advisors. Beside a
 * referenced lead (the multi-step form's, which goes to the advisors) a slug counts only when it
 * is that lead's provider, so the page never names someone the lead was not sent to.
 */
import { Hono } from "hono";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { leadPromise } from "../../domain/inquiry/lead-promise.ts";
import { THANK_YOU_PATH, THANK_YOU_REFERENCE_PARAM } from "../../domain/inquiry/thank-you-url.ts";
import { ThankYouPage } from "../../ui/inquiry/ThankYouPage.tsx";
import type { AppEnv } from "../env.ts";
import { providerRecordBySlug } from "../providers/provider-records.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { referencedLead } from "./thank-you-reference.ts";

/** Longest first name greeted; anything longer is cut. spec: lead-capture-and-chrome §9, inputs hold at most 50. */
const FIRST_NAME_MAX = 50;

/** Longest slug looked up; a provider's slug is far shorter. */
const SLUG_MAX = 200;

/** The first word of a full name, or null. */
function firstNameOf(fullName: string | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0]?.slice(0, FIRST_NAME_MAX);
  return first ? first : null;
}

export const thankYouPage = new Hono<AppEnv>()
  .get(THANK_YOU_PATH.slice(0, -1), (c) => c.redirect(`${THANK_YOU_PATH}${new URL(c.req.url).search}`, 301))
  .get(THANK_YOU_PATH, async (c) => {
    const query = (name: string) => c.req.query(name)?.trim() || undefined;
    const slug = query("slug");
    const [found, lead] = await Promise.all([
      slug && slug.length <= SLUG_MAX ? providerRecordBySlug(c.env.DB, c.env.CACHE, slug) : null,
      referencedLead(c, query(THANK_YOU_REFERENCE_PARAM)),
    ]);
    const record = found && (!lead || lead.providerId === found.id) ? found : null;
    const language = languageOf(c);
    const { t } = language;
    const recipient = leadRecipient(record?.name, c.get("brand"), t.inquiry);
    const promise = leadPromise(
      { recipient, kind: lead ? "multi-step" : "info", withinAdvisorHours: isWithinAdvisorHours(new Date()) },
      language,
    );
    const callPhone = record?.phoneNumber || c.env.ADVISOR_PHONE;

    // The address keeps what the page shows anyway: the provider, and the number when it is the one shown.
    const kept = new URLSearchParams();
    if (record) kept.set("slug", record.slug);
    if (query("phone") === callPhone) kept.set("phone", callPhone);
    const cleanUrl = kept.size > 0 ? `${THANK_YOU_PATH}?${kept.toString()}` : THANK_YOU_PATH;

    return renderPage(c, {
      title: t.inquiry.thankYouTitle,
      description: t.inquiry.thankYou.description(promise),
      canonicalPath: THANK_YOU_PATH,
      noindex: true,
      body: (
        <ThankYouPage
          chrome={siteChrome(c, { returnTo: cleanUrl })}
          firstName={firstNameOf(lead?.fullName)}
          visitorPhone={lead?.phone ?? null}
          callPhone={callPhone}
          provider={
            record ? { name: record.name, url: record.url, city: record.city.name, state: record.state.code } : null
          }
          promise={promise}
          cleanUrl={cleanUrl}
        />
      ),
    });
  });
