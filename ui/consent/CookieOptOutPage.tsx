/**
 * The cookie opt-out page (spec reviews-and-provider-page §2, §4): what the site's cookies are
 * for, and one checkbox 'Reject Cookies' that turns advertising (and data sharing) off.
 */
import { CONSENT_CATEGORIES } from "../../domain/visitor/consent-choices.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

export const COOKIE_OPT_OUT_TITLE = "Cookie Opt-Out";

export function CookieOptOutPage({ chrome, rejected }: { chrome: SiteChrome; rejected: boolean }) {
  return (
    <PageLayout chrome={chrome}>
      <div className="container cookie-opt-out-page">
        <h1>{COOKIE_OPT_OUT_TITLE}</h1>
        <p>
          {chrome.brand.siteName} uses a few cookies it needs to work (your visit and your saved places), and others
          only with your agreement:
        </p>
        <ul className="cookie-opt-out-categories">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category.name}>
              <strong>{category.label}:</strong> {category.explanation}
            </li>
          ))}
        </ul>
        <p>
          Tick 'Reject Cookies' to stop advertising cookies and the sharing of your visit with our partners. Your
          requests for prices or tours still go to the provider or advisor you chose.
        </p>
        <Island name="CookieOptOutForm" props={{ rejected }} hydrate="idle" />
      </div>
    </PageLayout>
  );
}
