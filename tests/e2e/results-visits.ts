/**
 * What the card, Saved-page and paging browser tests share: the widths they run at, and
 * finding search results with what a test needs through the search API.
 */
import type { Page } from "playwright-core";

/** spec: lead-capture-and-chrome §9 breakpoints; the smallest phones and a desktop. */
export const WIDTHS = [360, 1280] as const;

export interface FoundResult {
  id: number;
  name: string;
  slug: string;
  url: string;
  phoneNumber: string;
  reviewCount: number;
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
