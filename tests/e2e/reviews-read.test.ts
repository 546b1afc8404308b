/**
 * Reading a provider's reviews in a real browser (spec reviews-and-provider-page §4 'Review
 * reading', §8, §9): 6 reviews, 'Read more reviews' adds 6 until 'Read less' returns to 6 and
 * to the section; a search of 3 characters or more, sent 200 ms after typing stops (the page's
 * fake clock moved to just before and just after), and its count text; the 5-star filter; the
 * 'Rating: Lowest to Highest' sort; 'Reset All'; no sideways scrolling; without script, the
 * first 6 and no dead controls. Paging and searching on the main brand at 360 px, filtering and
 * sorting on the second brand at 1280 px; axe on the page at each width and on the list after
 * each change. The provider is a demo one with more than 12 approved reviews, found through the
 * search and list APIs. The list's server HTML on both brands is the Worker's test
 * (tests/worker/reviews-read.test.ts).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_SEARCH_DEBOUNCE_MS } from "../../domain/reviews/review-list.ts";
import { expectAccessible, launchChromium, pauseClock, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

/** Many clicks, fetches and axe runs on a shared machine: more than the default minute. */
const FLOW_TIMEOUT_MS = 120_000;
const SECTION = "#all_reviews_section";

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
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

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

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, options: VisitOptions): Promise<Visit> {
  opened = await visit(browser, url, options);
  return opened;
}

function cards(page: Page): Locator {
  return page.locator(`${SECTION} .review-card`);
}

async function authors(page: Page): Promise<string[]> {
  return cards(page).locator(".review-author").allTextContents();
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Before the page loads: keeps on window, as the page's script asks for them, the search text
 * (null for none) of each request for the review list. The page's own record, read at once,
 * so a request not asked for by a moment is one its script never asked for.
 */
async function recordListRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { reviewSearches: (string | null)[] };
    record.reviewSearches = [];
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname.startsWith("/api/reviews/provider/")) record.reviewSearches.push(url.searchParams.get("search"));
      return send(input, init);
    };
  });
}

function listRequests(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => (window as unknown as { reviewSearches: (string | null)[] }).reviewSearches);
}

describe("reading reviews", () => {
  it(
    "pages with Read more reviews and Read less, then searches from 3 characters once typing stops, and resets (main brand, 360 px)",
    async () => {
      const visited = await open(`${baseUrl}${providerPath}`, {
        width: 360,
        prepare: async (page) => {
          await page.clock.install();
          await recordListRequests(page);
        },
      });
      const { page } = visited;
      const section = page.locator(SECTION);
      await section.scrollIntoViewIfNeeded();
      const all = await reviewList("?limit=50");
      const newest = all.reviews.slice(0, 6).map((review) => review.authorName);
      expect(await cards(page).count()).toBe(6);
      expect(await authors(page)).toEqual(newest);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
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
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, SECTION);
      await less.click();
      await expect.poll(() => cards(page).count()).toBe(6);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("all_reviews_section");
      expect(await section.getByRole("button", { name: "Read more reviews" }).count()).toBe(1);

      // Search, on the page's clock stopped: the search goes out when typing has stopped for the
      // debounce, not before, and never for fewer than 3 characters.
      const search = section.getByLabel("Search reviews");
      const status = section.getByRole("status");
      await pauseClock(page);
      const before = await listRequests(page);
      await search.fill(searchWord.slice(0, 2));
      await page.clock.runFor(REVIEW_SEARCH_DEBOUNCE_MS);
      expect(await listRequests(page)).toEqual(before);
      expect((await status.textContent()) ?? "").toBe("");
      await search.fill(searchWord);
      await page.clock.runFor(REVIEW_SEARCH_DEBOUNCE_MS - 1);
      expect(await listRequests(page)).toEqual(before);
      await page.clock.runFor(1);
      expect(await listRequests(page)).toEqual([...before, searchWord]);
      const searched = await reviewList(`?search=${encodeURIComponent(searchWord)}`);
      const mention = searched.found === 1 ? "review mentions" : "reviews mention";
      await expect.poll(() => status.textContent()).toBe(`${searched.found} ${mention} "${searchWord}"`);
      expect(await cards(page).count()).toBe(Math.min(6, searched.found));
      for (const content of await cards(page).locator(".review-text").allTextContents()) {
        expect(content.toLowerCase()).toContain(searchWord.toLowerCase());
      }
      // axe waits on the page's timers: with the clock running again.
      await page.clock.resume();
      await expectAccessible(page, SECTION);

      // Reset All empties the search and brings back the newest.
      await section.getByRole("button", { name: "Reset All" }).click();
      await expect.poll(() => search.inputValue()).toBe("");
      await expect.poll(() => authors(page)).toEqual(newest);
      await expect.poll(() => status.textContent()).toBe("");
      expect(visited.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "filters to 5 stars, sorts by Rating: Lowest to Highest, and Reset All restores Newest (second brand, 1280 px)",
    async () => {
      const visited = await open(`${secondBrandOrigin}${providerPath}`, { width: 1280 });
      const { page } = visited;
      const section = page.locator(SECTION);
      await section.scrollIntoViewIfNeeded();
      const all = await reviewList("?limit=50");
      const newest = all.reviews.slice(0, 6).map((review) => review.authorName);
      expect(await authors(page)).toEqual(newest);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page);

      const status = section.getByRole("status");
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
      await expectAccessible(page, SECTION);
      await section.getByRole("button", { name: "Hide Filters" }).click();
      expect(await section.getByRole("button", { name: "Show Filters" }).count()).toBe(1);

      // Sort: Rating: Lowest to Highest, on all the reviews again.
      await section.getByRole("button", { name: "Reset All" }).click();
      await expect.poll(() => status.textContent()).toBe("");
      await section.getByLabel("Sort by").selectOption({ label: "Rating: Lowest to Highest" });
      const lowest = await reviewList("?sort=rating_review_asc");
      await expect.poll(() => authors(page)).toEqual(lowest.reviews.map((review) => review.authorName));
      await expectAccessible(page, SECTION);

      // Reset All restores Newest.
      await section.getByRole("button", { name: "Reset All" }).click();
      await expect.poll(() => section.getByLabel("Sort by").inputValue()).toBe("date_review_desc");
      await expect.poll(() => authors(page)).toEqual(newest);
      expect(visited.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );
});

describe("reading reviews without script", () => {
  it("shows the first 6 reviews with no dead controls", async () => {
    const visited = await open(`${baseUrl}${providerPath}`, { javaScript: false });
    const { page } = visited;
    expect(await cards(page).count()).toBe(6);
    for (const name of ["Read more reviews", "Show Filters", "Reset All"]) {
      expect(await page.getByRole("button", { name }).isVisible()).toBe(false);
    }
    expect(await page.getByLabel("Search reviews").isVisible()).toBe(false);
    await expectAccessibleWithoutScripts(page, SECTION);
  });
});
