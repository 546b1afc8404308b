/**
 * The header's rules that depend on the page and the browser (spec lead-capture-and-chrome §2
 * 'Header behaviour by page type'). No imports: the header's menu island reads them in the
 * browser without bringing any other module along.
 */

/** The footer's site navigation: where the header's Menu leads without JavaScript. */
export const FOOTER_NAV_ID = "site-footer-nav";

/** spec: lead-capture-and-chrome §2 'Header behaviour by page type': the page types the header knows. */
export const HEADER_PAGE_TYPES = ["provider", "multi-step-form", "geo-city", "geo-state", "geo-county"] as const;
export type HeaderPageType = (typeof HEADER_PAGE_TYPES)[number];

/** spec: lead-capture-and-chrome §2, 'Provider and geo pages swap in a different header once the page is scrolled'. */
export function swapsHeaderOnScroll(pageType: HeaderPageType | undefined): boolean {
  return pageType === "provider" || pageType === "geo-city" || pageType === "geo-state" || pageType === "geo-county";
}

/**
 * spec: lead-capture-and-chrome §2, 'A back button shows when the referrer is on the same host
 * and the history is longer than one entry'.
 */
export function showsBackButton(referrer: string, currentHost: string, historyLength: number): boolean {
  if (historyLength <= 1 || referrer === "") return false;
  try {
    return new URL(referrer).host === currentHost;
  } catch {
    return false;
  }
}
