/**
 * The cookie opt-out page (spec reviews-and-provider-page §2, §4): what the site's cookies are
 * for, and one checkbox 'Reject Cookies' that turns advertising (and data sharing) off.
 */
import { CONSENT_CATEGORIES } from "../../domain/visitor/consent-choices.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export function CookieOptOutPage({ chrome, rejected }: { chrome: SiteChrome; rejected: boolean }) {
  const { t } = useLanguage();
  const words = t.consent.optOut;
  return (
    <PageLayout chrome={chrome}>
      <div className="container cookie-opt-out-page">
        <h1>{words.title}</h1>
        <p>{words.intro(chrome.brand.siteName)}</p>
        <ul className="cookie-opt-out-categories">
          {CONSENT_CATEGORIES.map((category) => (
            <li key={category.name}>
              <strong>{t.consent.categories[category.name].label}:</strong>{" "}
              {t.consent.categories[category.name].explanation}
            </li>
          ))}
        </ul>
        <p>{words.how}</p>
        <Island name="CookieOptOutForm" props={{ rejected }} hydrate="idle" />
      </div>
    </PageLayout>
  );
}
