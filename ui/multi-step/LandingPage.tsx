/**
 * The paid-search landing page (/lp/): its own header, the multi-step form with the hero of
 * its current step, why families call, and the site footer.
 */

import type { MultiStepFormConfig } from "../../domain/multi-step/multi-step-config.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import type { SiteChrome } from "../app/PageLayout.tsx";
import { SiteFooter } from "../app/SiteFooter.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { LandingHeader } from "./LandingHeader.tsx";
import type { MultiStepLayout } from "./MultiStepForm.tsx";

interface LandingPageProps {
  chrome: SiteChrome;
  /** The form's configuration, already validated and with the visitor's variant applied. */
  form: MultiStepFormConfig;
  layout: MultiStepLayout;
}

export function LandingPage({ chrome, form, layout }: LandingPageProps) {
  const { brand, advisorPhone, year } = chrome;
  const words = useLanguage().t.landing.page;
  return (
    <>
      <LandingHeader brand={brand} advisorPhone={advisorPhone} />
      <main id="main" tabIndex={-1} className="lp-main" data-layout={layout}>
        {/* Hydrated once the page has loaded (at once, it is in view): its code and words stay out of the initial JavaScript; a choice made before counts once it is live. */}
        <Island
          name="MultiStepForm"
          hydrate="idle"
          props={{ config: form, layout, idPrefix: "lp-form", advisorTitle: brand.advisorTitle }}
        />
        <noscript>
          <p className="container lp-noscript">
            <Fill text={words.noScript} parts={{ phone: <a href={telHref(advisorPhone)}>{advisorPhone}</a> }} />
          </p>
        </noscript>
        <section className="container lp-reasons" aria-labelledby="lp-reasons-heading">
          <h2 id="lp-reasons-heading">{words.reasonsHeading(brand.siteName)}</h2>
          <ul className="lp-reasons-list">
            <li>
              <h3>{words.freeHeading}</h3>
              <p>{words.free}</p>
            </li>
            <li>
              <h3>{words.pricesHeading}</h3>
              <p>{words.prices}</p>
            </li>
            <li>
              <h3>{words.reviewsHeading}</h3>
              <p>{words.reviews}</p>
            </li>
          </ul>
        </section>
      </main>
      <SiteFooter brand={brand} advisorPhone={advisorPhone} year={year} otherLanguage={chrome.otherLanguage} />
    </>
  );
}
