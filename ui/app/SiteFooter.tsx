/**
 * The site footer (spec lead-capture-and-chrome §2, §6; reviews-and-provider-page §2
 * 'Advertising Disclosure'): the site's navigation as link groups (care types, resources,
 * awards, about, reviews and providers), how the site is paid for, the legal links, the
 * advisor line, the same page in the other language and the year. Its navigation is also where
 * the header's Menu leads without JavaScript (./header/MenuDrawer.tsx).
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { ADVERTISING_DISCLOSURE_PATH, footerLinkGroups, legalLinks } from "../../domain/navigation/brand-menu.ts";
import { FOOTER_NAV_ID } from "../../domain/navigation/header-rules.ts";
import { telHref } from "../../domain/phone.ts";
import { Fill } from "../i18n/Fill.tsx";
import { LanguageLink, type OtherLanguageLink } from "../i18n/LanguageLink.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { WRITE_REVIEW_PATH } from "../reviews/write/review-write-text.ts";

interface SiteFooterProps {
  brand: Brand;
  advisorPhone: string;
  year: number;
  otherLanguage: OtherLanguageLink;
}

export function SiteFooter({ brand, advisorPhone, year, otherLanguage }: SiteFooterProps) {
  const { t, language, path } = useLanguage();
  const footer = t.chrome.footer;
  const groups = footerLinkGroups(brand, t, language, { text: footer.writeReview, url: WRITE_REVIEW_PATH });
  const disclosurePath = path(ADVERTISING_DISCLOSURE_PATH);
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav className="site-footer-nav" id={FOOTER_NAV_ID} aria-label={footer.navigation} tabIndex={-1}>
          {groups.map((group, index) => (
            <div className="site-footer-group" key={group.heading}>
              <h2 className="site-footer-heading" id={`site-footer-group-${index}`}>
                {group.heading}
              </h2>
              <ul className="site-footer-links" aria-labelledby={`site-footer-group-${index}`}>
                {group.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url}>{link.text}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p>
          <Fill
            text={footer.about(brand.siteName)}
            parts={{ phone: <a href={telHref(advisorPhone)}>{advisorPhone}</a> }}
          />
        </p>
        {/* spec: reviews-and-provider-page §2, the Advertising Disclosure. */}
        <p className="site-footer-disclosure">
          <strong>{footer.disclosureLead}</strong>{" "}
          <Fill
            text={footer.disclosure(brand.siteName)}
            parts={{ link: <a href={disclosurePath}>{footer.disclosureLink}</a> }}
          />
        </p>
        <ul className="site-footer-legal-links">
          {legalLinks(t, language)
            .filter((link) => link.url !== disclosurePath)
            .map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
        </ul>
        <p className="site-footer-language">
          <LanguageLink link={otherLanguage} long />
        </p>
        <p className="site-footer-legal">
          © {year} {brand.siteName}
        </p>
      </div>
    </footer>
  );
}
