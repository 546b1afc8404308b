/**
 * The site header's menus in a real browser, on both brands (spec lead-capture-and-chrome §2
 * 'Fixed mega-menu links', 'Header behaviour by page type', §4 'Mobile drawer', §6, §9): the
 * mega menu at 1280 px by mouse and by keyboard alone, and without JavaScript; the drawer at
 * 360 px (open, a sub-page, Back, Tab kept inside, the page not scrolling, Escape); the compact
 * header on a provider page once scrolled, with nothing moving; the Back button after a visit
 * within the site and never on a fresh tab. axe on every state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const BRANDS = [
  { brand: "carefind", origin: baseUrl, saved: true },
  { brand: "seniorhousing", origin: `http://seniorhousing.localhost:${port}`, saved: false },
] as const;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
/** Each test runs axe on several states. */
const SLOW_MS = 120_000;

let browser: Browser;
let providerPath: string;

beforeAll(async () => {
  browser = await launchChromium();
  const results = await seededSearchResults<{ url: string }>(baseUrl);
  providerPath = results[0]?.url ?? "";
  expect(providerPath).toMatch(/^\/[a-z-]+\/texas\/[a-z-]+\/[a-z0-9-]+\/$/);
});

afterAll(async () => {
  await browser?.close();
});

const menuButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** Presses Tab until the named control has focus (at most 15 times), as a keyboard user gets there. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press("Tab");
    if ((await focusedText(page)) === text) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

describe.each(BRANDS)("the menus on $brand", ({ origin, saved }) => {
  it(
    "opens one mega-menu panel at a time by mouse and closes it on a click outside",
    async () => {
      const visited = await visit(browser, `${origin}/`, DESKTOP);
      const { page } = visited;
      const living = menuButton(page, "Senior Living");
      const care = menuButton(page, "Senior Care");
      expect(await living.getAttribute("aria-expanded")).toBe("false");
      await living.click();
      expect(await living.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await living.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole("link", { name: "Assisted Living" }).getAttribute("href")).toBe(
        "/senior-living/assisted-living/",
      );
      await expectAccessible(page);
      await care.click();
      expect(await living.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.isVisible()).toBe(false);
      expect(await care.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByRole("link", { name: "Hospice", exact: true }).first().isVisible()).toBe(true);
      await page.mouse.click(640, 880);
      expect(await care.getAttribute("aria-expanded")).toBe("false");
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );

  it(
    "works by keyboard alone: Tab, Enter, arrows into the panel, Escape back to the button",
    async () => {
      // Only the eager islands: the menu wakes at the keyboard's first touch, as it does for a visitor.
      const visited = await visit(browser, `${origin}/`, { ...DESKTOP, hydration: "load" });
      const { page } = visited;
      await tabTo(page, "Senior Living");
      await page.keyboard.press("Enter");
      const living = menuButton(page, "Senior Living");
      await expect.poll(() => living.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => focusedText(page)).toBe("Assisted Living");
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe("Memory Care");
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      expect(await living.getAttribute("aria-expanded")).toBe("false");
      expect(await focusedText(page)).toBe("Senior Living");
      // Tab past a closed panel goes on to the next menu, not into hidden links.
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe("Senior Care");
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );

  it(
    "reaches every menu link without JavaScript: the panel opens while focus is inside it, Menu leads to the footer",
    async () => {
      const desktop = await visit(browser, `${origin}/`, { ...DESKTOP, javaScript: false });
      await tabTo(desktop.page, "Senior Living");
      const panel = desktop.page.locator("#site-menu-panel-0");
      expect(await panel.isVisible()).toBe(true);
      await desktop.page.keyboard.press("Tab");
      expect(await focusedText(desktop.page)).toBe("Assisted Living");
      await desktop.close();
      const phone = await visit(browser, `${origin}/`, { ...PHONE, javaScript: false });
      await phone.page.getByRole("button", { name: "Menu" }).click();
      expect(new URL(phone.page.url()).hash).toBe("#site-footer-nav");
      const footerNav = phone.page.getByRole("navigation", { name: "Site" });
      expect(await footerNav.getByRole("link", { name: "Home Care", exact: true }).getAttribute("href")).toBe(
        "/senior-care/in-home-care/",
      );
      await phone.close();
    },
    SLOW_MS,
  );

  it.each([
    ["search", "/local/search/?keyword=Austin%2C+TX&careType=assisted-living"],
    ["geo city", "/senior-living/assisted-living/texas/austin/"],
  ])(
    "lands on the footer's menu past a %s page's cards without JavaScript, on a phone and a desktop",
    async (_name, path) => {
      for (const size of [PHONE, DESKTOP]) {
        const visited = await visit(browser, `${origin}${path}`, { ...size, javaScript: false });
        const { page } = visited;
        expect(await page.locator(".result-list > li").count()).toBeGreaterThan(10);
        await page.locator('a[href="#site-footer-nav"]').focus();
        await page.keyboard.press("Enter");
        expect(new URL(page.url()).hash).toBe("#site-footer-nav");
        // Once the page has stopped moving, the footer's menu is at the top of the screen (below
        // the compact header, where the page has one), or as near it as the page's end allows.
        let last = -1;
        await expect
          .poll(
            async () => {
              const now = await page.evaluate(() => window.scrollY);
              const settled = now === last;
              last = now;
              return settled;
            },
            { interval: 250, timeout: 10_000 },
          )
          .toBe(true);
        const landed = await page.locator("#site-footer-nav").evaluate((nav) => ({
          top:
            nav.getBoundingClientRect().top -
            (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0),
          atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        }));
        const where = `the footer's menu is ${landed.top} px from where an anchor lands (${size.width} px wide)`;
        expect(landed.top, where).toBeGreaterThan(-2);
        expect(landed.top < 2 || (landed.atEnd && landed.top < size.height), where).toBe(true);
        await visited.close();
      }
    },
    SLOW_MS,
  );

  it(
    "opens the drawer at 360 px: focus inside and kept there, a sub-page and Back, the page still, Escape",
    async () => {
      const visited = await visit(browser, `${origin}/`, PHONE);
      const { page } = visited;
      const opener = page.getByRole("button", { name: "Menu" });
      await opener.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      expect(await drawer.isVisible()).toBe(true);
      expect(await opener.getAttribute("aria-expanded")).toBe("true");
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      // spec: §2, §6, Saved in the drawer on the main live site only; the search bar is in it.
      expect(await drawer.getByRole("link", { name: "Saved" }).count()).toBe(saved ? 1 : 0);
      expect(await drawer.getByRole("textbox", { name: "Location" }).isVisible()).toBe(true);
      await expectAccessible(page);
      // Tab and Shift+Tab never leave the drawer.
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press(step % 5 === 4 ? "Shift+Tab" : "Tab");
        expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      // The page under it does not scroll.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A sub-page of links, and Back to the main page.
      await drawer.getByRole("button", { name: "Senior Care" }).click();
      expect(await drawer.getByRole("link", { name: "Home Care" }).getAttribute("href")).toBe(
        "/senior-care/in-home-care/",
      );
      expect(await drawer.getByRole("link", { name: "Geriatric Care Managers" }).isVisible()).toBe(true);
      expect(await focusedText(page)).toBe("‹ Back");
      await expectAccessible(page);
      await drawer.getByRole("button", { name: "Back" }).click();
      expect(await drawer.getByRole("link", { name: "Home Care" }).count()).toBe(0);
      expect(await focusedText(page)).toBe("Senior Care ›");
      await page.keyboard.press("Escape");
      // The dialog closes at once; the opener's state and the focus follow React's render.
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => focusedText(page)).toBe("Menu");
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );

  it.each([
    [PHONE, 56],
    [DESKTOP, 72],
  ])(
    "swaps in the compact header on a provider page once scrolled, with nothing moving (%o)",
    async (size, height) => {
      const visited = await visit(browser, `${origin}${providerPath}`, size);
      const { page } = visited;
      const compact = page.locator(".compact-header");
      expect(await compact.isVisible()).toBe(false);
      const mainTop = () =>
        page.evaluate(() => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + scrollY);
      const before = await mainTop();
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => compact.isVisible()).toBe(true);
      const box = await compact.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBe(height);
      expect(await mainTop()).toBe(before);
      expect(await compact.getByRole("link", { name: "Get Costs" }).getAttribute("href")).toBe("#get-costs");
      expect(await compact.getByRole("link", { name: /\(800\) 555-0142/ }).count()).toBe(1);
      await expectAccessible(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => compact.isVisible()).toBe(false);
      await visited.close();
    },
    SLOW_MS,
  );

  it(
    "shows Back after a visit within the site, going back, and never on a fresh tab",
    async () => {
      const visited = await visit(browser, `${origin}/reviews/write/`, DESKTOP);
      const { page } = visited;
      const back = page.locator(".site-header").getByRole("button", { name: "Back", exact: true });
      expect(await back.count()).toBe(0);
      await page.locator(".site-header").getByRole("link", { name: /home$/ }).click();
      await page.waitForURL(`${origin}/`);
      await page.mouse.move(10, 300);
      await page.mouse.move(20, 320);
      await expect.poll(() => back.count()).toBe(1);
      await expectAccessible(page);
      await back.click();
      await page.waitForURL(`${origin}/reviews/write/`);
      expect(visited.errors).toEqual([]);
      await visited.close();
    },
    SLOW_MS,
  );
});
