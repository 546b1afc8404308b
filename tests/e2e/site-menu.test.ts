/**
 * The site header's menus in a real browser (spec lead-capture-and-chrome §2 'Fixed mega-menu
 * links', 'Header behaviour by page type', §4 'Mobile drawer', §6, §9): the mega menu at
 * 1280 px by mouse (main brand) and by keyboard alone (second brand), and without JavaScript;
 * Menu without JavaScript landing on the footer's menu past a list of cards, on a phone and a
 * desktop; the drawer at 360 px (open, a sub-page, Back, Tab kept inside, the page not
 * scrolling, Escape); the compact header on a provider page once scrolled, with nothing moving,
 * at both widths; the Back button after a visit within the site and never on a fresh tab. The
 * header is the same on every page, so the drawer and the keyboard are tried on the provider
 * pages the compact header needs. axe on each page at each width, and on each part as it
 * changes. The links the header and footer carry on each brand are checked in
 * tests/worker/site-chrome.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit, waitForHydration } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
/** Below the mega menu's 992 px: the Menu control shows. */
const TABLET = { width: 800, height: 1000 };
/** Each test runs axe on several states. */
const SLOW_MS = 120_000;

let browser: Browser;
let providerPath: string;
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const results = await seededSearchResults<{ url: string }>(baseUrl);
  providerPath = results[0]?.url ?? "";
  expect(providerPath).toMatch(/^\/[a-z-]+\/texas\/[a-z-]+\/[a-z0-9-]+\/$/);
});

afterEach(async () => {
  // Every visitor's browser closes, whether the test passed or not.
  await Promise.all(visits.splice(0).map((opened) => opened.close()));
});

afterAll(async () => {
  await browser?.close();
});

async function open(url: string, options: VisitOptions): Promise<Visit> {
  const opened = await visit(browser, url, options);
  visits.push(opened);
  return opened;
}

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

/**
 * Where the page is and what of it is laid out: the scroll position, the footer menu's distance
 * from where an anchor lands, and which cards have their content laid out (a card out of view
 * skips its layout until it nears the screen: ui/styles/search.css).
 */
function pagePosition(page: Page) {
  return page.evaluate(() => {
    const nav = document.getElementById("site-footer-nav");
    const scrollPadding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const laidOut = [...document.querySelectorAll(".result-list > li > *")].map((card) =>
      card.checkVisibility({ contentVisibilityAuto: true }),
    );
    return {
      scrollY: window.scrollY,
      top: (nav?.getBoundingClientRect().top ?? Number.NaN) - scrollPadding,
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      laidOut: laidOut.map((shown) => (shown ? "1" : "0")).join(""),
    };
  });
}

/**
 * Waits until the page has stopped moving: the same position before and after a rendering of
 * the page. A screenshot makes the browser render a frame (the cards near the screen laid out,
 * the scroll kept on its target), and a page without script has no frame callback to wait on.
 */
async function settledPosition(page: Page) {
  let position = await pagePosition(page);
  for (let frame = 0; frame < 20; frame++) {
    await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
    const next = await pagePosition(page);
    if (JSON.stringify(next) === JSON.stringify(position)) return position;
    position = next;
  }
  throw new Error(`the page never stopped moving: ${JSON.stringify(position)}`);
}

/**
 * Menu without JavaScript: its link to the footer's menu, followed by keyboard, lands on that
 * menu at the top of the screen (or as near as the page's end allows) once the page has stopped
 * moving, past the cards above it.
 */
async function expectMenuLandsOnFooter(page: Page, height: number): Promise<void> {
  expect(await page.locator(".result-list > li").count()).toBeGreaterThan(10);
  await page.getByRole("button", { name: "Menu" }).focus();
  await page.keyboard.press("Enter");
  // The jump is a navigation within the page: the address changes once the browser has made it.
  await page.waitForURL((url) => url.hash === "#site-footer-nav");
  const landed = await settledPosition(page);
  const where = `the footer's menu is ${landed.top} px from where an anchor lands`;
  expect(landed.top, where).toBeGreaterThan(-2);
  expect(landed.top < 2 || (landed.atEnd && landed.top < height), where).toBe(true);
}

describe("the mega menu at 1280 px", () => {
  it(
    "main brand: Back shows after a visit within the site and goes back; by mouse one panel opens at a time and a click outside closes it",
    async () => {
      const { page, errors } = await open(`${baseUrl}/reviews/write/`, DESKTOP);
      // From 992 px the mega menu is in the row and the phone's Menu control is gone; the bar
      // keeps to one line down to that width.
      expect(await page.locator(".drawer-open").isVisible()).toBe(false);
      for (const width of [1280, 992]) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        const tops = await page
          .locator(".mega-bar > .mega-item")
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${width} px`).toBe(1);
      }
      await page.setViewportSize(DESKTOP);
      const back = page.locator(".site-header").getByRole("button", { name: "Back", exact: true });
      // A fresh tab has nowhere to go back to.
      expect(await back.count()).toBe(0);
      await page.locator(".site-header").getByRole("link", { name: /home$/ }).click();
      await page.waitForURL(`${baseUrl}/`);
      await waitForHydration(page);
      await expect.poll(() => back.count()).toBe(1);

      const living = menuButton(page, "Senior Living");
      const care = menuButton(page, "Senior Care");
      expect(await living.getAttribute("aria-expanded")).toBe("false");
      await living.click();
      expect(await living.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${await living.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole("link", { name: "Assisted Living" }).isVisible()).toBe(true);
      await expectAccessible(page);
      await care.click();
      expect(await living.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.isVisible()).toBe(false);
      expect(await care.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByRole("link", { name: "Hospice", exact: true }).first().isVisible()).toBe(true);
      await page.mouse.click(640, 880);
      expect(await care.getAttribute("aria-expanded")).toBe("false");

      await back.click();
      await page.waitForURL(`${baseUrl}/reviews/write/`);
      expect(errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "main brand, without JavaScript: reaches the menu's links, the panel open while focus is inside it",
    async () => {
      const { page } = await open(`${baseUrl}/`, { ...DESKTOP, javaScript: false });
      await tabTo(page, "Senior Living");
      const panel = page.locator("#site-menu-panel-0");
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe("Assisted Living");
      await expectAccessibleWithoutScripts(page, ".site-header");
    },
    SLOW_MS,
  );
});

describe("Menu without JavaScript", () => {
  it(
    "main brand, on a phone: lands on the footer's menu past a search page's cards",
    async () => {
      const { page } = await open(`${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`, {
        ...PHONE,
        javaScript: false,
      });
      await expectMenuLandsOnFooter(page, PHONE.height);
    },
    SLOW_MS,
  );

  it(
    "second brand, on a tablet: lands on the footer's menu past a geo city page's cards",
    async () => {
      const { page } = await open(`${secondBrandOrigin}/senior-living/assisted-living/texas/austin/`, {
        ...TABLET,
        javaScript: false,
      });
      await expectMenuLandsOnFooter(page, TABLET.height);
    },
    SLOW_MS,
  );
});

/**
 * The compact header (spec §2 'Header behaviour by page type'): away at the top of a provider
 * page, it takes the top of the screen once the page is scrolled, at the given height, while
 * the page under it stays where it was; and goes again back at the top. axe on it.
 */
async function expectCompactHeaderOnScroll(page: Page, height: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const compact = page.locator(".compact-header");
  await expect.poll(() => compact.isVisible()).toBe(false);
  const mainTop = () =>
    page.evaluate(() => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + scrollY);
  const before = await mainTop();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => compact.isVisible()).toBe(true);
  const box = await compact.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(height);
  expect(await mainTop()).toBe(before);
  // Its action whole inside it, and the advisor line on one line ('Call ' shows from 480 px).
  const action = await compact.getByRole("link", { name: "Get Costs" }).boundingBox();
  expect(action && action.y >= 0 && action.y + action.height <= height).toBe(true);
  const phone = compact.locator(".compact-header-phone");
  const phoneBox = await phone.boundingBox();
  expect(phoneBox?.height).toBe(48);
  const wide = await page.evaluate(() => window.innerWidth >= 480);
  expect(await phone.innerText()).toMatch(wide ? /^Call \(\d{3}\) \d{3}-\d{4}$/ : /^\(\d{3}\) \d{3}-\d{4}$/);
  await expectAccessible(page, ".compact-header");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => compact.isVisible()).toBe(false);
}

describe("the header on a provider page", () => {
  it(
    "main brand, 360 px: the drawer (focus inside and kept there, a sub-page and Back, the page still, Escape); once scrolled, the compact header, 56 px tall",
    async () => {
      const { page, errors } = await open(`${baseUrl}${providerPath}`, {
        ...PHONE,
        // Every scroll of the page and every wheel it is given, in order, as the page sees them.
        prepare: (fresh) =>
          fresh.addInitScript(() => {
            const seen: string[] = [];
            Object.defineProperty(window, "scrollsSeen", { value: seen });
            window.addEventListener("wheel", () => seen.push("wheel"), { capture: true, passive: true });
            window.addEventListener("scroll", () => seen.push(`scroll to ${window.scrollY}`), { passive: true });
          }),
      });
      const scrollsSeen = () => page.evaluate(() => (window as unknown as { scrollsSeen: string[] }).scrollsSeen);
      /** Two frames after the wheel reached the page: a wheel scrolls the page in the frame that delivers it. */
      const framesAfterWheel = async () => {
        await expect.poll(async () => (await scrollsSeen()).includes("wheel")).toBe(true);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
        );
      };

      const opener = page.getByRole("button", { name: "Menu" });
      await opener.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      expect(await drawer.isVisible()).toBe(true);
      expect(await opener.getAttribute("aria-expanded")).toBe("true");
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      // spec: §2, §6, Saved in the drawer on the main live site only (the second brand's has none:
      // tests/worker/site-chrome.test.ts); the search bar is in it.
      expect(await drawer.getByRole("link", { name: "Saved" }).count()).toBe(1);
      expect(await drawer.getByRole("textbox", { name: "Location" }).isVisible()).toBe(true);
      await expectAccessible(page);
      // Tab and Shift+Tab never leave the drawer.
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press(step % 5 === 4 ? "Shift+Tab" : "Tab");
        expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      // The page under it does not scroll: a wheel beside the drawer has reached the page, and two
      // frames on nothing has moved.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.mouse.move(20, 400);
      await page.mouse.wheel(0, 800);
      await framesAfterWheel();
      expect(await scrollsSeen()).toEqual(["wheel"]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // A sub-page of links, and Back to the main page.
      await drawer.getByRole("button", { name: "Senior Care" }).click();
      expect(await drawer.getByRole("link", { name: "Home Care" }).getAttribute("href")).toBe(
        "/senior-care/in-home-care/",
      );
      expect(await drawer.getByRole("link", { name: "Geriatric Care Managers" }).isVisible()).toBe(true);
      expect(await focusedText(page)).toBe("‹ Back");
      await expectAccessible(page, ".site-drawer");
      await drawer.getByRole("button", { name: "Back" }).click();
      expect(await drawer.getByRole("link", { name: "Home Care" }).count()).toBe(0);
      expect(await focusedText(page)).toBe("Senior Care ›");
      await page.keyboard.press("Escape");
      // The dialog closes at once; the opener's state and the focus follow React's render.
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => focusedText(page)).toBe("Menu");
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      // With the drawer closed the same wheel scrolls the page, within the same two frames.
      await page.evaluate(() => (window as unknown as { scrollsSeen: string[] }).scrollsSeen.splice(0));
      await page.mouse.wheel(0, 800);
      await framesAfterWheel();
      expect((await scrollsSeen()).some((seen) => seen.startsWith("scroll to"))).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await expectCompactHeaderOnScroll(page, 56);
      expect(errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "second brand, 1280 px: the mega menu by keyboard alone (Tab, Enter, arrows into the panel, Escape back to the button); once scrolled, the compact header, 72 px tall",
    async () => {
      // Only the eager islands: the menu wakes at the keyboard's first touch, as it does for a visitor.
      const { page, errors } = await open(`${secondBrandOrigin}${providerPath}`, { ...DESKTOP, hydration: "load" });
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

      await waitForHydration(page);
      await expectCompactHeaderOnScroll(page, 72);
      expect(errors).toEqual([]);
    },
    SLOW_MS,
  );
});
