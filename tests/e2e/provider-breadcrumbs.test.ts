/**
 * The breadcrumb trail of a provider page in a real browser, on a phone, where space is
 * short: the navigation landmark named Breadcrumb whose list reads care type, state, city and
 * provider to assistive technology, the provider marked as the current page, wrapping inside
 * the screen rather than pushing the page sideways, its text at least 16 px, and axe clean. The
 * trail's links on both brands and the robots rule (noindex on a thin page only) are server
 * output, the Worker's tests (tests/worker/provider-breadcrumbs.test.ts).
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

interface SearchResult {
  id: number;
  url: string;
  name: string;
}

const WIDTH = 360;

let browser: Browser;
let provider: SearchResult;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  const results = await seededSearchResults<SearchResult>(baseUrl);
  // One in Austin itself: the search also lists communities of the cities around it.
  provider = results.find((result) => result.url.startsWith("/assisted-living/texas/austin/")) as SearchResult;
  expect(provider).toBeDefined();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

describe("the provider page's breadcrumb trail", () => {
  it("reads care type, state, city, provider, and wraps inside a 360 px screen in text of 16 px or more (second brand)", async () => {
    opened = await visit(browser, `${secondBrandOrigin}${provider.url}`, { width: WIDTH, hydration: "load" });
    const { page } = opened;
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await trail.getByRole("listitem").allInnerTexts()).toEqual([
      "Assisted Living",
      "Texas",
      "Austin",
      provider.name,
    ]);
    const current = trail.locator('[aria-current="page"]');
    expect(await current.innerText()).toBe(provider.name);
    expect(await trail.getByRole("link").allInnerTexts()).toEqual(["Assisted Living", "Texas", "Austin"]);
    // The trail wraps rather than pushing the page sideways, and its text is at least 16 px.
    const box = await trail.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= WIDTH).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    const sizes = await trail
      .locator("li > *")
      .evaluateAll((crumbs) => crumbs.map((crumb) => Number.parseFloat(getComputedStyle(crumb).fontSize)));
    expect(sizes).toHaveLength(4);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    await expectAccessible(page);
    expect(opened.errors).toEqual([]);
  });
});
