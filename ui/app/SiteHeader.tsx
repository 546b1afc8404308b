/**
 * The site header (spec lead-capture-and-chrome §2, §4, §6, §9): skip link, the brand's
 * wordmark, the menus (Back button, desktop mega menu, mobile drawer: ./header/SiteMenu.tsx),
 * the search bar, the text-size control, Saved on the main brand and the family-advisor phone line. On provider and
 * geo pages a compact header takes over once the page is scrolled (./header/CompactHeader.tsx).
 */

import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { brandMenu } from "../../domain/navigation/brand-menu.ts";
import { type HeaderPageType, swapsHeaderOnScroll } from "../../domain/navigation/header-rules.ts";
import { telHref } from "../../domain/phone.ts";
import { SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { LanguageLink, type OtherLanguageLink } from "../i18n/LanguageLink.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { GET_COSTS_BOX_ID } from "../provider/provider-forms.ts";
import { keywordDebounceMs } from "../search/header/search-bar-rules.ts";
import type { SkipLink } from "../search/Pagination.tsx";
import { CompactHeader } from "./header/CompactHeader.tsx";
import { TextSizeControl } from "./header/TextSizeControl.tsx";
import { Island } from "./Island.tsx";

interface SiteHeaderProps {
  brand: Brand;
  advisorPhone: string;
  pageType?: HeaderPageType | undefined;
  skipLinks?: readonly SkipLink[] | undefined;
  otherLanguage: OtherLanguageLink;
}

function PhoneIcon() {
  return (
    <svg className="site-header-phone-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

export function SiteHeader({ brand, advisorPhone, pageType, skipLinks = [], otherLanguage }: SiteHeaderProps) {
  const { t, language, path } = useLanguage();
  const search = {
    searchPath: path(brand.searchPath),
    locationRequired: brand.locationRequired,
    debounceMs: keywordDebounceMs(brand.id),
    careTypes: brandCareTypeChoices(brand, t),
  };
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.chrome.skipToMain}
      </a>
      {skipLinks.map((link) => (
        <a key={link.target} className="skip-link" href={`#${link.target}`}>
          {link.label}
        </a>
      ))}
      <div className="container site-header-inner">
        <a className="site-logo" href={path("/")} aria-label={t.chrome.homeLink(brand.siteName)}>
          {brand.theme.logoText}
        </a>
        <Island
          name="SiteMenu"
          hydrate="idle"
          props={{
            items: brandMenu(brand, t, language),
            savedPath: brand.showSaved ? path(SAVED_PATH) : null,
            search: {
              searchPath: search.searchPath,
              locationRequired: brand.locationRequired,
              careTypes: search.careTypes,
            },
            otherLanguage,
          }}
        />
        <Island name="HeaderSearch" props={{ ...search, idPrefix: "header-search" }} />
        <TextSizeControl />
        <LanguageLink className="language-link" link={otherLanguage} />
        {/* spec: lead-capture-and-chrome §2, §6, the Saved button shows only on the main live site. */}
        {brand.showSaved ? (
          <a className="site-header-saved" href={path(SAVED_PATH)}>
            <span aria-hidden="true">♥</span> {t.chrome.saved}
          </a>
        ) : null}
        <a className="site-header-phone" href={telHref(advisorPhone)}>
          <PhoneIcon />
          <span className="site-header-phone-label">{t.chrome.advisorLabel}</span>{" "}
          <span className="site-header-phone-number">{advisorPhone}</span>
        </a>
      </div>
      {/* Inside the banner landmark: the same header, in its compact form. */}
      {pageType && swapsHeaderOnScroll(pageType) ? (
        <CompactHeader
          brand={brand}
          advisorPhone={advisorPhone}
          pageType={pageType}
          getCostsHref={`#${GET_COSTS_BOX_ID}`}
        />
      ) : null}
    </header>
  );
}
