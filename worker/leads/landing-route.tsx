/**
 * GET /lp/ — the paid-search landing page with the multi-step form. Its configuration is
 * validated when the Worker loads: a broken one stops the Worker (and every test) from
 * starting, instead of failing at a visitor. `sem-budget-removed` swaps step 2 for the
 * timeline step; `sem-hero-behind-form-layout` puts the hero picture behind the form.
 */
import { Hono } from "hono";
import {
  LANDING_PAGE_FORM,
  multiStepFormConfigSchema,
  withBudgetVariant,
} from "../../domain/multi-step/multi-step-config.ts";
import { LandingPage } from "../../ui/multi-step/LandingPage.tsx";
import type { AppEnv } from "../env.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";

const LANDING_PATH = "/lp/";

const landingForm = multiStepFormConfigSchema.parse(LANDING_PAGE_FORM);
const budgetVariantForm = multiStepFormConfigSchema.parse(withBudgetVariant(landingForm));

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
