/** Header, the page's main content and footer: the frame of every page. */
import type { ReactNode } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export interface SiteChrome {
  brand: Brand;
  advisorPhone: string;
  year: number;
  /**
   * spec: lead-capture-and-chrome §2, 'Header behaviour by page type': the page types the header
   * knows (provider, multi-step-form, geo-city, geo-state, geo-county); absent for the others.
   */
  pageType?: string;
}

export function PageLayout({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  return (
    <>
      <SiteHeader brand={chrome.brand} advisorPhone={chrome.advisorPhone} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter brand={chrome.brand} advisorPhone={chrome.advisorPhone} year={chrome.year} />
    </>
  );
}
