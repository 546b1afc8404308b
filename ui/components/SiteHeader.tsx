/** The site header: skip link, the brand's wordmark and the family-advisor phone line. */
import type { Brand } from "../lib/brands.ts";
import { telHref } from "../lib/phone.ts";

export interface SiteHeaderProps {
  brand: Brand;
  advisorPhone: string;
}

export function SiteHeader({ brand, advisorPhone }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header-inner">
        <a className="site-logo" href="/" aria-label={`${brand.siteName} home`}>
          {brand.theme.logoText}
        </a>
        <a className="site-header-phone" href={telHref(advisorPhone)}>
          <span className="site-header-phone-label">Talk to a family advisor</span>{" "}
          <span className="site-header-phone-number">{advisorPhone}</span>
        </a>
      </div>
    </header>
  );
}
