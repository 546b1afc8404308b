/**
 * The site footer (spec lead-capture-and-chrome §2, §6; reviews-and-provider-page §2
 * 'Advertising Disclosure'): the site's navigation as link groups (care types, resources,
 * awards, about, reviews and providers), how the site is paid for, the legal links, the
 * advisor line and the year. Its navigation is also where the header's Menu leads without
 * JavaScript (./header/MenuDrawer.tsx).
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { ADVERTISING_DISCLOSURE_PATH, footerLinkGroups, LEGAL_LINKS } from "../../domain/navigation/brand-menu.ts";
import { FOOTER_NAV_ID } from "../../domain/navigation/header-rules.ts";
import { telHref } from "../../domain/phone.ts";
import { REVIEW_WRITE_COPY, WRITE_REVIEW_PATH } from "../reviews/write/review-write-text.ts";

interface SiteFooterProps {
  brand: Brand;
  advisorPhone: string;
  year: number;
}

export function SiteFooter({ brand, advisorPhone, year }: SiteFooterProps) {
  const groups = footerLinkGroups(brand, { text: REVIEW_WRITE_COPY.writeReview, url: WRITE_REVIEW_PATH });
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav className="site-footer-nav" id={FOOTER_NAV_ID} aria-label="Site" tabIndex={-1}>
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
          {brand.siteName} helps families find and compare senior living communities and senior care agencies across the
          United States. Questions? Call a family advisor at <a href={telHref(advisorPhone)}>{advisorPhone}</a>.
        </p>
        {/* spec: reviews-and-provider-page §2, the Advertising Disclosure. */}
        <p className="site-footer-disclosure">
          <strong>Advertising disclosure:</strong> {brand.siteName} is free for families. Some of the providers listed
          on this site pay us when a family contacts them or moves in. Payment never changes a provider's ratings or the
          order of its reviews. <a href={ADVERTISING_DISCLOSURE_PATH}>Read our advertising disclosure</a>.
        </p>
        <ul className="site-footer-legal-links">
          {LEGAL_LINKS.filter((link) => link.url !== ADVERTISING_DISCLOSURE_PATH).map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
        <p className="site-footer-legal">
          © {year} {brand.siteName}
        </p>
      </div>
    </footer>
  );
}
