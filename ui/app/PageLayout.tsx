/** Header, the page's main content and footer: the frame of every page. */
import type { ReactNode } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export interface SiteChrome {
  brand: Brand;
  advisorPhone: string;
  year: number;
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
