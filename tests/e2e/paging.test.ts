/**
 * Paging the results in a real browser (spec search-and-compare §4, §9): on a desktop, the
 * page links move pages in place with six skeleton cards and a scroll back to the listings,
 * and the previous arrow comes back to page 1; on a phone, 'Show more' adds the next page below
 * with ten skeleton cards, and 'Show less' takes it away; axe on every state. The links as the
 * server renders them, and a page past the last going back to the first, are checked in
 * tests/worker/paging.test.tsx and tests/worker/pages-search.test.ts.
 */
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
});

afterAll(async () => {
  await browser?.close();
});

/** Large cities, the first with more than five pages of results is used. */
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

/** A city's results at this width, marked so that a reload (a page not moved in place) shows. */
async function openResults(width: number): Promise<{ page: Page; errors: string[]; samePage: () => Promise<boolean> }> {
  const city = await cityWithManyPages();
  const query = new URLSearchParams({ keyword: city.keyword, careType: "assisted-living" });
  const visited = await visit(browser, `${baseUrl}/local/search/?${query}`, { width });
  opened.push(visited);
  const { page } = visited;
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
  expect(await cards(page).count()).toBe(20);
  await expectAccessible(page);
  return { page, errors: visited.errors, samePage };
}

describe("paging the results", () => {
  it("at 1280 px: moves between pages in place, with skeleton cards and a scroll back to the listings", async () => {
    const { page, errors, samePage } = await openResults(1280);
    const pages = page.getByRole("navigation", { name: "Results pages" });

    // The next page: six skeleton cards while it loads, then its results, in place, scrolled to the listings.
    const firstOnPage1 = await cards(page).first().locator("h3").textContent();
    const release = await holdSearches(page);
    // From the keyboard, here and below: the cards above the page controls lay out only as they
    // near the screen (`content-visibility: auto`), so a pointer aimed at a control just
    // scrolled to can meet a card that grew in between.
    await pages.getByRole("link", { name: "Next page" }).press("Enter");
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
    await expectAccessible(page, "#listings");

    // The previous arrow goes back to page 1, whose URL has no page parameter.
    await pages.getByRole("link", { name: "Previous page" }).press("Enter");
    await expect.poll(() => pageParam(page)).toBeNull();
    await expect.poll(() => pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await cards(page).first().locator("h3").textContent()).toBe(firstOnPage1);
    expect(await samePage()).toBe(true);

    // The header's skip link to the page links is there while they are; once the list has no
    // page links (a filter leaves one page, and the island takes them away) it is off the keyboard path.
    const toPages = page.locator('.skip-link[href="#results-pages"]');
    expect(await toPages.isVisible()).toBe(true);
    await page.evaluate(() => document.getElementById("results-pages")?.remove());
    expect(await toPages.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);

  it("at 360 px: 'Show more' adds the next page below with skeleton cards, and 'Show less' takes it away", async () => {
    const { page, errors, samePage } = await openResults(360);
    const more = await holdSearches(page);
    await page.getByRole("button", { name: "Show more" }).press("Enter");
    await expect.poll(() => skeletons(page).count()).toBe(10);
    await expectAccessible(page, "#listings .provider-card-skeleton");
    await more();
    await expect.poll(() => cards(page).count()).toBe(40);
    expect(await skeletons(page).count()).toBe(0);
    await expectAccessible(page, "#listings");
    await page.getByRole("button", { name: "Show less" }).press("Enter");
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await page.getByRole("button", { name: "Show less" }).count()).toBe(0);
    expect(await samePage()).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});
