/**
 * The breadcrumb trail of a provider page in a real browser, on both brands, on a phone and
 * a desktop: exposed as a navigation landmark named Breadcrumb whose list reads care type,
 * state, city and provider, the provider marked as the current page, on screen without
 * sideways scrolling, and axe clean.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

interface SearchResult {
  url: string;
  name: string;
}

let browser: Browser;
let provider: SearchResult;

beforeAll(async () => {
  browser = await launchChromium();
  const response = await fetch(`${baseUrl}/api/enhanced-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ keyword: "Austin, TX", careType: "assisted-living" }),
  });
  const { results } = (await response.json()) as { results: SearchResult[] };
  // One in Austin itself: the search also lists communities of the cities around it.
  provider = results.find((result) => result.url.startsWith("/assisted-living/texas/austin/")) as SearchResult;
  expect(provider).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

describe("the provider page's breadcrumb trail", () => {
  it.each([
    ["the main brand", 360, baseUrl],
    ["the main brand", 1280, baseUrl],
    ["the second brand", 360, `http://seniorhousing.localhost:${port}`],
    ["the second brand", 1280, `http://seniorhousing.localhost:${port}`],
  ])("reads care type, state, city, provider on %s at %i px", async (_, width, origin) => {
    const visited = await visit(browser, `${origin}${provider.url}`, { width, hydration: "load" });
    const { page } = visited;
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect
      .poll(() => trail.getByRole("listitem").allInnerTexts())
      .toEqual(["Assisted Living", "Texas", "Austin", provider.name]);
    const current = trail.locator('[aria-current="page"]');
    expect(await current.innerText()).toBe(provider.name);
    expect(await trail.getByRole("link").count()).toBe(0);
    // The trail wraps rather than pushing the page sideways, and its text is at least 16 px.
    const box = await trail.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= width).toBe(true);
    const size = await current.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
    await expectAccessible(page);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });
});
