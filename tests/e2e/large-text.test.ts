/**
 * Large text on a phone (WCAG 2.2 1.4.4 and 1.4.10): with the browser's text size at 200 % on a
 * 390 px screen, every page type reflows: nothing scrolls sideways, the header sits above the
 * page instead of over it, the skip link stays out of sight until focused, and the compact
 * header, which could not hold its parts, stays away once the page scrolls. axe on each page
 * as it is at that size. And the site's own text-size control, with and without script.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const PHONE = { width: 390, height: 844 };
/** The browser's default text size, 16 px, doubled. */
const TEXT_200 = { standard: 32, fixed: 26 };
/** Each test visits several pages and runs axe on each. */
const SLOW_MS = 240_000;

let browser: Browser;
let provider: { id: number; url: string };
let second: { id: number };
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  [provider, second] = (await seededSearchResults<{ id: number; url: string }>(baseUrl)) as [
    { id: number; url: string },
    { id: number },
  ];
  expect(provider.url).toMatch(/^\/[a-z-]+\/texas\/[a-z-]+\/[a-z0-9-]+\/$/);
});

afterEach(async () => {
  await Promise.all(visits.splice(0).map((opened) => opened.close()));
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `url` on a 390 px phone (or a screen `width` wide) whose browser text size is 200 %. */
async function openLarge(url: string, javaScript: boolean, width = PHONE.width): Promise<Page> {
  const opened = await visit(browser, url, {
    ...PHONE,
    width,
    javaScript,
    prepare: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: TEXT_200 });
    },
  });
  visits.push(opened);
  return opened.page;
}

/** What a large-text visitor would notice of the layout: sideways scrolling, the header over the page. */
function layout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")?.getBoundingClientRect();
    const main = document.querySelector("main")?.getBoundingClientRect();
    const skip = document.querySelector(".skip-link")?.getBoundingClientRect();
    return {
      bodyFontPx: Number.parseFloat(getComputedStyle(document.body).fontSize),
      scrollWidth: document.documentElement.scrollWidth,
      headerOverMain: (header?.bottom ?? 0) - (main?.top ?? 0),
      skipLinkBottom: skip?.bottom ?? 0,
    };
  });
}

async function expectReflows(page: Page, path: string): Promise<void> {
  const seen = await layout(page);
  // The page's 18 px body text doubled: the browser's text size reaches the page.
  expect(seen.bodyFontPx, path).toBe(36);
  expect(seen.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  expect(seen.headerOverMain, `${path}: the header overlaps the page`).toBeLessThanOrEqual(0);
  expect(seen.skipLinkBottom, `${path}: the skip link shows unfocused`).toBeLessThanOrEqual(0);
}

describe("200 % text on a 390 px phone", () => {
  it(
    "search, a provider page and the home page, with JavaScript: reflowed, no compact header over the page",
    async () => {
      for (const path of ["/", "/local/search/?keyword=Austin%2C+TX", provider.url]) {
        const page = await openLarge(`${baseUrl}${path}`, true);
        await expectReflows(page, path);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.locator(".compact-header").isVisible()).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await expectAccessible(page);
      }
      // The skip link still comes into view for a keyboard user.
      const page = await openLarge(`${baseUrl}${provider.url}`, true);
      await page.keyboard.press("Tab");
      const skip = await page.locator(".skip-link").boundingBox();
      expect(skip && skip.y >= 0 && skip.x + skip.width <= PHONE.width).toBe(true);
    },
    SLOW_MS,
  );

  it(
    "every other page type, without JavaScript, on both brands, and the home page at 768 and 1024 px: reflowed",
    async () => {
      const paths = [
        "/senior-living/assisted-living/",
        "/senior-living/assisted-living/texas/",
        "/senior-living/assisted-living/texas/austin/",
        `/compare/?ids=${provider.id},${second.id}`,
        "/saved",
        "/reviews/write/",
        "/lp/",
        "/about/",
        "/site-map/",
      ];
      for (const path of paths) {
        const page = await openLarge(`${baseUrl}${path}`, false);
        await expectReflows(page, path);
        await expectAccessibleWithoutScripts(page);
      }
      // A tablet and a small laptop: the home page's columns wait for room, and the search
      // card keeps its button inside it.
      for (const width of [768, 1024]) {
        const page = await openLarge(`${baseUrl}/`, false, width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `home at ${width} px`,
        ).toBeLessThanOrEqual(width);
        const card = await page.locator(".hero .search-form").boundingBox();
        const button = await page.locator(".hero .search-form-submit").boundingBox();
        if (!card || !button) throw new Error("the home page has no search card");
        expect(
          button.x >= card.x && button.x + button.width <= card.x + card.width,
          `the Search button at ${width} px`,
        ).toBe(true);
      }
      // The second brand's wordmark is one long word.
      for (const path of ["/", provider.url]) {
        const page = await openLarge(`${secondBrandOrigin}${path}`, false);
        await expectReflows(page, `second brand ${path}`);
      }
    },
    SLOW_MS,
  );
});

describe("the header's text-size control", () => {
  it.each([true, false])(
    "with JavaScript %s: Largest text enlarges the page, stays after a reload and on the next page, Standard undoes it",
    async (javaScript) => {
      const opened = await visit(browser, `${baseUrl}/local/search/?keyword=Austin%2C+TX`, { ...PHONE, javaScript });
      visits.push(opened);
      const { page } = opened;
      const rootPx = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(await rootPx()).toBe(16);
      const largest = page.getByRole("button", { name: "Largest text" });
      await expect.poll(() => largest.getAttribute("aria-pressed")).toBe("false");
      await Promise.all([page.waitForURL(/\/local\/search\/\?keyword=Austin/), largest.click()]);
      await expect.poll(rootPx).toBe(24);
      expect(await page.getByRole("button", { name: "Largest text" }).getAttribute("aria-pressed")).toBe("true");
      // 150 % on a 390 px phone: still no sideways scrolling, and no compact header.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (javaScript) await expectAccessible(page);
      else await expectAccessibleWithoutScripts(page);
      await page.reload();
      expect(await rootPx()).toBe(24);
      await page.goto(`${baseUrl}${provider.url}`);
      expect(await rootPx()).toBe(24);
      await Promise.all([
        page.waitForURL(`${baseUrl}${provider.url}`),
        page.getByRole("button", { name: "Standard text" }).click(),
      ]);
      await expect.poll(rootPx).toBe(16);
    },
    SLOW_MS,
  );
});
