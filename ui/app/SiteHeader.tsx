/** The site header: skip link, the brand's wordmark, the search bar and the family-advisor phone line. */

import type { Brand } from "../../domain/brands/brands.ts";
import { telHref } from "../../domain/phone.ts";
import { SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { keywordDebounceMs } from "../search/header/search-bar-rules.ts";
import { Island } from "./Island.tsx";

interface SiteHeaderProps {
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
        <Island
          name="HeaderSearch"
          props={{
            searchPath: brand.searchPath,
            locationRequired: brand.locationRequired,
            debounceMs: keywordDebounceMs(brand.id),
            idPrefix: "header-search",
          }}
        />
        {/* spec: lead-capture-and-chrome §2, §6, the Saved button shows only on the main live site. */}
        {brand.showSaved ? (
          <a className="site-header-saved" href={SAVED_PATH}>
            <span aria-hidden="true">♥</span> Saved
          </a>
        ) : null}
        <a className="site-header-phone" href={telHref(advisorPhone)}>
          <span className="site-header-phone-label">Talk to a family advisor</span>{" "}
          <span className="site-header-phone-number">{advisorPhone}</span>
        </a>
      </div>
    </header>
  );
}
