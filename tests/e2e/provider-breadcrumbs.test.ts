/**
 * The breadcrumb trail of a provider page in a real browser, on both brands, on a phone and
 * a desktop: exposed as a navigation landmark named Breadcrumb whose list reads care type,
 * state, city and provider, the provider marked as the current page, on screen without
 * sideways scrolling, and axe clean. And the robots rule: a thin page (no reviews, no
 * description to speak of, few amenities...) tells search engines to leave it out, a full one
 * does not.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerPageNoindex } from "../../domain/providers/provider-structured-data.ts";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");

interface SearchResult {
  id: number;
  url: string;
  name: string;
}

let browser: Browser;
let provider: SearchResult;

beforeAll(async () => {
  browser = await launchChromium();
  const results = await seededSearchResults<SearchResult>(baseUrl);
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
    expect(
      await trail.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/senior-living/assisted-living/",
      "/senior-living/assisted-living/texas/",
      "/senior-living/assisted-living/texas/austin/",
    ]);
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

describe("the provider page's robots rule", () => {
  /**
   * A page of each kind: thin (noindex; the real South Carolina nursing homes have no reviews or
   * long description) and full (indexable), judged by the rule itself from the API's record.
   */
  async function pagesByKind(): Promise<{ thin: string; full: string }> {
    const found: Partial<Record<"thin" | "full", string>> = {};
    for (const keyword of ["Columbia, SC", "Austin, TX"]) {
      const results = await seededSearchResults<SearchResult>(baseUrl, { keyword, careType: "nursing-homes" });
      for (const result of results) {
        const record = (await (await fetch(`${baseUrl}/v2/location/${result.id}`)).json()) as ProviderRecord;
        found[providerPageNoindex(record) ? "thin" : "full"] ??= result.url;
        if (found.thin && found.full) return found as { thin: string; full: string };
      }
    }
    throw new Error(`no thin and full nursing-home pages found: ${JSON.stringify(found)}`);
  }

  it.each([
    ["the main brand", 360, baseUrl],
    ["the second brand", 1280, `http://seniorhousing.localhost:${port}`],
  ])("puts noindex on a thin page only, on %s at %i px", async (_, width, origin) => {
    const { thin, full } = await pagesByKind();
    for (const [url, robots] of [
      [thin, "noindex"],
      [full, null],
    ] as const) {
      const visited = await visit(browser, `${origin}${url}`, { width, hydration: "load" });
      const { page } = visited;
      const meta = page.locator('meta[name="robots"]');
      expect(robots === null ? await meta.count() : await meta.getAttribute("content"), url).toBe(
        robots === null ? 0 : robots,
      );
      await expectAccessible(page);
      expect(visited.errors).toEqual([]);
      await visited.close();
    }
  });
});
