/**
 * The paid-search landing page (/lp/): its own header, the multi-step form with the hero of
 * its current step, why families call, and the site footer.
 */

import type { MultiStepFormConfig } from "../../domain/multi-step/multi-step-config.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import type { SiteChrome } from "../app/PageLayout.tsx";
import { SiteFooter } from "../app/SiteFooter.tsx";
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
  return (
    <>
      <LandingHeader brand={brand} advisorPhone={advisorPhone} />
      <main id="main" tabIndex={-1} className="lp-main" data-layout={layout}>
        <Island
          name="MultiStepForm"
          props={{ config: form, layout, idPrefix: "lp-form", advisorTitle: brand.advisorTitle }}
        />
        <noscript>
          <p className="container lp-noscript">
            This form needs JavaScript. Call a family advisor at <a href={telHref(advisorPhone)}>{advisorPhone}</a>{" "}
            instead.
          </p>
        </noscript>
        <section className="container lp-reasons" aria-labelledby="lp-reasons-heading">
          <h2 id="lp-reasons-heading">Why families call {brand.siteName}</h2>
          <ul className="lp-reasons-list">
            <li>
              <h3>Free, with no obligation</h3>
              <p>Our family advisors are paid by the communities and agencies, never by you.</p>
            </li>
            <li>
              <h3>Prices up front</h3>
              <p>Hear what care really costs near your loved one before you tour.</p>
            </li>
            <li>
              <h3>Reviews from families</h3>
              <p>Compare places with ratings and reviews from people who have been there.</p>
            </li>
          </ul>
        </section>
      </main>
      <SiteFooter brand={brand} advisorPhone={advisorPhone} year={year} otherLanguage={chrome.otherLanguage} />
    </>
  );
}
