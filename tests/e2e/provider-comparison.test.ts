/**
 * The provider page's comparison carousel in a real browser (spec reviews-and-provider-page
 * §2, §9): 1 card visible below 768 px, 2 below 991 px, 3 above; Previous, Next and the arrow
 * keys move by one card and wrap, at each of those widths; it moves on by itself every 3 s
 * unless the visitor prefers reduced motion, and Pause stops it (on the page's own clock); a
 * card's review count leads to that provider's reviews; a focusable list that scrolls sideways
 * without script; the dots under it move to their slide and mark it current, and without
 * script they are links that scroll to their card. The tests take turns between the brands
 * and the widths; axe on each page state. The cards, their links, the region's label and the
 * server HTML without controls are the Worker's tests (tests/worker/provider-nearby.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, pauseClock, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const SECTION = "section[aria-labelledby='provider-comparison-heading']";
/** Clicks, keys, axe runs and clock steps on a shared machine: more than the default minute. */
const FLOW_TIMEOUT_MS = 150_000;

let browser: Browser;
/** A provider page whose carousel has at least 5 cards, and how many. */
let providerPath: string;
let cardCount: number;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  for (const keyword of ["Austin, TX", "Chicago, IL", "Phoenix, AZ"]) {
    const results = await seededSearchResults<{ url: string }>(baseUrl, { keyword, careType: "assisted-living" });
    for (const result of results.slice(0, 5)) {
      const html = await (await fetch(`${baseUrl}${result.url}`)).text();
      const count = html.match(/class="comparison-card"/g)?.length ?? 0;
      if (count >= 5) {
        providerPath = result.url;
        cardCount = count;
        return;
      }
    }
  }
  throw new Error("no demo provider with a carousel of at least 5 cards");
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

/** Indexes of the cards lying wholly inside the carousel's scrolling box. */
function visibleCards(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const track = document.querySelector(".comparison-track");
    if (!track) return [];
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll(".comparison-card")].flatMap((card, index) => {
      const rect = card.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1 ? [index] : [];
    });
  });
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + index);
}

async function expectVisible(page: Page, expected: number[]): Promise<void> {
  await expect.poll(() => visibleCards(page), { timeout: 5000 }).toEqual(expected);
}

/**
 * Moves the pointer off the carousel (to the header, at the top of the page) and focus out of
 * it, as a visitor reading elsewhere would. No action that waits for animation frames: the
 * tests that call it stop the page's clock.
 */
async function leaveCarousel(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.mouse.move(5, 5);
}

/** Presses a button from the keyboard: a click would wait for animation frames the stopped clock holds back. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

/** Previous, Next and the arrow keys with `perView` cards a screen: by one card, wrapping both ways. */
async function expectMovesByOne(page: Page, perView: number): Promise<void> {
  const section = page.locator(SECTION);
  const next = section.getByRole("button", { name: "Next provider" });
  const previous = section.getByRole("button", { name: "Previous provider" });
  const lastStart = cardCount - perView;
  await next.click();
  await expectVisible(page, range(1, perView));
  await previous.click();
  await expectVisible(page, range(0, perView));
  await previous.click();
  await expectVisible(page, range(lastStart, perView));
  await next.click();
  await expectVisible(page, range(0, perView));

  await section.getByRole("region", { name: "Providers to compare" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expectVisible(page, range(lastStart, perView));
  await page.keyboard.press("ArrowRight");
  await expectVisible(page, range(0, perView));
  await page.keyboard.press("ArrowRight");
  await expectVisible(page, range(1, perView));
}

/** The carousel at load: inside the screen, `perView` cards shown, its controls large enough. */
async function expectLaidOut(page: Page, perView: number): Promise<void> {
  const section = page.locator(SECTION);
  await section.scrollIntoViewIfNeeded();
  // The row of cards scrolls inside the page's column: neither it nor the page runs past the screen.
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    track: (document.querySelector(".comparison-track")?.getBoundingClientRect().right ?? 0) - window.innerWidth,
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.track).toBeLessThanOrEqual(0);
  await expectVisible(page, range(0, perView));
  // The controls are large enough to hit (WCAG 2.5.8, 24 px).
  const next = section.getByRole("button", { name: "Next provider" });
  expect(await next.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(24);
}

describe("the comparison carousel", () => {
  it(
    "shows 1 card at 360 px, moves by one with Previous, Next and the arrow keys, wrapping both ways, and its review count leads to that provider's reviews (main brand)",
    async () => {
      opened = await visit(browser, `${baseUrl}${providerPath}`, {
        width: 360,
        prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
      });
      const { page } = opened;
      await expectLaidOut(page, 1);
      await expectAccessible(page);
      await expectMovesByOne(page, 1);
      await expectAccessible(page, SECTION);

      // Card 2 is on screen: its review count leads to its provider's page, at the reviews.
      const card = page.locator(SECTION).locator(".comparison-card").nth(1);
      const name = (await card.locator("h3 a").textContent()) ?? "";
      const href = (await card.locator("h3 a").getAttribute("href")) ?? "";
      expect(href).not.toBe(providerPath);
      await card.locator(".comparison-rating a").click();
      await page.waitForURL(`${baseUrl}${href}#all_reviews_section`);
      expect(await page.locator("h1").textContent()).toBe(name);
      expect(opened.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows 3 cards at 1280 px, moves by one with Previous, Next and the arrow keys, wrapping both ways (second brand)",
    async () => {
      opened = await visit(browser, `${secondBrandOrigin}${providerPath}`, {
        width: 1280,
        prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
      });
      const { page } = opened;
      await expectLaidOut(page, 3);
      await expectAccessible(page);
      await expectMovesByOne(page, 3);
      await expectAccessible(page, SECTION);
      expect(opened.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "shows 2 cards at 900 px, moving by one and wrapping there too (main brand)",
    async () => {
      opened = await visit(browser, `${baseUrl}${providerPath}`, {
        width: 900,
        prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
      });
      const { page } = opened;
      await expectLaidOut(page, 2);
      await expectAccessible(page);
      await expectMovesByOne(page, 2);
      expect(opened.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "never moves by itself with reduced motion, and otherwise moves on every 3 s until Pause (second brand, 360 px)",
    async () => {
      // Opened with reduced motion and the clock stopped; then the visitor's preference changes,
      // and the 3 s start from a known instant.
      opened = await visit(browser, `${secondBrandOrigin}${providerPath}`, {
        width: 360,
        prepare: async (page) => {
          await page.emulateMedia({ reducedMotion: "reduce" });
          await page.clock.install();
        },
      });
      const { page } = opened;
      const perView = 1;
      await pauseClock(page);
      await leaveCarousel(page);
      await page.clock.runFor(10_000);
      await expectVisible(page, range(0, perView));
      expect(await page.getByRole("button", { name: /automatic scrolling/ }).count()).toBe(0);

      await page.emulateMedia({ reducedMotion: "no-preference" });
      await expect.poll(() => page.getByRole("button", { name: "Pause automatic scrolling" }).count()).toBe(1);
      const nextStart = (index: number) => (index + 1 > cardCount - perView ? 0 : index + 1);
      await page.clock.runFor(2900);
      await expectVisible(page, range(0, perView));
      await page.clock.runFor(200);
      await expectVisible(page, range(nextStart(0), perView));

      await press(page, "Pause automatic scrolling");
      await expect.poll(() => page.getByRole("button", { name: "Play automatic scrolling" }).count()).toBe(1);
      await leaveCarousel(page);
      await page.clock.runFor(9000);
      await expectVisible(page, range(nextStart(0), perView));
      await press(page, "Play automatic scrolling");
      await leaveCarousel(page);
      await page.clock.runFor(3100);
      await expectVisible(page, range(nextStart(nextStart(0)), perView));
      // axe waits on timers: the clock runs again for it, playing, then paused.
      await page.clock.resume();
      await expectAccessible(page, SECTION);
      await press(page, "Pause automatic scrolling");
      await expectAccessible(page, SECTION);
      expect(opened.errors).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "moves to the slide of the dot pressed and marks that dot current, one dot per stop: a card each at 360 px (main brand), the last three together at 1280 px (second brand)",
    async () => {
      for (const [origin, width, perView] of [
        [baseUrl, 360, 1],
        [secondBrandOrigin, 1280, 3],
      ] as const) {
        opened = await visit(browser, `${origin}${providerPath}`, {
          width,
          prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
        });
        const { page } = opened;
        const section = page.locator(SECTION);
        await section.scrollIntoViewIfNeeded();
        const slides = cardCount - perView + 1;
        const dot = (slide: number) =>
          section.getByRole("button", { name: `Slide ${slide} of ${slides}`, exact: true });
        await expect.poll(() => dot(1).count()).toBe(1);
        expect(await section.locator(".carousel-dot").count()).toBe(slides);
        expect(await dot(1).getAttribute("aria-current")).toBe("true");
        const box = await dot(2).boundingBox();
        expect(box && box.width >= 24 && box.height >= 24).toBe(true);

        await dot(3).click();
        await expectVisible(page, range(2, perView));
        await expect.poll(() => dot(3).getAttribute("aria-current")).toBe("true");
        expect(await dot(1).getAttribute("aria-current")).toBeNull();
        await dot(slides).click();
        await expectVisible(page, range(cardCount - perView, perView));
        await expect.poll(() => dot(slides).getAttribute("aria-current")).toBe("true");
        // Next wraps to the first card, and its dot follows.
        await section.getByRole("button", { name: "Next provider" }).click();
        await expectVisible(page, range(0, perView));
        await expect.poll(() => dot(1).getAttribute("aria-current")).toBe("true");
        await expectAccessible(page, SECTION);
        expect(opened.errors).toEqual([]);
        await opened.close();
        opened = undefined;
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it("moves to the card of the dot followed without script, a dot a card (main brand, 360 px)", async () => {
    opened = await visit(browser, `${baseUrl}${providerPath}`, { width: 360, javaScript: false });
    const { page } = opened;
    const section = page.locator(SECTION);
    const dot = (slide: number) => section.getByRole("link", { name: `Slide ${slide} of ${cardCount}`, exact: true });
    expect(await section.locator(".carousel-dot").count()).toBe(cardCount);
    expect(await section.getByRole("button").count()).toBe(0);
    await dot(3).click();
    await expectVisible(page, [2]);
    expect(new URL(page.url()).hash).toMatch(/^#comparison-card-\d+-3$/);
    await expectAccessibleWithoutScripts(page);
  });

  it("is a focusable list that scrolls sideways without script (main brand, 1280 px)", async () => {
    opened = await visit(browser, `${baseUrl}${providerPath}`, { width: 1280, javaScript: false });
    const { page } = opened;
    const region = page.getByRole("region", { name: "Providers to compare" });
    await region.focus();
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectVisible(page, range(0, 3));
    await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
    await expectVisible(page, range(cardCount - 3, 3));
    await expectAccessibleWithoutScripts(page);
  });
});
