/**
 * GET /lp/ — the paid-search landing page with the multi-step form. Its configuration is
 * validated when the Worker loads (landing-forms.ts). `sem-budget-removed` swaps step 2 for
 * the timeline step; `sem-hero-behind-form-layout` puts the hero picture behind the form.
 */
import { Hono } from "hono";
import { LandingPage } from "../../ui/multi-step/LandingPage.tsx";
import type { AppEnv } from "../env.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { LANDING_FORMS_IN } from "./landing-forms.ts";

const LANDING_PATH = "/lp/";

export const landingPage = new Hono<AppEnv>().get(LANDING_PATH, (c) => {
  const flags = c.get("flags");
  const { language, t } = languageOf(c);
  const { budgetVariantForm, landingForm } = LANDING_FORMS_IN[language];
  return renderPage(c, {
    title: t.landing.page.title,
    description: t.landing.page.description(c.get("brand").siteName),
    canonicalPath: LANDING_PATH,
    // A campaign page: reached from ads, kept out of search results.
    noindex: true,
    body: (
      <LandingPage
        chrome={siteChrome(c)}
        form={flags["sem-budget-removed"] ? budgetVariantForm : landingForm}
        layout={flags["sem-hero-behind-form-layout"] ? "hero-behind" : "split"}
      />
    ),
  });
});
