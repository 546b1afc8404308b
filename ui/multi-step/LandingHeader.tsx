/**
 * The paid-search landing page's own header (spec lead-capture-and-chrome §2, header behaviour:
 * the multi-step-form page type uses its own header, not fixed): the wordmark and the
 * family-advisor line, nothing that leads away from the form.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { telHref } from "../../domain/phone.ts";
import { useLanguage } from "../i18n/page-language.tsx";

interface LandingHeaderProps {
  brand: Brand;
  advisorPhone: string;
}

export function LandingHeader({ brand, advisorPhone }: LandingHeaderProps) {
  const { t, path } = useLanguage();
  return (
    <header className="lp-header">
      <a className="skip-link" href="#main">
        {t.chrome.skipToMain}
      </a>
      <div className="container lp-header-inner">
        <a className="site-logo" href={path("/")} aria-label={t.chrome.homeLink(brand.siteName)}>
          {brand.theme.logoText}
        </a>
        <a className="lp-header-phone" href={telHref(advisorPhone)}>
          <span className="lp-header-phone-label">{t.landing.page.speak}</span>
          <span className="lp-header-phone-number">{advisorPhone}</span>
        </a>
      </div>
    </header>
  );
}
