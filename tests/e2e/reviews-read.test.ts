/**
 * Reading a provider's reviews in a real browser, on both brands at 360 and 1280 px (spec
 * reviews-and-provider-page §4 'Review reading', §8, §9): 6 reviews, 'Read more reviews' adds
 * 6 until 'Read less' returns to 6 and to the section; a search of 3 characters or more and
 * its count text; the 5-star filter; the 'Rating: Lowest to Highest' sort; 'Reset All'. axe
 * in every state. The provider is a demo one with more than 12 approved reviews, found through
 * the search and list APIs.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

const BRANDS = [
  { name: "main brand", origin: baseUrl },
  { name: "second brand", origin: `http://seniorhousing.localhost:${port}` },
] as const;
const WIDTHS = [360, 1280] as const;
/** Many clicks, fetches and axe runs on a shared machine: more than the default minute. */
const FLOW_TIMEOUT_MS = 180_000;

interface ListAnswer {
  reviews: { authorName: string; content: string; rating: number }[];
  total: number;
  found: number;
}

let browser: Browser;
let providerPath: string;
let providerId: number;
/** A word of 4 letters or more from one of the provider's reviews. */
let searchWord: string;

async function reviewList(query: string): Promise<ListAnswer> {
  const response = await fetch(`${baseUrl}/api/reviews/provider/${providerId}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer;
}

beforeAll(async () => {
  browser = await launchChromium();
  for (const keyword of ["Austin, TX", "Chicago, IL", "Phoenix, AZ", "Houston, TX"]) {
    const results = await seededSearchResults<{ id: number; url: string }>(baseUrl, {
      keyword,
      careType: "assisted-living",
    });
    for (const result of results) {
      providerId = result.id;
      const { total } = await reviewList("?limit=1");
      // More than 12, and few enough that paging to the end stays a handful of clicks.
      if (total > 12 && total <= 36) {
        providerPath = result.url;
        const { reviews } = await reviewList("?limit=50");
        const words = reviews.flatMap((review) => review.content.match(/[A-Za-z]{4,}/g) ?? []);
        searchWord = words.find((word) => word.length >= 6) ?? words[0] ?? "staff";
        return;
      }
    }
  }
  throw new Error("no demo provider with 13 to 36 approved reviews");
});

afterAll(async () => {
  await browser?.close();
});

function cards(page: Page): Locator {
  return page.locator("#all_reviews_section .review-card");
}

async function authors(page: Page): Promise<string[]> {
  return cards(page).locator(".review-author").allTextContents();
}

describe.each(BRANDS)("reading reviews ($name)", ({ origin }) => {
  describe.each(WIDTHS)("at %i px", (width) => {
    it(
      "pages with Read more reviews and Read less, searches, filters, sorts and resets",
      async () => {
        const visited = await visit(browser, `${origin}${providerPath}`, { width });
        const { page } = visited;
        const section = page.locator("#all_reviews_section");
        await section.scrollIntoViewIfNeeded();
        const all = await reviewList("?limit=50");
        expect(await cards(page).count()).toBe(6);
        expect(await authors(page)).toEqual(all.reviews.slice(0, 6).map((review) => review.authorName));
        expect(await section.getByRole("link", { name: "Write a review" }).getAttribute("href")).toBe("#newreview");
        // No sideways scrolling at any width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await expectAccessible(page);

        // Read more reviews: 6 more each time, then Read less back to 6 and to the section.
        const more = section.getByRole("button", { name: "Read more reviews" });
        let shown = 6;
        while (shown < all.total) {
          await more.click();
          shown = Math.min(shown + 6, all.total);
          await expect.poll(() => cards(page).count()).toBe(shown);
        }
        const less = section.getByRole("button", { name: "Read less" });
        expect(await less.count()).toBe(1);
        await expectAccessible(page);
        await less.click();
        await expect.poll(() => cards(page).count()).toBe(6);
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("all_reviews_section");
        expect(await section.getByRole("button", { name: "Read more reviews" }).count()).toBe(1);

        // Search: nothing under 3 characters, then the count of reviews that mention the text.
        const search = section.getByLabel("Search reviews");
        const status = section.getByRole("status");
        await search.fill(searchWord.slice(0, 2));
        await page.waitForTimeout(400);
        expect((await status.textContent()) ?? "").toBe("");
        await search.fill(searchWord);
        const searched = await reviewList(`?search=${encodeURIComponent(searchWord)}`);
        const mention = searched.found === 1 ? "review mentions" : "reviews mention";
        await expect.poll(() => status.textContent()).toBe(`${searched.found} ${mention} "${searchWord}"`);
        expect(await cards(page).count()).toBe(Math.min(6, searched.found));
        for (const content of await cards(page).locator(".review-text").allTextContents()) {
          expect(content.toLowerCase()).toContain(searchWord.toLowerCase());
        }
        await expectAccessible(page);

        // Reset All, then the 5-star filter.
        await section.getByRole("button", { name: "Reset All" }).click();
        await expect.poll(() => search.inputValue()).toBe("");
        await expect.poll(() => authors(page)).toEqual(all.reviews.slice(0, 6).map((review) => review.authorName));
        const toggle = section.getByRole("button", { name: "Show Filters" });
        await toggle.click();
        expect(await section.getByRole("button", { name: "Hide Filters" }).getAttribute("aria-expanded")).toBe("true");
        await section.getByRole("checkbox", { name: "5 stars" }).check();
        const fives = await reviewList("?stars=5");
        const found =
          fives.found === 0 ? "No reviews found" : `${fives.found} ${fives.found === 1 ? "review" : "reviews"} found`;
        await expect.poll(() => status.textContent()).toBe(found);
        const labels = await cards(page)
          .locator(".review-stars")
          .evaluateAll((stars) => stars.map((element) => element.getAttribute("aria-label")));
        expect(labels).toEqual(fives.reviews.slice(0, 6).map(() => "5 out of 5 stars"));
        await expectAccessible(page);
        await section.getByRole("button", { name: "Hide Filters" }).click();
        expect(await section.getByRole("button", { name: "Show Filters" }).count()).toBe(1);

        // Sort: Rating: Lowest to Highest, on all the reviews again.
        await section.getByRole("button", { name: "Reset All" }).click();
        await expect.poll(() => status.textContent()).toBe("");
        await section.getByLabel("Sort by").selectOption({ label: "Rating: Lowest to Highest" });
        const lowest = await reviewList("?sort=rating_review_asc");
        await expect.poll(() => authors(page)).toEqual(lowest.reviews.map((review) => review.authorName));
        await expectAccessible(page);

        // Reset All restores Newest.
        await section.getByRole("button", { name: "Reset All" }).click();
        await expect.poll(() => section.getByLabel("Sort by").inputValue()).toBe("date_review_desc");
        await expect.poll(() => authors(page)).toEqual(all.reviews.slice(0, 6).map((review) => review.authorName));
        expect(visited.errors).toEqual([]);
        await visited.close();
      },
      FLOW_TIMEOUT_MS,
    );
  });
});

describe("reading reviews without script", () => {
  it("shows the first 6 reviews with no dead controls", async () => {
    const visited = await visit(browser, `${baseUrl}${providerPath}`, { javaScript: false });
    const { page } = visited;
    expect(await cards(page).count()).toBe(6);
    for (const name of ["Read more reviews", "Show Filters", "Reset All"]) {
      expect(await page.getByRole("button", { name }).isVisible()).toBe(false);
    }
    expect(await page.getByLabel("Search reviews").isVisible()).toBe(false);
    await visited.close();
  });
});
