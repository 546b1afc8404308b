/** Header, the page's main content and footer: the frame of every page, and the consent banner until the visitor chooses. */
import type { ReactNode } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import type { HeaderPageType } from "../../domain/navigation/header-rules.ts";
import type { Consent } from "../../domain/visitor/visitor-cookies.ts";
import type { OtherLanguageLink } from "../i18n/LanguageLink.tsx";
import type { SkipLink } from "../search/Pagination.tsx";
import { Island } from "./Island.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export interface SiteChrome {
  brand: Brand;
  /** The same page in the other language, for the header's and footer's language links. */
  otherLanguage: OtherLanguageLink;
  advisorPhone: string;
  year: number;
  /**
   * What kind of page this is, for the header (spec lead-capture-and-chrome §2 'Header behaviour
   * by page type'): provider and geo pages get the compact header once scrolled.
   */
  pageType?: HeaderPageType;
  /** Skip links after 'Skip to main content' to the parts of a long page (results, pagination); only pages with them. */
  skipLinks?: readonly SkipLink[];
  /** The consent banner's state while the visitor has not made a cookie choice; null (or absent) once made. */
  consentBanner?: { consent: Consent; returnTo: string; globalPrivacyControl: boolean } | null;
}

export function PageLayout({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  return (
    <>
      <SiteHeader
        brand={chrome.brand}
        advisorPhone={chrome.advisorPhone}
        pageType={chrome.pageType}
        skipLinks={chrome.skipLinks}
        otherLanguage={chrome.otherLanguage}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        brand={chrome.brand}
        advisorPhone={chrome.advisorPhone}
        year={chrome.year}
        otherLanguage={chrome.otherLanguage}
      />
      {chrome.consentBanner ? (
        // Server HTML that works as plain form posts; its code loads once the page has loaded and is idle,
        // so the banner adds nothing to a page's initial JavaScript.
        <Island name="ConsentBanner" props={chrome.consentBanner} hydrate="idle" />
      ) : null}
    </>
  );
}
