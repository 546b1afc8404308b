/**
 * What the card and Saved-page browser tests share: a fresh visitor at a given width (own
 * cookies, own IP for the lead rate limit, touch at phone width) that records page errors,
 * and finding search results with what a test needs through the search API.
 */
import type { Browser, Page } from "playwright-core";
import { waitForHydration } from "./browser.ts";

/** spec: lead-capture-and-chrome §9 breakpoints; the smallest phones and a desktop. */
export const WIDTHS = [360, 1280] as const;

export interface Visit {
  page: Page;
  /** Uncaught exceptions and console errors. */
  errors: string[];
  /** JSON bodies posted to /api/inquiry. */
  inquiries: Record<string, unknown>[];
}

let visitors = 0;

/** A new visitor on a hydrated page; `prepare` runs on the fresh context first (cookies, init scripts). */
export async function visitAt(
  browser: Browser,
  url: string,
  width: number,
  options: { javaScript?: boolean; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<Visit> {
  visitors++;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    hasTouch: width < 768,
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: { "CF-Connecting-IP": `10.88.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const inquiries: Record<string, unknown>[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("request", (request) => {
    if (request.url().endsWith("/api/inquiry") && request.method() === "POST") {
      inquiries.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  await options.prepare?.(page);
  await page.goto(url);
  if (options.javaScript !== false) await waitForHydration(page);
  return { page, errors, inquiries };
}

export interface FoundResult {
  id: number;
  name: string;
  slug: string;
  url: string;
  phoneNumber: string;
  images: string[];
  priceHidden: boolean;
  promotions: { endsAt: string | null; externalPromotionText: string }[];
}

interface SearchPage {
  results: FoundResult[];
  totalPages: number;
}

/**
 * The first result that passes `wanted`, searching each of `searches` page by page, with the
 * results-page path that shows it.
 */
export async function findResult(
  baseUrl: string,
  searches: readonly { keyword: string; careType?: string }[],
  wanted: (result: FoundResult) => boolean,
): Promise<{ result: FoundResult; path: string }> {
  for (const search of searches) {
    for (let page = 1; page <= 10; page++) {
      const response = await fetch(`${baseUrl}/api/enhanced-search`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...search, page: String(page) }),
      });
      const answer = (await response.json()) as SearchPage;
      const result = answer.results.find(wanted);
      if (result) {
        const query = new URLSearchParams({ keyword: search.keyword });
        if (search.careType) query.set("careType", search.careType);
        if (page > 1) query.set("page", String(page));
        return { result, path: `/local/search/?${query}` };
      }
      if (page >= answer.totalPages) break;
    }
  }
  throw new Error("no search result has what the test needs");
}

/** The cookie's saved ids as the browser holds them. */
export async function savedIds(page: Page): Promise<number[] | null> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "cf_saved");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as number[]) : null;
}
