/**
 * Paging the results in a real browser at 360px and 1280px (spec search-and-compare §4, §9):
 * numbered page links with arrows and an ellipsis, moving pages in place with six skeleton
 * cards and a scroll back to the listings, 'Show more' with ten skeleton cards and 'Show
 * less', and a page past the last going back to the first; axe on every state.
 */
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { WIDTHS } from "./results-visits.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Large cities, the first with more than five pages of results is used (so the ellipsis shows). */
const CITIES = ["Los Angeles, CA", "New York, NY", "Chicago, IL", "Houston, TX", "Phoenix, AZ", "Philadelphia, PA"];

async function cityWithManyPages(): Promise<{ keyword: string; totalItems: number; totalPages: number }> {
  for (const keyword of CITIES) {
    const response = await fetch(`${baseUrl}/api/enhanced-search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keyword, careType: "assisted-living" }),
    });
    const answer = (await response.json()) as { totalItems: number; totalPages: number };
    if (answer.totalPages > 5) return { keyword, ...answer };
  }
  throw new Error("no city has more than five pages of results");
}

/** Holds every search call until `release` is called, so the loading state can be seen. */
async function holdSearches(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route("**/api/enhanced-search", async (route) => {
    if (open) await route.continue();
    else held.push(route);
  });
  return async () => {
    open = true;
    for (const route of held.splice(0)) await route.continue();
    await page.unroute("**/api/enhanced-search");
  };
}

const cards = (page: Page) => page.locator("#listings .provider-card:not(.provider-card-skeleton)");
const skeletons = (page: Page) => page.locator("#listings .provider-card-skeleton");
const pageParam = (page: Page) => new URL(page.url()).searchParams.get("page");

describe.each(WIDTHS)("paging the results at %i px", (width) => {
  it("moves between pages in place, shows more and less, and sends a page past the last to the first", async () => {
    const city = await cityWithManyPages();
    const query = new URLSearchParams({ keyword: city.keyword, careType: "assisted-living" });
    const { page, errors } = await visit(browser, `${baseUrl}/local/search/?${query}`, { width });
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const pages = page.getByRole("navigation", { name: "Results pages" });

    expect(await page.locator("#results-count").textContent()).toBe(
      `${city.totalItems.toLocaleString("en-US")} Results`,
    );
    expect(await cards(page).count()).toBe(20);
    expect(await pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await pages.getByRole("link", { name: `Page ${city.totalPages}` }).count()).toBe(1);
    // Page 1 of more than five: the first page, one ellipsis, the last.
    expect(await pages.locator(".pagination-ellipsis").count()).toBe(1);
    expect(await pages.getByRole("link", { name: "Previous page" }).count()).toBe(0);
    expect(await pages.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      `/local/search/?${query}&page=2`,
    );
    await expectAccessible(page);

    // The next page: six skeleton cards while it loads, then its results, in place, scrolled to the listings.
    const firstOnPage1 = await cards(page).first().locator("h3").textContent();
    const release = await holdSearches(page);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => skeletons(page).count()).toBe(6);
    await release();
    await expect.poll(() => pages.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(pageParam(page)).toBe("2");
    expect(await samePage()).toBe(true);
    expect(await cards(page).count()).toBe(20);
    expect(await cards(page).first().locator("h3").textContent()).not.toBe(firstOnPage1);
    await expect
      .poll(() => page.locator("#listings").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expectAccessible(page);

    // The previous arrow goes back to page 1, whose URL has no page parameter.
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect.poll(() => pageParam(page)).toBeNull();
    await expect.poll(() => pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await cards(page).first().locator("h3").textContent()).toBe(firstOnPage1);
    expect(await samePage()).toBe(true);

    // Show more: ten skeleton cards, then the next page's results below; Show less takes them away.
    const more = await holdSearches(page);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => skeletons(page).count()).toBe(10);
    await expectAccessible(page);
    await more();
    await expect.poll(() => cards(page).count()).toBe(40);
    expect(await skeletons(page).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Show less" }).click();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await page.getByRole("button", { name: "Show less" }).count()).toBe(0);
    expect(await samePage()).toBe(true);

    // A page past the last is sent back to the first.
    await page.goto(`${baseUrl}/local/search/?${query}&page=${city.totalPages + 5}`);
    expect(pageParam(page)).toBeNull();
    expect(await pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await cards(page).count()).toBe(20);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
