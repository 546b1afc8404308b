/**
 * GET /lp/ — the paid-search landing page with the multi-step form. Its configuration is
 * validated when the Worker loads (landing-forms.ts). `sem-budget-removed` swaps step 2 for
 * the timeline step; `sem-hero-behind-form-layout` puts the hero picture behind the form.
 */
import { Hono } from "hono";
import { LandingPage } from "../../ui/multi-step/LandingPage.tsx";
import type { AppEnv } from "../env.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import { budgetVariantForm, landingForm } from "./landing-forms.ts";

const LANDING_PATH = "/lp/";

export const landingPage = new Hono<AppEnv>().get(LANDING_PATH, (c) => {
  const flags = c.get("flags");
  return renderPage(c, {
    title: "Find Senior Care Options and Prices Near You",
    description: `Answer three quick questions and a ${c.get("brand").siteName} family advisor will share senior care options and prices near you, free.`,
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
